import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { FieldsFilterBar, type PersistentFilters } from '@/components/filter-bar';
import { useCountryOptions } from '@/lib/country-options';
import { useAssignableUsers } from '../api/assignments';

export type ClientsFilters = { search: string; city: string; country: string | null; commercialId: string | null };

export const CLIENTS_FILTER_DEFAULTS: ClientsFilters = { search: '', city: '', country: null, commercialId: null };

/** Search (trade name, legal name, tax id), city, country and commercial, with clear. */
export function ClientsFilterBar({ filters }: { filters: PersistentFilters<ClientsFilters> }) {
  const { t } = useTranslation('clients');
  const countries = useCountryOptions();
  const commercials = useAssignableUsers('COMMERCIAL');
  return (
    <FieldsFilterBar
      filters={filters}
      testId="clients"
      fields={[
        { kind: 'search', key: 'search', placeholder: t('filters.searchPlaceholder') },
        { kind: 'text', key: 'city', label: t('filters.city'), width: 180 },
        {
          kind: 'select',
          key: 'country',
          label: t('filters.country'),
          placeholder: t('filters.anyCountry'),
          options: countries,
          searchable: true,
          width: 220,
        },
        {
          kind: 'select',
          key: 'commercialId',
          testId: 'commercial',
          label: t('filters.commercial'),
          placeholder: t('filters.anyCommercial'),
          options: (commercials.data ?? []).map((u) => ({ value: u.id, label: u.name })),
          searchable: true,
          width: 220,
          error: failedReadText(t, commercials),
        },
      ]}
    />
  );
}
