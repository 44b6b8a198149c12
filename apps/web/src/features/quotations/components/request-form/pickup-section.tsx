import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PickupValues } from '@/components/request-form/form-values';
import type { RequestFormContext } from './use-request-form';

const FIELDS: { name: keyof PickupValues; required?: boolean; maxLength: number }[] = [
  { name: 'address', required: true, maxLength: 200 },
  { name: 'city', required: true, maxLength: 100 },
  { name: 'postalCode', maxLength: 20 },
  { name: 'state', maxLength: 100 },
  { name: 'supplier', maxLength: 150 },
  { name: 'orderNumber', maxLength: 60 },
];

/** Where the goods are collected: asked only for EXW and FCA, where the forwarder picks them up. */
export function PickupSection({ form, errorOf }: RequestFormContext) {
  const { t } = useTranslation('quotationForm');
  const sectionError = errorOf('pickup');
  return (
    <Stack gap="xs" data-testid="request-form-pickup">
      <Text size="sm" c="dimmed">
        {t('pickup.hint', { incoterm: form.values.incoterm })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map(({ name, required, maxLength }) => (
          <TextInput
            key={name}
            label={t(`pickup.${name}`)}
            required={required}
            maxLength={maxLength}
            {...form.getInputProps(`pickup.${name}`)}
            error={errorOf(`pickup.${name}`)}
            data-testid={`request-form-pickup-${name}`}
          />
        ))}
      </SimpleGrid>
      {sectionError && (
        <Text c="red" size="sm" role="alert">
          {sectionError}
        </Text>
      )}
    </Stack>
  );
}
