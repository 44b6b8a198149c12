import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { lookupOptions } from '@/components/pickers/lookup-options';
import { useEnterChoosesBestMatch } from '@/components/pickers/use-enter-chooses-best-match';
import { useServerSearch } from '@/components/pickers/use-server-search';
import { useClientSearch } from '../api/operations-api';

/** The client of a new operation (by hand or express), searched on the server as it is typed. */
export function ClientField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('operations');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const { query, isCurrent } = useServerSearch(search, picked?.label);
  const found = useClientSearch(query);
  // Only the results of what is typed now: while a search is pending the previous list is hidden, so
  // Enter (which picks the first listed) can never choose a client of the earlier search.
  const settled = isCurrent(found.isFetching);
  const data = lookupOptions(
    ((settled ? found.data?.items : undefined) ?? []).map((c) => ({ value: c.id, label: c.tradeName })),
    picked,
    search,
  );
  const enter = useEnterChoosesBestMatch({
    search,
    chosenLabel: picked?.label,
    settled,
    hasOptions: (found.data?.items.length ?? 0) > 0,
  });
  return (
    <Select
      label={t('form.client')}
      placeholder={t('form.clientPlaceholder')}
      required
      searchable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={(next) => {
        setSearch(next);
        enter.cancelPending();
      }}
      ref={enter.inputRef}
      // Results arrive after the typing: Enter chooses the best match once they do.
      selectFirstOptionOnChange={false}
      onKeyDown={enter.onKeyDown}
      filter={({ options }) => options}
      nothingFoundMessage={
        !search.trim() ? undefined : settled ? (failedReadText(t, found) ?? t('form.noClients')) : t('common:loading')
      }
      onChange={(id, option) => {
        setPicked(id && option ? { value: id, label: option.label } : null);
        onChange(id);
      }}
      error={error}
      data-testid="operation-form-client"
    />
  );
}
