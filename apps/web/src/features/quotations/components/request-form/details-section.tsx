import { Group, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '@/components/dates';
import type { RequestFormContext } from './use-request-form';

const MAX_TAGS = 20;

/** Dates (dd/mm/yyyy), sellers and buyers, the client's own reference and comments for pricing. */
export function DetailsSection({ form, errorOf }: RequestFormContext) {
  const { t } = useTranslation('quotationForm');
  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="md">
        <DateTextInput
          label={t('fields.shipmentDate')}
          value={form.values.shipmentDate}
          onChange={(value) => form.setFieldValue('shipmentDate', value)}
          error={errorOf('shipmentDate')}
          data-testid="request-form-shipment-date"
        />
        <DateTextInput
          label={t('fields.goodsReadyDate')}
          value={form.values.goodsReadyDate}
          onChange={(value) => form.setFieldValue('goodsReadyDate', value)}
          error={errorOf('goodsReadyDate')}
          data-testid="request-form-goods-ready-date"
        />
        <TextInput
          label={t('fields.clientReference')}
          maxLength={60}
          {...form.getInputProps('clientReference')}
          error={errorOf('clientReference')}
          data-testid="request-form-client-reference"
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TagsInput
          label={t('fields.sellers')}
          placeholder={t('fields.tagsPlaceholder')}
          maxTags={MAX_TAGS}
          clearable
          {...form.getInputProps('sellers')}
          error={errorOf('sellers')}
          data-testid="request-form-sellers"
        />
        <TagsInput
          label={t('fields.buyers')}
          placeholder={t('fields.tagsPlaceholder')}
          maxTags={MAX_TAGS}
          clearable
          {...form.getInputProps('buyers')}
          error={errorOf('buyers')}
          data-testid="request-form-buyers"
        />
      </SimpleGrid>
      <Textarea
        label={t('fields.pricingComments')}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={4000}
        {...form.getInputProps('pricingComments')}
        error={errorOf('pricingComments')}
        data-testid="request-form-pricing-comments"
      />
    </Stack>
  );
}
