import { Select } from '@mantine/core';
import { SERVICES, type Service } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { BooleanFilter, FilterBar, SearchFilter, type PersistentFilters } from '@/components/filter-bar';
import { useCountryOptions } from './use-country-options';

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
  const { values, setValue } = filters;
  const countryData = useCountryOptions();
  return (
    <FilterBar onClear={filters.clear} canClear={filters.isDirty}>
      <SearchFilter
        value={values.search}
        onChange={(search) => setValue('search', search)}
        placeholder={t('filters.searchPlaceholder')}
        data-testid="providers-filter-search"
      />
      <BooleanFilter
        label={t('filters.active')}
        value={values.active}
        onChange={(active) => setValue('active', active)}
        data-testid="providers-filter-active"
      />
      <Select<Service>
        label={t('filters.service')}
        placeholder={t('filters.anyService')}
        data={SERVICES.map((value) => ({ value, label: t(`services.${value}`) }))}
        value={values.service as Service | null}
        onChange={(service) => setValue('service', service)}
        clearable
        w={190}
        data-testid="providers-filter-service"
      />
      <Select
        label={t('filters.country')}
        placeholder={t('filters.anyCountry')}
        data={countryData}
        value={values.country}
        onChange={(country) => setValue('country', country)}
        searchable
        clearable
        w={220}
        data-testid="providers-filter-country"
      />
    </FilterBar>
  );
}
