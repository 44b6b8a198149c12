import { Select } from '@mantine/core';
import { SERVICES, type Service } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { BooleanFilter, FilterBar, SearchFilter, type PersistentFilters } from '@/components/filter-bar';

export type StandardNotesFilters = { search: string; active: boolean | null; mandatory: boolean | null; service: string | null };

export const STANDARD_NOTES_FILTER_DEFAULTS: StandardNotesFilters = { search: '', active: null, mandatory: null, service: null };

/** Search by name, service (notes for every service included), mandatory and active, with clear. */
export function StandardNotesFilterBar({ filters }: { filters: PersistentFilters<StandardNotesFilters> }) {
  const { t } = useTranslation('standardNotes');
  const { values, setValue } = filters;
  return (
    <FilterBar onClear={filters.clear} canClear={filters.isDirty}>
      <SearchFilter
        value={values.search}
        onChange={(search) => setValue('search', search)}
        placeholder={t('filters.searchPlaceholder')}
        data-testid="standard-notes-filter-search"
      />
      <Select<Service>
        label={t('filters.service')}
        placeholder={t('filters.anyService')}
        data={SERVICES.map((value) => ({ value, label: t(`services.${value}`) }))}
        value={values.service as Service | null}
        onChange={(service) => setValue('service', service)}
        clearable
        w={190}
        data-testid="standard-notes-filter-service"
      />
      <BooleanFilter
        label={t('filters.mandatory')}
        value={values.mandatory}
        onChange={(mandatory) => setValue('mandatory', mandatory)}
        data-testid="standard-notes-filter-mandatory"
      />
      <BooleanFilter
        label={t('filters.active')}
        value={values.active}
        onChange={(active) => setValue('active', active)}
        data-testid="standard-notes-filter-active"
      />
    </FilterBar>
  );
}
