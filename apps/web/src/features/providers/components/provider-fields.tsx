import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LANGUAGES, PROVIDER_CATEGORIES, SERVICES, type Language } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { CountryMultiSelect } from './country-multi-select';
import type { ProviderFormValues } from './provider-form-values';

/** The provider's own fields, shared by the create and edit forms. */
export function ProviderFields({ form }: { form: UseFormReturnType<ProviderFormValues> }) {
  const { t } = useTranslation(['providers', 'common']);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.code')}
          description={t('fields.codeHint')}
          withAsterisk
          maxLength={20}
          {...form.getInputProps('code')}
          data-testid="provider-code"
        />
        <TextInput
          label={t('fields.name')}
          withAsterisk
          maxLength={200}
          {...form.getInputProps('name')}
          data-testid="provider-name"
        />
        <Select<Language>
          label={t('fields.language')}
          description={t('fields.languageHint')}
          data={LANGUAGES.map((value) => ({ value, label: t(`common:languages.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('language')}
          data-testid="provider-language"
        />
        <MultiSelect
          label={t('fields.categories')}
          data={PROVIDER_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
          {...form.getInputProps('categories')}
          data-testid="provider-categories"
        />
        <CountryMultiSelect
          label={t('fields.originCountries')}
          {...form.getInputProps('originCountries')}
          data-testid="provider-origin-countries"
        />
        <CountryMultiSelect
          label={t('fields.destinationCountries')}
          {...form.getInputProps('destinationCountries')}
          data-testid="provider-destination-countries"
        />
      </SimpleGrid>
      <MultiSelect
        label={t('fields.services')}
        data={SERVICES.map((value) => ({ value, label: t(`services.${value}`) }))}
        {...form.getInputProps('services')}
        data-testid="provider-services"
      />
    </>
  );
}
