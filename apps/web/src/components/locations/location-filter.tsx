import { MultiSelect } from '@mantine/core';
import { LOCATION_KINDS } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterChoosesBestMatch } from '@/components/pickers/use-enter-chooses-best-match';
import { useSearchStatus } from '@/components/pickers/use-search-status';
import { useServerSearch } from '@/components/pickers/use-server-search';
import { failedReadText } from '@/lib/errors';
import { useLocationSearch } from '@/lib/locations';
import { toLocationValue } from './location-select';

type Props = {
  label: string;
  /** The chosen UN/LOCODEs, IATA or country codes (what the list filters by). */
  value: string[];
  onChange: (codes: string[]) => void;
  w?: number;
  'data-testid'?: string;
};

/**
 * An origin or destination filter that finds places by name or code with the request form's location
 * search ("Shanghai" offers CNSHA) and filters by the codes picked. Codes restored from saved filters
 * show as codes until searched again.
 */
export function LocationFilter({ label, value, onChange, w = 220, 'data-testid': testId }: Props) {
  const { t, i18n } = useTranslation('quotationForm');
  const [typed, setTyped] = useState('');
  // Labels of the codes picked in this session ("CNSHA – Shanghai").
  const [labels, setLabels] = useState<Record<string, string>>({});
  const search = useServerSearch(typed);
  const found = useLocationSearch({ search: search.query, kinds: LOCATION_KINDS, limit: 20 });
  const results = search.query && search.isCurrent(found.isFetching) ? (found.data?.items ?? []) : [];
  const options = results.map((item) => {
    const place = toLocationValue(item, i18n.language);
    return {
      value: place.code,
      label: place.kind === 'COUNTRY' ? `${place.name} (${place.code})` : `${place.code} – ${place.name}`,
    };
  });
  const settled = Boolean(search.query) && search.isCurrent(found.isFetching);
  const enter = useEnterChoosesBestMatch({ search: typed, settled, hasOptions: results.length > 0 });
  const status = useSearchStatus({
    searched: typed.trim() !== '',
    answered: settled,
    found: results.length,
    failed: failedReadText(t, found),
  });
  // The chosen codes must stay listed for the input to show them.
  const chosen = value
    .filter((code) => !options.some((o) => o.value === code))
    .map((code) => ({ value: code, label: labels[code] ?? code }));
  // The test id marks the whole field (label, chosen pills and input): Mantine puts extra props on the input alone.
  return (
    <div data-testid={testId}>
      <MultiSelect
        label={label}
        placeholder={value.length ? undefined : t('search.locationPlaceholder')}
        data={[...options, ...chosen]}
        value={value}
        onChange={(codes) => {
          setLabels((known) => ({ ...known, ...Object.fromEntries(options.map((o) => [o.value, o.label])) }));
          setTyped('');
          onChange(codes);
        }}
        searchable
        searchValue={typed}
        onSearchChange={(next) => {
          setTyped(next);
          enter.cancelPending();
        }}
        ref={enter.inputRef}
        // Results arrive after the typing: Enter adds the best match once they do (never a stale one).
        onKeyDown={enter.onKeyDown}
        // The server already matched names and codes; the input must not filter its answer again.
        filter={({ options: all }) => all}
        // Searching, no results or a failure: a status, never a list without options (issue 47).
        description={status}
        clearable
        w={w}
      />
    </div>
  );
}
