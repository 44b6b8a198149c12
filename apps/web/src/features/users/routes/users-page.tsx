import { Stack, Title } from '@mantine/core';
import type { UserSortField } from '@freight/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DataTable, useDataTable } from '@/components/data-table';
import { usePersistentFilters } from '@/components/filter-bar';
import { useUsers } from '../api/get-users';
import { USERS_FILTER_DEFAULTS, UsersFilterBar } from '../components/users-filter-bar';
import { useUserColumns } from '../components/use-user-columns';

// Typing pauses this long before the search reaches the server.
const SEARCH_DEBOUNCE_MS = 300;

/** /usuarios: the users list with search, filters, server sort and keyset paging. */
export function UsersPage() {
  const { t } = useTranslation(['users', 'nav']);
  const filters = usePersistentFilters('users', USERS_FILTER_DEFAULTS);
  const [search] = useDebouncedValue(filters.values.search.trim(), SEARCH_DEBOUNCE_MS);
  const serverFilters = {
    search: search || undefined,
    active: filters.values.active ?? undefined,
    webAccess: filters.values.webAccess ?? undefined,
  };
  const table = useDataTable<UserSortField>({ defaultSort: { sort: 'name', order: 'asc' }, resetKey: serverFilters });
  const query = useUsers({ ...table.params, ...serverFilters });
  const columns = useUserColumns();

  return (
    <Stack gap="md">
      <Title order={2} data-testid="screen-title">
        {t('nav:screens.users')}
      </Title>
      <UsersFilterBar filters={filters} />
      <DataTable
        tableId="users"
        columns={columns}
        table={table}
        query={query}
        rowKey={(user) => user.id}
        emptyMessage={t('empty')}
        data-testid="users-table"
      />
    </Stack>
  );
}
