import { Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterChoosesBestMatch } from '@/components/pickers/use-enter-chooses-best-match';
import { useSearchStatus } from '@/components/pickers/use-search-status';
import { useServerSearch } from '@/components/pickers/use-server-search';

/** One option of a server-searched select. */
export type SearchOption<T> = { id: string; label: string; description?: string; item: T };

type SearchSelectProps<T> = {
  label: string;
  placeholder?: string;
  required?: boolean;
  error?: string;
  /** The chosen option's id and label (kept in the form, so it shows before any search). */
  selected: { id: string; label: string } | null;
  onChange: (item: T | null) => void;
  /** The feature's query hook for a search text ('' means "do not search"). */
  /** `failed`: the lookup's translated error, when it failed (not "no results"). */
  useOptions: (search: string) => { options: SearchOption<T>[]; fetching: boolean; failed?: string };
  'data-testid'?: string;
};

/** A searchable select whose options come from the server as the user types (clients, locations). */
export function SearchSelect<T>({
  label,
  placeholder,
  required,
  error,
  selected,
  onChange,
  useOptions,
  ...rest
}: SearchSelectProps<T>) {
  const { t } = useTranslation('quotationForm');
  const [search, setSearch] = useState(selected?.label ?? '');
  // A choice made outside the box (a usual lane, a restored draft) shows its label in it.
  const [shownId, setShownId] = useState(selected?.id ?? null);
  if ((selected?.id ?? null) !== shownId) {
    setShownId(selected?.id ?? null);
    setSearch(selected?.label ?? '');
  }
  const { query, isCurrent } = useServerSearch(search, selected?.label);
  const { options, fetching, failed } = useOptions(query);
  const byId = new Map(options.map((o) => [o.id, o]));
  const data = options.map((o) => ({ value: o.id, label: o.label }));
  // Last, so the server's best match stays the first option (the one Enter chooses).
  if (selected && !byId.has(selected.id)) data.push({ value: selected.id, label: selected.label });
  // The options listed are the answer for the text in the box (they stay listed while the next one
  // loads: Enter then waits for it).
  const status = useSearchStatus({ searched: query !== '', answered: !fetching, found: options.length, failed });
  const { inputRef, onKeyDown, cancelPending } = useEnterChoosesBestMatch({
    search,
    chosenLabel: selected?.label,
    settled: isCurrent(fetching),
    hasOptions: query !== '' && options.length > 0,
  });

  return (
    <Select
      label={label}
      placeholder={placeholder ?? t('search.placeholder')}
      required={required}
      error={error}
      searchable
      clearable
      value={selected?.id ?? null}
      searchValue={search}
      onSearchChange={(next) => {
        setSearch(next);
        cancelPending();
      }}
      ref={inputRef}
      // Results arrive later than the typing: the best match is chosen on Enter instead.
      selectFirstOptionOnChange={false}
      onKeyDown={onKeyDown}
      data={data}
      // The server already filtered and ranked the options.
      filter={({ options: all }) => all}
      // Searching, no results or a failure: a status, never a list without options (issue 47).
      description={status}
      rightSection={fetching ? <Loader size={14} /> : undefined}
      renderOption={({ option }) => {
        const found = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {found?.description && (
              <Text size="xs" c="dimmed">
                {found.description}
              </Text>
            )}
          </Stack>
        );
      }}
      // The chosen option chosen again keeps the value: its label goes back in the box.
      onOptionSubmit={(id) => {
        if (selected && id === selected.id) setSearch(selected.label);
      }}
      onChange={(id) => {
        if (id === null) onChange(null);
        else if (id !== selected?.id) {
          const found = byId.get(id);
          if (found) onChange(found.item);
        }
      }}
      {...rest}
    />
  );
}
