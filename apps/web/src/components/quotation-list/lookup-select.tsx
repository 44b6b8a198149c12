import { Loader, Select } from '@mantine/core';
import { useState } from 'react';
import { lookupOptions } from '@/components/pickers/lookup-options';
import { useEnterChoosesBestMatch } from '@/components/pickers/use-enter-chooses-best-match';
import { useSearchStatus } from '@/components/pickers/use-search-status';
import { useServerSearch } from '@/components/pickers/use-server-search';

export type LookupOption = { value: string; label: string };

type LookupSelectProps = {
  label: string;
  placeholder?: string;
  /** The chosen option (value and the label saved with it), or null. */
  selected: LookupOption | null;
  onChange: (option: LookupOption | null) => void;
  /** Options for the (debounced) search text; the server does the matching. */
  /** `failed`: the lookup's translated error, when it failed (not "no matches"). */
  useOptions: (search: string) => { options: LookupOption[]; loading: boolean; failed?: string };
  w?: number;
  'data-testid'?: string;
};

/** A searchable select whose options come from a server lookup (clients, locations). */
export function LookupSelect({
  label,
  placeholder,
  selected,
  onChange,
  useOptions,
  w = 220,
  ...rest
}: LookupSelectProps) {
  const [search, setSearch] = useState(selected?.label ?? '');
  const { query, isCurrent } = useServerSearch(search, selected?.label);
  const { options, loading, failed } = useOptions(query);
  // Only the answer for the text in the box is listed (Enter picks the first option listed).
  const current = isCurrent(loading);
  const data = lookupOptions(current ? options : [], selected, search);
  const typed = search.trim();
  const status = useSearchStatus({
    searched: typed !== '' && typed !== selected?.label.trim(),
    answered: current,
    found: options.length,
    failed,
  });
  const enter = useEnterChoosesBestMatch({
    search,
    chosenLabel: selected?.label,
    settled: current,
    hasOptions: options.length > 0,
  });

  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={selected?.value ?? null}
      onChange={(value) => onChange(data.find((o) => o.value === value) ?? null)}
      searchable
      searchValue={search}
      onSearchChange={(next) => {
        setSearch(next);
        enter.cancelPending();
      }}
      ref={enter.inputRef}
      // Results arrive after the typing: Enter chooses the best match once they do.
      selectFirstOptionOnChange={false}
      onKeyDown={enter.onKeyDown}
      // Matching is the server's job; the list shows what it answered.
      filter={({ options: all }) => all}
      clearable
      // Searching, no results or a failure: a status, never a list without options (issue 47).
      description={status}
      rightSection={loading ? <Loader size="xs" /> : undefined}
      w={w}
      {...rest}
    />
  );
}
