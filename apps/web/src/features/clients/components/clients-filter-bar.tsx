import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { FilterBar, SearchFilter, type PersistentFilters } from '@/components/filter-bar';
import { useCountryOptions } from '@/features/providers/components/use-country-options';
import { useAssignableUsers } from '../api/assignments';

export type ClientsFilters = { search: string; city: string; country: string | null; commercialId: string | null };

export const CLIENTS_FILTER_DEFAULTS: ClientsFilters = { search: '', city: '', country: null, commercialId: null };

/** Search (trade name, legal name, tax id), city, country and commercial, with clear. */
export function ClientsFilterBar({ filters }: { filters: PersistentFilters<ClientsFilters> }) {
  const { t } = useTranslation('clients');
  const { values, setValue } = filters;
  const countries = useCountryOptions();
  const commercials = useAssignableUsers('COMMERCIAL');
  return (
    <FilterBar onClear={filters.clear} canClear={filters.isDirty}>
      <SearchFilter
        value={values.search}
        onChange={(search) => setValue('search', search)}
        placeholder={t('filters.searchPlaceholder')}
        data-testid="clients-filter-search"
      />
      <TextInput
        label={t('filters.city')}
        value={values.city}
        onChange={(e) => setValue('city', e.currentTarget.value)}
        w={180}
        data-testid="clients-filter-city"
      />
      <Select
        label={t('filters.country')}
        placeholder={t('filters.anyCountry')}
        data={countries}
        value={values.country}
        onChange={(country) => setValue('country', country)}
        searchable
        clearable
        w={220}
        data-testid="clients-filter-country"
      />
      <Select
        label={t('filters.commercial')}
        placeholder={t('filters.anyCommercial')}
        data={(commercials.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
        value={values.commercialId}
        onChange={(commercialId) => setValue('commercialId', commercialId)}
        searchable
        clearable
        w={220}
        error={failedReadText(t, commercials)}
        data-testid="clients-filter-commercial"
      />
    </FilterBar>
  );
}
