import type { LocationItem, LocationKind } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { locationName, useLocationSearch } from '@/lib/locations';
import { SearchSelect, type SearchOption } from '@/components/pickers/search-select';

/** A picked place as forms keep it (the request form, the rate form). */
export type LocationValue = { code: string; name: string; kind: LocationKind };

/** What the form keeps of a location: its code, its name in the user's language and its kind. */
export function toLocationValue(item: LocationItem, language: string): LocationValue {
  return { code: item.code, name: locationName(item, language), kind: item.kind };
}

function locationLabel(value: LocationValue): string {
  return value.kind === 'COUNTRY' ? `${value.name} (${value.code})` : `${value.code} – ${value.name}`;
}

type LocationSelectProps = {
  label: string;
  kinds: readonly LocationKind[];
  value: LocationValue | null;
  onChange: (value: LocationValue | null) => void;
  required?: boolean;
  error?: string;
  'data-testid'?: string;
};

/** Origin, destination or country search over the locations catalogue, limited to the kinds that fit the mode. */
export function LocationSelect({ kinds, value, onChange, ...rest }: LocationSelectProps) {
  const { t, i18n } = useTranslation('quotationForm');
  const language = i18n.language;
  const useOptions = (search: string) => {
    const query = useLocationSearch({ search, kinds, limit: 20 });
    const options: SearchOption<LocationValue>[] = (search ? (query.data?.items ?? []) : []).map((item) => {
      const location = toLocationValue(item, language);
      return {
        id: location.code,
        label: locationLabel(location),
        description: `${t(`locationKinds.${item.kind}`)} · ${item.countryCode}`,
        item: location,
      };
    });
    return { options, fetching: query.isFetching, failed: failedReadText(t, query) };
  };
  return (
    <SearchSelect
      selected={value ? { id: value.code, label: locationLabel(value) } : null}
      onChange={onChange}
      useOptions={useOptions}
      placeholder={t('search.locationPlaceholder')}
      {...rest}
    />
  );
}
