import { useTranslation } from 'react-i18next';
import { BooleanFilter, FilterBar, SearchFilter, type PersistentFilters } from '@/components/filter-bar';

export type RecordTypesFilters = { search: string; active: boolean | null };

export const RECORD_TYPES_FILTER_DEFAULTS: RecordTypesFilters = { search: '', active: null };

/** Search by code or name and the active filter, with clear. */
export function RecordTypesFilterBar({ filters }: { filters: PersistentFilters<RecordTypesFilters> }) {
  const { t } = useTranslation('recordTypes');
  const { values, setValue } = filters;
  return (
    <FilterBar onClear={filters.clear} canClear={filters.isDirty}>
      <SearchFilter
        value={values.search}
        onChange={(search) => setValue('search', search)}
        placeholder={t('filters.searchPlaceholder')}
        data-testid="record-types-filter-search"
      />
      <BooleanFilter
        label={t('filters.active')}
        value={values.active}
        onChange={(active) => setValue('active', active)}
        data-testid="record-types-filter-active"
      />
    </FilterBar>
  );
}
