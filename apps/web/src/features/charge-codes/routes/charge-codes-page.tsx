import { Button, Group, Stack, Title } from '@mantine/core';
import { CHARGE_CODE_MODES, type ChargeCodeItem, type ChargeCodeMode, type ChargeCodeSortField } from '@freight/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmActiveToggle } from '@/components/confirm';
import { DataTable, useDataTable } from '@/components/data-table';
import { usePersistentFilters } from '@/components/filter-bar';
import { notifyError, notifySuccess } from '@/components/notify';
import { useChargeCodes } from '../api/get-charge-codes';
import { useSetChargeCodeActive } from '../api/set-charge-code-active';
import { ChargeCodeModal } from '../components/charge-code-modal';
import { CHARGE_CODES_FILTER_DEFAULTS, ChargeCodesFilterBar } from '../components/charge-codes-filter-bar';
import { useChargeCodeColumns } from '../components/use-charge-code-columns';

const SEARCH_DEBOUNCE_MS = 300;

/** `undefined` closed, `null` creating, an item when editing it. */
type Editing = ChargeCodeItem | null | undefined;

/** /charge-codes: the charge codes with search, filters, create/edit and activation. */
export function ChargeCodesPage() {
  const { t } = useTranslation(['chargeCodes', 'nav']);
  const filters = usePersistentFilters('chargeCodes', CHARGE_CODES_FILTER_DEFAULTS);
  const [search] = useDebouncedValue(filters.values.search.trim(), SEARCH_DEBOUNCE_MS);
  const serverFilters = {
    search: search || undefined,
    active: filters.values.active ?? undefined,
    taxed: filters.values.taxed ?? undefined,
    mode: CHARGE_CODE_MODES.find((m): m is ChargeCodeMode => m === filters.values.mode),
  };
  const table = useDataTable<ChargeCodeSortField>({
    defaultSort: { sort: 'concept', order: 'asc' },
    resetKey: serverFilters,
  });
  const query = useChargeCodes({ ...table.params, ...serverFilters });
  const [editing, setEditing] = useState<Editing>(undefined);
  const toggle = useSetChargeCodeActive();

  const confirmToggle = (c: ChargeCodeItem) =>
    confirmActiveToggle({
      active: c.active,
      askOnActivate: false,
      deactivate: { message: t('confirmInactivate', { concept: c.concept }), confirmLabel: t('actions.inactivate') },
      onConfirm: () =>
        toggle.mutate(
          { id: c.id, active: !c.active },
          {
            onSuccess: () =>
              notifySuccess(t(c.active ? 'toasts.inactivated' : 'toasts.activated', { concept: c.concept })),
            onError: notifyError,
          },
        ),
    });
  const columns = useChargeCodeColumns({ onEdit: setEditing, onToggle: confirmToggle });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2" data-testid="screen-title">
          {t('nav:screens.chargeCodes')}
        </Title>
        <Button onClick={() => setEditing(null)} data-testid="charge-code-new">
          {t('actions.new')}
        </Button>
      </Group>
      <ChargeCodesFilterBar filters={filters} />
      <DataTable
        tableId="chargeCodes"
        columns={columns}
        table={table}
        query={query}
        rowKey={(c) => c.id}
        emptyMessage={t('empty')}
        data-testid="charge-codes-table"
      />
      {editing !== undefined && <ChargeCodeModal item={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
