import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocationSelect } from '@/components/locations/location-select';
import type { RequestFormContext } from './use-request-form';

const COUNTRY: readonly ['COUNTRY'] = ['COUNTRY'];

/** One express address (shipper or recipient): street, city, state, postal code and country. */
export function ExpressAddress({ context, party }: { context: RequestFormContext; party: 'shipper' | 'recipient' }) {
  const { form, errorOf } = context;
  const { t } = useTranslation('quotationForm');
  const prefix = `express.${party}` as const;
  const testId = `request-form-${party}`;
  return (
    <Fieldset legend={t(`express.${party}`)} data-testid={testId}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('express.description')}
          required
          maxLength={200}
          {...form.getInputProps(`${prefix}.description`)}
          error={errorOf(`${prefix}.description`)}
          data-testid={`${testId}-description`}
        />
        <TextInput
          label={t('express.city')}
          required
          maxLength={100}
          {...form.getInputProps(`${prefix}.city`)}
          error={errorOf(`${prefix}.city`)}
          data-testid={`${testId}-city`}
        />
        <TextInput
          label={t('express.state')}
          maxLength={10}
          {...form.getInputProps(`${prefix}.stateOrProvinceCode`)}
          error={errorOf(`${prefix}.stateOrProvinceCode`)}
          data-testid={`${testId}-state`}
        />
        <TextInput
          label={t('express.postalCode')}
          maxLength={20}
          {...form.getInputProps(`${prefix}.postalCode`)}
          error={errorOf(`${prefix}.postalCode`)}
          data-testid={`${testId}-postal-code`}
        />
        <LocationSelect
          label={t('express.country')}
          kinds={COUNTRY}
          value={form.values.express[party].country}
          onChange={(value) => form.setFieldValue(`${prefix}.country`, value)}
          required
          error={errorOf(`${prefix}.country`)}
          data-testid={`${testId}-country`}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
