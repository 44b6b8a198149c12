import { Badge, Button, Group } from '@mantine/core';
import type { UserListItem, UserSortField } from '@freight/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table';
import { useFormatters } from '@/lib/formatting';
import { roleText } from './role-names';

function YesNo({ value, testId }: { value: boolean; testId: string }) {
  const { t } = useTranslation('users');
  return (
    <Badge variant="light" color={value ? 'green' : 'gray'} data-testid={testId}>
      {value ? t('values.yes') : t('values.no')}
    </Badge>
  );
}

/** A known role in the reader's language; a role typed by hand is shown as typed. */
function roleLabel(t: TFunction<['users', 'common']>, role: string | null): string {
  return roleText(role, (key) => t(`users:${key}`));
}

/** Row actions the signed-in user may take (each button shows only with its permission). */
export type UserRowActions = {
  canEdit: boolean;
  canToggle: boolean;
  onEdit: (u: UserListItem) => void;
  onSendPassword: (u: UserListItem) => void;
  onEndSessions: (u: UserListItem) => void;
  onToggle: (u: UserListItem) => void;
};

/** The users list columns; code, name and username sort on the server. */
export function useUserColumns(actions?: UserRowActions): DataTableColumn<UserListItem, UserSortField>[] {
  const { t } = useTranslation(['users', 'common']);
  const format = useFormatters();
  const actionColumns: DataTableColumn<UserListItem, UserSortField>[] =
    actions && (actions.canEdit || actions.canToggle)
      ? [
          {
            id: 'actions',
            header: t('columns.actions'),
            hideable: false,
            align: 'right',
            cell: (u) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {actions.canEdit && (
                  <Button variant="subtle" size="xs" onClick={() => actions.onEdit(u)} data-testid="user-edit">
                    {t('actions.edit')}
                  </Button>
                )}
                {actions.canEdit && (
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => actions.onSendPassword(u)}
                    data-testid="user-send-password"
                  >
                    {t('actions.sendPassword')}
                  </Button>
                )}
                {actions.canEdit && (
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => actions.onEndSessions(u)}
                    data-testid="user-end-sessions"
                  >
                    {t('actions.endSessions')}
                  </Button>
                )}
                {actions.canToggle && (
                  <Button
                    variant="subtle"
                    size="xs"
                    color={u.active ? 'red' : 'green'}
                    onClick={() => actions.onToggle(u)}
                    data-testid="user-toggle"
                  >
                    {t(u.active ? 'actions.deactivate' : 'actions.activate')}
                  </Button>
                )}
              </Group>
            ),
          },
        ]
      : [];
  return [
    { id: 'code', header: t('columns.code'), cell: (u) => u.code, sortField: 'code' },
    { id: 'name', header: t('columns.name'), cell: (u) => u.name, sortField: 'name', hideable: false },
    { id: 'username', header: t('columns.username'), cell: (u) => u.username, sortField: 'username' },
    { id: 'email', header: t('columns.email'), cell: (u) => u.email },
    // Roles are free text from the user record, shown as stored.
    { id: 'role', header: t('columns.role'), cell: (u) => roleLabel(t, u.role) },
    { id: 'client', header: t('columns.client'), cell: (u) => u.clientName ?? '' },
    { id: 'language', header: t('columns.language'), cell: (u) => t(`common:languages.${u.language}`) },
    {
      id: 'webAccess',
      header: t('columns.webAccess'),
      cell: (u) => <YesNo value={u.webAccess} testId="user-web-access" />,
      align: 'center',
    },
    {
      id: 'active',
      header: t('columns.active'),
      cell: (u) => <YesNo value={u.active} testId="user-active" />,
      align: 'center',
    },
    {
      id: 'lastLogin',
      header: t('columns.lastLogin'),
      // Spec section 9: dd/mm/yyyy HH:mm in the user's own time zone.
      cell: (u) => (u.lastLoginAt ? format.dateTime(u.lastLoginAt) : t('values.never')),
    },
    ...actionColumns,
  ];
}
