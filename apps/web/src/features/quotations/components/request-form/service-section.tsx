import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ServicePicker } from '@/components/request-form/service-picker';
import { ClientSelect } from './client-select';
import type { RequestFormContext } from './use-request-form';

/** Company, transport mode and service (which decide the rest of the form), and the client. */
export function ServiceSection({ form, reference, errorOf }: RequestFormContext) {
  const { t } = useTranslation('quotationForm');
  return (
    <Stack gap="sm">
      <ServicePicker form={form} reference={reference} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ClientSelect
          value={form.values.client}
          onChange={(client) => form.setFieldValue('client', client)}
          error={errorOf('client')}
        />
        <Select
          label={t('fields.company')}
          data={[...reference.companies]}
          allowDeselect={false}
          {...form.getInputProps('company')}
          error={errorOf('company')}
          data-testid="request-form-company"
        />
      </SimpleGrid>
    </Stack>
  );
}
