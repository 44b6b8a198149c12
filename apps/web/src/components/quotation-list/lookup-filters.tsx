import {
  LOCATION_KINDS,
  LOCATION_KINDS_BY_MODE,
  TRANSPORT_MODES,
  type ClientLookupItem,
  type LocationItem,
  type TransportMode,
} from '@freight/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { currentLanguage } from '@/lib/i18n';
import { locationName, useLocationSearch } from '@/lib/locations';
import { LookupSelect, type LookupOption } from './lookup-select';

/** The client search behind the filter: the quotations feature's api/ useClientLookup. */
export type UseClientLookup = (params: { search: string; limit?: number }) => UseQueryResult<{
  items: ClientLookupItem[];
}>;

type FilterProps = { selected: LookupOption | null; onChange: (option: LookupOption | null) => void };

/** Client filter: searches clients by name or tax id. */
export function ClientFilter({
  selected,
  onChange,
  useClientLookup,
}: FilterProps & { useClientLookup: UseClientLookup }) {
  const { t } = useTranslation('quotations');
  const useClientOptions = (search: string) => {
    const query = useClientLookup({ search, limit: 20 });
    const options = search.trim() ? (query.data?.items ?? []).map((c) => ({ value: c.id, label: c.tradeName })) : [];
    return { options, loading: query.isFetching, failed: failedReadText(t, query) };
  };
  return (
    <LookupSelect
      label={t('filters.client')}
      placeholder={t('filters.clientPlaceholder')}
      selected={selected}
      onChange={onChange}
      useOptions={useClientOptions}
      data-testid="quotations-filter-client"
    />
  );
}

function locationLabel(item: LocationItem): string {
  return `${item.code} · ${locationName(item, currentLanguage())}`;
}

type LocationFilterProps = FilterProps & { kind: 'origin' | 'destination'; mode: string | null };

/** Origin or destination filter: ports, airports or countries, narrowed to the chosen mode. */
export function LocationFilter({ selected, onChange, kind, mode }: LocationFilterProps) {
  const { t } = useTranslation('quotations');
  const chosen = (TRANSPORT_MODES as readonly string[]).includes(mode ?? '') ? (mode as TransportMode) : null;
  const kinds = chosen ? LOCATION_KINDS_BY_MODE[chosen] : LOCATION_KINDS;
  const useOptions = (search: string) => {
    const query = useLocationSearch({ search, kinds, limit: 20 });
    const options = search.trim()
      ? (query.data?.items ?? []).map((l) => ({ value: l.code, label: locationLabel(l) }))
      : [];
    return { options, loading: query.isFetching, failed: failedReadText(t, query) };
  };
  return (
    <LookupSelect
      label={t(`filters.${kind}`)}
      placeholder={t('filters.locationPlaceholder')}
      selected={selected}
      onChange={onChange}
      useOptions={useOptions}
      data-testid={`quotations-filter-${kind}`}
    />
  );
}
