import { useTranslation } from 'react-i18next';
import { FieldsFilterBar, serviceField, type PersistentFilters } from '@/components/filter-bar';
import { useCountryOptions } from '@/lib/country-options';

export type ProvidersFilters = {
  search: string;
  active: boolean | null;
  service: string | null;
  country: string | null;
};

export const PROVIDERS_FILTER_DEFAULTS: ProvidersFilters = { search: '', active: null, service: null, country: null };

/** Search by name or code, active, service and country (origin or destination), with clear. */
export function ProvidersFilterBar({ filters }: { filters: PersistentFilters<ProvidersFilters> }) {
  const { t } = useTranslation('providers');
  const countryData = useCountryOptions();
  return (
    <FieldsFilterBar
      filters={filters}
      testId="providers"
      fields={[
        { kind: 'search', key: 'search', placeholder: t('filters.searchPlaceholder') },
        { kind: 'boolean', key: 'active', label: t('filters.active') },
        serviceField(t),
        {
          kind: 'select',
          key: 'country',
          label: t('filters.country'),
          placeholder: t('filters.anyCountry'),
          options: countryData,
          searchable: true,
          width: 220,
        },
      ]}
    />
  );
}
