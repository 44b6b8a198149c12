import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CREDIT_DAYS, EXPRESS_DIRECTIONS, PAYMENT_TERMS, type PaymentTerm } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { useCountryOptions } from '@/lib/country-options';
import { useAssignableUsers } from '../api/assignments';
import { newExpressRate, type ClientFormValues } from './client-form-values';

type Props = {
  form: UseFormReturnType<ClientFormValues>;
  /** On creation the tax id and country come from the validation step and stay as validated. */
  taxIdLocked?: boolean;
};

/** The client's own fields: names, tax id, address, commercial, payment terms, CW code and express rates. */
export function ClientFields({ form, taxIdLocked = false }: Props) {
  const { t } = useTranslation('clients');
  const countries = useCountryOptions();
  const commercials = useAssignableUsers('COMMERCIAL');
  const credit = form.values.paymentTerms === 'CREDIT';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('fields.tradeName')}
          required
          {...form.getInputProps('tradeName')}
          data-testid="client-tradeName"
        />
        <TextInput
          label={t('fields.legalName')}
          required
          {...form.getInputProps('legalName')}
          data-testid="client-legalName"
        />
        <Select
          label={t('fields.country')}
          required
          data={countries}
          searchable
          disabled={taxIdLocked}
          {...form.getInputProps('country')}
          data-testid="client-country"
        />
        <TextInput
          label={t('fields.taxId')}
          required
          disabled={taxIdLocked}
          {...form.getInputProps('taxId')}
          data-testid="client-taxId"
        />
        <TextInput label={t('fields.address')} {...form.getInputProps('address')} data-testid="client-address" />
        <TextInput
          label={t('fields.postalCode')}
          {...form.getInputProps('postalCode')}
          data-testid="client-postalCode"
        />
        <TextInput label={t('fields.city')} {...form.getInputProps('city')} data-testid="client-city" />
        <Select
          label={t('fields.commercial')}
          data={(commercials.data ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.code})` }))}
          searchable
          clearable
          {...form.getInputProps('commercialId')}
          error={(form.errors.commercialId as string | undefined) ?? failedReadText(t, commercials)}
          data-testid="client-commercial"
        />
        <Select<PaymentTerm>
          label={t('fields.paymentTerms')}
          data={PAYMENT_TERMS.map((value) => ({ value, label: t(`paymentTerms.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('paymentTerms')}
          onChange={(value) => {
            form.setFieldValue('paymentTerms', value ?? 'CASH');
            if (value !== 'CREDIT') form.setFieldValue('creditDays', null);
          }}
          data-testid="client-paymentTerms"
        />
        <Select
          label={t('fields.creditDays')}
          data={CREDIT_DAYS.map((d) => ({ value: String(d), label: t('creditDaysValue', { count: d }) }))}
          disabled={!credit}
          required={credit}
          clearable
          {...form.getInputProps('creditDays')}
          data-testid="client-creditDays"
        />
        <TextInput label={t('fields.cwCode')} {...form.getInputProps('cwCode')} data-testid="client-cwCode" />
      </SimpleGrid>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={500} size="sm">
            {t('fields.expressRates')}
          </Text>
          <Button
            variant="light"
            size="xs"
            onClick={() => form.insertListItem('expressRates', newExpressRate())}
            data-testid="client-rate-add"
          >
            {t('actions.addRate')}
          </Button>
        </Group>
        {form.values.expressRates.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('noRates')}
          </Text>
        )}
        {form.values.expressRates.map((_, i) => (
          <Group key={i} gap="xs" align="flex-end">
            <TextInput label={t('fields.rate')} w={140} {...form.getInputProps(`expressRates.${i}.rate`)} />
            <Select
              label={t('fields.direction')}
              w={160}
              allowDeselect={false}
              data={EXPRESS_DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) }))}
              {...form.getInputProps(`expressRates.${i}.direction`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={t('actions.removeRate')}
              onClick={() => form.removeListItem('expressRates', i)}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
