import { Button, Group, Stack, Title } from '@mantine/core';
import type { UserListItem, UserSortField } from '@freight/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmActiveToggle, openConfirm } from '@/components/confirm';
import { DataTable, useDataTable } from '@/components/data-table';
import { usePersistentFilters } from '@/components/filter-bar';
import { notifyError, notifySuccess } from '@/components/notify';
import { hasPermission, useSession } from '@/lib/session';
import { useUsers } from '../api/get-users';
import { useEndUserSessions, useResetUserMfa, useSendNewPassword, useSetUserActive } from '../api/user-admin-api';
import { LoginLocksSection } from '../components/login-locks-section';
import { MfaPolicySection } from '../components/mfa-policy-section';
import { SsoSettingsSection } from '../components/sso-settings-section';
import { UserModal } from '../components/user-modal';
import { USERS_FILTER_DEFAULTS, UsersFilterBar } from '../components/users-filter-bar';
import { useUserColumns } from '../components/use-user-columns';

// Typing pauses this long before the search reaches the server.
const SEARCH_DEBOUNCE_MS = 300;

/** `undefined` closed, `null` creating, an id when editing that user. */
type Editing = string | null | undefined;

/**
 * /usuarios: the users list with search, filters, server sort and keyset paging; create
 * (CREATE_USER), edit and send a new password (UPDATE_USER), activate/deactivate (DELETE_USER).
 */
export function UsersPage() {
  const { t } = useTranslation(['users', 'nav']);
  const session = useSession();
  const filters = usePersistentFilters('users', USERS_FILTER_DEFAULTS);
  const [search] = useDebouncedValue(filters.values.search.trim(), SEARCH_DEBOUNCE_MS);
  const serverFilters = {
    search: search || undefined,
    active: filters.values.active ?? undefined,
    webAccess: filters.values.webAccess ?? undefined,
    mfaEnabled: filters.values.mfaEnabled ?? undefined,
  };
  const table = useDataTable<UserSortField>({ defaultSort: { sort: 'name', order: 'asc' }, resetKey: serverFilters });
  const query = useUsers({ ...table.params, ...serverFilters });
  const [editing, setEditing] = useState<Editing>(undefined);
  const toggle = useSetUserActive();
  const sendPassword = useSendNewPassword();
  const endSessions = useEndUserSessions();
  const resetMfa = useResetUserMfa();

  const confirmToggle = (u: UserListItem) =>
    confirmActiveToggle({
      active: u.active,
      askOnActivate: false,
      deactivate: { message: t('confirm.deactivate', { name: u.name }), confirmLabel: t('actions.deactivate') },
      onConfirm: () =>
        toggle.mutate(
          { id: u.id, active: !u.active },
          {
            onSuccess: () => notifySuccess(t(u.active ? 'toasts.deactivated' : 'toasts.activated', { name: u.name })),
            onError: notifyError,
          },
        ),
    });
  const confirmSendPassword = (u: UserListItem) =>
    openConfirm({
      message: t('confirm.sendPassword', { name: u.name, email: u.email }),
      // The current password stops working: confirmed and named like every irreversible action.
      confirmLabel: t('actions.sendPassword'),
      onConfirm: () =>
        sendPassword.mutate(u.id, {
          onSuccess: () => notifySuccess(t('toasts.passwordSent', { email: u.email })),
          onError: notifyError,
        }),
    });
  const confirmEndSessions = (u: UserListItem) =>
    openConfirm({
      message: t('confirm.endSessions', { name: u.name }),
      confirmLabel: t('actions.endSessions'),
      onConfirm: () =>
        endSessions.mutate(u.id, {
          onSuccess: (res) => notifySuccess(t('toasts.sessionsEnded', { name: u.name, count: res.ended })),
          onError: notifyError,
        }),
    });
  const confirmResetMfa = (u: UserListItem) =>
    openConfirm({
      message: t('confirm.resetMfa', { name: u.name }),
      confirmLabel: t('actions.resetMfa'),
      onConfirm: () =>
        resetMfa.mutate(u.id, {
          onSuccess: () => notifySuccess(t('toasts.mfaReset', { name: u.name })),
          onError: notifyError,
        }),
    });
  const columns = useUserColumns({
    canEdit: hasPermission(session, 'UPDATE_USER'),
    canToggle: hasPermission(session, 'DELETE_USER'),
    onEdit: (u) => setEditing(u.id),
    onSendPassword: confirmSendPassword,
    onEndSessions: confirmEndSessions,
    onResetMfa: confirmResetMfa,
    onToggle: confirmToggle,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2" data-testid="screen-title">
          {t('nav:screens.users')}
        </Title>
        {hasPermission(session, 'CREATE_USER') && (
          <Button onClick={() => setEditing(null)} data-testid="user-new">
            {t('actions.new')}
          </Button>
        )}
      </Group>
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
      {hasPermission(session, 'UPDATE_USER') && <MfaPolicySection />}
      {hasPermission(session, 'UPDATE_USER') && <SsoSettingsSection />}
      {hasPermission(session, 'UPDATE_USER') && <LoginLocksSection />}
      {editing !== undefined && <UserModal userId={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
