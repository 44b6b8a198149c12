import { Alert, Group, Select, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumericInput } from '@/components/number-input';
import type { RequestFormContext } from './request-form-context';

/**
 * Commodity, description, stackable, goods value and insurance (currencies default to USD). The client
 * portal's request has no value nor insurance (`withValue` false).
 */
export function GoodsSection({
  form,
  reference,
  errorOf,
  withValue = true,
}: RequestFormContext & { withValue?: boolean }) {
  const { t } = useTranslation('quotationForm');
  const currencies = [...reference.currencies];
  const dangerous = form.values.commodityType === 'DG';

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('fields.commodityType')}
          data={reference.commodityTypes.map((c) => ({ value: c, label: t(`commodityTypes.${c}`) }))}
          allowDeselect={false}
          {...form.getInputProps('commodityType')}
          error={errorOf('commodityType')}
          data-testid="request-form-commodity-type"
        />
        <Select
          label={t('fields.stackable')}
          data={reference.stackableValues.map((s) => ({ value: s, label: t(`stackable.${s}`) }))}
          allowDeselect={false}
          {...form.getInputProps('stackable')}
          error={errorOf('stackable')}
          data-testid="request-form-stackable"
        />
      </SimpleGrid>
      {dangerous && (
        <Alert variant="light" color="orange" data-testid="request-form-dg-hint">
          {t('goods.dgHint')}
        </Alert>
      )}
      <Textarea
        label={t('fields.goodsDescription')}
        required
        autosize
        minRows={2}
        maxRows={5}
        maxLength={1000}
        {...form.getInputProps('goodsDescription')}
        error={errorOf('goodsDescription')}
        data-testid="request-form-goods-description"
      />
      {withValue && (
        <Group align="flex-start" gap="sm">
          <NumericInput
            label={t('fields.goodsValue')}
            decimalScale={2}
            w={200}
            {...form.getInputProps('goodsValue')}
            error={errorOf('goodsValue')}
            data-testid="request-form-goods-value"
          />
          <Select
            label={t('fields.currency')}
            data={currencies}
            allowDeselect={false}
            w={110}
            {...form.getInputProps('goodsCurrency')}
            data-testid="request-form-goods-currency"
          />
        </Group>
      )}
      {withValue && (
        <Switch
          label={t('fields.hasInsurance')}
          {...form.getInputProps('hasInsurance', { type: 'checkbox' })}
          data-testid="request-form-has-insurance"
        />
      )}
      {withValue && form.values.hasInsurance && (
        <Group align="flex-start" gap="sm">
          <NumericInput
            label={t('fields.insuranceValue')}
            required
            decimalScale={2}
            w={200}
            {...form.getInputProps('insuranceValue')}
            error={errorOf('insuranceValue')}
            data-testid="request-form-insurance-value"
          />
          <Select
            label={t('fields.currency')}
            data={currencies}
            allowDeselect={false}
            w={110}
            {...form.getInputProps('insuranceCurrency')}
            data-testid="request-form-insurance-currency"
          />
        </Group>
      )}
    </Stack>
  );
}
