import { Button, Group, Stack, Title } from '@mantine/core';
import { SERVICES, type ProviderListItem, type ProviderSortField, type Service } from '@freight/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmActiveToggle } from '@/components/confirm';
import { DataTable, useDataTable } from '@/components/data-table';
import { usePersistentFilters } from '@/components/filter-bar';
import { notifyError, notifySuccess } from '@/components/notify';
import { useProviders } from '../api/get-providers';
import { useSetProviderActive } from '../api/set-provider-active';
import { ProviderDrawer, type ProviderDrawerTarget } from '../components/provider-drawer';
import { PROVIDERS_FILTER_DEFAULTS, ProvidersFilterBar } from '../components/providers-filter-bar';
import { useProviderColumns } from '../components/use-provider-columns';

// Typing pauses this long before the search reaches the server.
const SEARCH_DEBOUNCE_MS = 300;

/** /proveedores: providers and agents, with search, filters, a create/edit drawer and activation. */
export function ProvidersPage() {
  const { t } = useTranslation(['providers', 'nav']);
  const filters = usePersistentFilters('providers', PROVIDERS_FILTER_DEFAULTS);
  const [search] = useDebouncedValue(filters.values.search.trim(), SEARCH_DEBOUNCE_MS);
  const serverFilters = {
    search: search || undefined,
    active: filters.values.active ?? undefined,
    // A value saved by an older version of the screen is dropped rather than refused by the server.
    service: SERVICES.find((s): s is Service => s === filters.values.service),
    country: filters.values.country ?? undefined,
  };
  const table = useDataTable<ProviderSortField>({
    defaultSort: { sort: 'name', order: 'asc' },
    resetKey: serverFilters,
  });
  const query = useProviders({ ...table.params, ...serverFilters });
  const [drawer, setDrawer] = useState<ProviderDrawerTarget>(null);
  const toggle = useSetProviderActive();

  const confirmToggle = (p: ProviderListItem) =>
    confirmActiveToggle({
      active: p.active,
      askOnActivate: false,
      deactivate: { message: t('confirmInactivate', { name: p.name }), confirmLabel: t('actions.inactivate') },
      onConfirm: () =>
        toggle.mutate(
          { id: p.id, active: !p.active },
          {
            onSuccess: () => notifySuccess(t(p.active ? 'toasts.inactivated' : 'toasts.activated', { name: p.name })),
            onError: notifyError,
          },
        ),
    });
  const columns = useProviderColumns({ onEdit: (p) => setDrawer({ kind: 'edit', id: p.id }), onToggle: confirmToggle });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2" data-testid="screen-title">
          {t('nav:screens.providers')}
        </Title>
        <Button onClick={() => setDrawer({ kind: 'new' })} data-testid="provider-new">
          {t('actions.new')}
        </Button>
      </Group>
      <ProvidersFilterBar filters={filters} />
      <DataTable
        tableId="providers"
        columns={columns}
        table={table}
        query={query}
        rowKey={(p) => p.id}
        emptyMessage={t('empty')}
        data-testid="providers-table"
      />
      <ProviderDrawer target={drawer} onClose={() => setDrawer(null)} />
    </Stack>
  );
}
