import { Button, Group, Stack, Title } from '@mantine/core';
import type { ClientSortField } from '@freight/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DataTable, useDataTable } from '@/components/data-table';
import { usePersistentFilters } from '@/components/filter-bar';
import { hasPermission, useSession } from '@/lib/session';
import { useClients } from '../api/get-clients';
import { CLIENTS_FILTER_DEFAULTS, ClientsFilterBar } from '../components/clients-filter-bar';
import { ExportClientsButton } from '../components/export-clients-button';
import { NewClientModal } from '../components/new-client-modal';
import { useClientColumns } from '../components/use-client-columns';
import { ClientDetailScreen } from './client-detail';

const SEARCH_DEBOUNCE_MS = 300;

/** /clients and /clients/{clientId}: the list, or one client's page. */
export function ClientsPage() {
  const { clientId } = useParams();
  return clientId ? <ClientDetailScreen key={clientId} clientId={clientId} /> : <ClientsList />;
}

function ClientsList() {
  const { t } = useTranslation(['clients', 'nav']);
  const canCreate = hasPermission(useSession(), 'CREATE_CLIENT');
  const filters = usePersistentFilters('clients', CLIENTS_FILTER_DEFAULTS);
  const [search] = useDebouncedValue(filters.values.search.trim(), SEARCH_DEBOUNCE_MS);
  const [city] = useDebouncedValue(filters.values.city.trim(), SEARCH_DEBOUNCE_MS);
  const serverFilters = {
    search: search || undefined,
    city: city || undefined,
    country: filters.values.country ?? undefined,
    commercialId: filters.values.commercialId ?? undefined,
  };
  const table = useDataTable<ClientSortField>({
    defaultSort: { sort: 'tradeName', order: 'asc' },
    resetKey: serverFilters,
  });
  const query = useClients({ ...table.params, ...serverFilters });
  const columns = useClientColumns();
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2" data-testid="screen-title">
          {t('nav:screens.clients')}
        </Title>
        {canCreate && (
          <Button onClick={() => setCreating(true)} data-testid="client-new">
            {t('actions.new')}
          </Button>
        )}
      </Group>
      <ClientsFilterBar filters={filters} />
      <DataTable
        tableId="clients"
        columns={columns}
        table={table}
        query={query}
        rowKey={(c) => c.id}
        emptyMessage={t('empty')}
        toolbar={<ExportClientsButton params={{ sort: table.sort.sort, order: table.sort.order, ...serverFilters }} />}
        data-testid="clients-table"
      />
      {creating && <NewClientModal onClose={() => setCreating(false)} />}
    </Stack>
  );
}
