import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { SERVICES, type Service, type StandardNoteItem, type StandardNoteSortField } from '@freight/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmActiveToggle } from '@/components/confirm';
import { DataTable, useDataTable } from '@/components/data-table';
import { usePersistentFilters } from '@/components/filter-bar';
import { notifyError, notifySuccess } from '@/components/notify';
import { useStandardNotes } from '../api/get-standard-notes';
import { useSetStandardNoteActive } from '../api/set-standard-note-active';
import { StandardNoteModal } from '../components/standard-note-modal';
import { STANDARD_NOTES_FILTER_DEFAULTS, StandardNotesFilterBar } from '../components/standard-notes-filter-bar';
import { useStandardNoteColumns } from '../components/use-standard-note-columns';

const SEARCH_DEBOUNCE_MS = 300;

/** `undefined` closed, `null` creating, an item when editing it. */
type Editing = StandardNoteItem | null | undefined;

/** /notas: the standard notes added to quotations and printed on the PDF. */
export function StandardNotesPage() {
  const { t } = useTranslation(['standardNotes', 'nav']);
  const filters = usePersistentFilters('standardNotes', STANDARD_NOTES_FILTER_DEFAULTS);
  const [search] = useDebouncedValue(filters.values.search.trim(), SEARCH_DEBOUNCE_MS);
  const serverFilters = {
    search: search || undefined,
    active: filters.values.active ?? undefined,
    mandatory: filters.values.mandatory ?? undefined,
    service: SERVICES.find((s): s is Service => s === filters.values.service),
  };
  const table = useDataTable<StandardNoteSortField>({
    defaultSort: { sort: 'name', order: 'asc' },
    resetKey: serverFilters,
  });
  const query = useStandardNotes({ ...table.params, ...serverFilters });
  const [editing, setEditing] = useState<Editing>(undefined);
  const toggle = useSetStandardNoteActive();

  const confirmToggle = (n: StandardNoteItem) =>
    confirmActiveToggle({
      active: n.active,
      askOnActivate: false,
      deactivate: { message: t('confirmInactivate', { name: n.name }), confirmLabel: t('actions.inactivate') },
      onConfirm: () =>
        toggle.mutate(
          { id: n.id, active: !n.active },
          {
            onSuccess: () => notifySuccess(t(n.active ? 'toasts.inactivated' : 'toasts.activated', { name: n.name })),
            onError: notifyError,
          },
        ),
    });
  const columns = useStandardNoteColumns({ onEdit: setEditing, onToggle: confirmToggle });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2" data-testid="screen-title">
          {t('nav:screens.notes')}
        </Title>
        <Button onClick={() => setEditing(null)} data-testid="standard-note-new">
          {t('actions.new')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <StandardNotesFilterBar filters={filters} />
      <DataTable
        tableId="standardNotes"
        columns={columns}
        table={table}
        query={query}
        rowKey={(n) => n.id}
        emptyMessage={t('empty')}
        data-testid="standard-notes-table"
      />
      {editing !== undefined && <StandardNoteModal item={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
