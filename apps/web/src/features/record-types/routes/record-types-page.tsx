import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import type { RecordTypeItem, RecordTypeKind, RecordTypeSortField } from '@freight/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { confirmActiveToggle } from '@/components/confirm';
import { DataTable, QueryErrorRows, useDataTable } from '@/components/data-table';
import { usePersistentFilters } from '@/components/filter-bar';
import { notifyError, notifySuccess } from '@/components/notify';
import { hasPermission, useSession } from '@/lib/session';
import { useRecordType, useRecordTypes, useSetRecordTypeActive } from '../api/record-type-api';
import { RecordTypeModal } from '../components/record-type-modal';
import { RECORD_TYPES_FILTER_DEFAULTS, RecordTypesFilterBar } from '../components/record-types-filter-bar';
import { useRecordTypeColumns } from '../components/use-record-type-columns';

const SEARCH_DEBOUNCE_MS = 300;

const SCREEN = {
  document: { route: '/document-types', title: 'documentTypes' },
  note: { route: '/note-types', title: 'noteTypes' },
} as const;

/**
 * /document-types/{id} and /note-types/{id}: the list with search and active filter; with
 * CREATE_DOCUMENT_TYPE, create, edit (the route's id opens its form) and activate/inactivate.
 */
export function RecordTypesPage({ kind }: { kind: RecordTypeKind }) {
  const { t } = useTranslation(['recordTypes', 'nav']);
  const canWrite = hasPermission(useSession(), 'CREATE_DOCUMENT_TYPE');
  const navigate = useNavigate();
  const { id } = useParams();
  const filters = usePersistentFilters(`${kind}Types`, RECORD_TYPES_FILTER_DEFAULTS);
  const [search] = useDebouncedValue(filters.values.search.trim(), SEARCH_DEBOUNCE_MS);
  const serverFilters = { search: search || undefined, active: filters.values.active ?? undefined };
  const table = useDataTable<RecordTypeSortField>({
    defaultSort: { sort: 'code', order: 'asc' },
    resetKey: serverFilters,
  });
  const query = useRecordTypes(kind, { ...table.params, ...serverFilters });
  const [creating, setCreating] = useState(false);
  const editing = useRecordType(kind, canWrite ? id : undefined);
  const toggle = useSetRecordTypeActive(kind);
  const base = SCREEN[kind].route;

  // Spec section 4: toggled either way after a confirmation naming the type and what follows.
  const confirmToggle = (item: RecordTypeItem) =>
    confirmActiveToggle({
      active: item.active,
      deactivate: {
        confirmLabel: t('actions.inactivate'),
        message: t(`confirm.${kind}.inactivate`, { code: item.code, name: item.name }),
      },
      activate: {
        confirmLabel: t('actions.activate'),
        message: t(`confirm.${kind}.activate`, { code: item.code, name: item.name }),
      },
      onConfirm: () =>
        toggle.mutate(
          { id: item.id, active: !item.active },
          {
            onSuccess: () =>
              notifySuccess(
                t(item.active ? `toasts.${kind}.inactivated` : `toasts.${kind}.activated`, { code: item.code }),
              ),
            onError: notifyError,
          },
        ),
    });
  const columns = useRecordTypeColumns({
    canWrite,
    onEdit: (item) => void navigate(`${base}/${item.id}`),
    onToggle: confirmToggle,
  });
  const closeEdit = () => void navigate(base);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2" data-testid="screen-title">
          {t(`nav:screens.${SCREEN[kind].title}`)}
        </Title>
        {canWrite && (
          <Button onClick={() => setCreating(true)} data-testid="record-type-new">
            {t(`actions.new.${kind}`)}
          </Button>
        )}
      </Group>
      <RecordTypesFilterBar filters={filters} />
      <DataTable
        tableId={`${kind}Types`}
        columns={columns}
        table={table}
        query={query}
        rowKey={(item) => item.id}
        emptyMessage={t('empty')}
        data-testid="record-types-table"
      />
      {creating && <RecordTypeModal kind={kind} item={null} onClose={() => setCreating(false)} />}
      {id && editing.data && (
        <RecordTypeModal key={editing.data.id} kind={kind} item={editing.data} onClose={closeEdit} />
      )}
      {/* An edit link whose type could not be read says so, rather than showing only the list. */}
      {id && editing.isError && !editing.data && (
        <Modal
          opened
          onClose={closeEdit}
          title={t(`nav:screens.${SCREEN[kind].title}`)}
          data-testid="record-type-load-error"
        >
          <QueryErrorRows query={editing} />
        </Modal>
      )}
    </Stack>
  );
}

export function DocumentTypesPage() {
  return <RecordTypesPage kind="document" />;
}

export function NoteTypesPage() {
  return <RecordTypesPage kind="note" />;
}
