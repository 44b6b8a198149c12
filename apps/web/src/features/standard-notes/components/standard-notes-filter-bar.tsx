import { useTranslation } from 'react-i18next';
import { FieldsFilterBar, serviceField, type PersistentFilters } from '@/components/filter-bar';

export type StandardNotesFilters = {
  search: string;
  active: boolean | null;
  mandatory: boolean | null;
  service: string | null;
};

export const STANDARD_NOTES_FILTER_DEFAULTS: StandardNotesFilters = {
  search: '',
  active: null,
  mandatory: null,
  service: null,
};

/** Search by name, service (notes for every service included), mandatory and active, with clear. */
export function StandardNotesFilterBar({ filters }: { filters: PersistentFilters<StandardNotesFilters> }) {
  const { t } = useTranslation('standardNotes');
  return (
    <FieldsFilterBar
      filters={filters}
      testId="standard-notes"
      fields={[
        { kind: 'search', key: 'search', placeholder: t('filters.searchPlaceholder') },
        serviceField(t),
        { kind: 'boolean', key: 'mandatory', label: t('filters.mandatory') },
        { kind: 'boolean', key: 'active', label: t('filters.active') },
      ]}
    />
  );
}
