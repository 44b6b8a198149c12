import { useTranslation } from 'react-i18next';
import { FieldsFilterBar, type PersistentFilters } from '@/components/filter-bar';

export type RecordTypesFilters = { search: string; active: boolean | null };

export const RECORD_TYPES_FILTER_DEFAULTS: RecordTypesFilters = { search: '', active: null };

/** Search by code or name and the active filter, with clear. */
export function RecordTypesFilterBar({ filters }: { filters: PersistentFilters<RecordTypesFilters> }) {
  const { t } = useTranslation('recordTypes');
  return (
    <FieldsFilterBar
      filters={filters}
      testId="record-types"
      fields={[
        { kind: 'search', key: 'search', placeholder: t('filters.searchPlaceholder') },
        { kind: 'boolean', key: 'active', label: t('filters.active') },
      ]}
    />
  );
}
