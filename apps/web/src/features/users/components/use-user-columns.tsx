import { Badge, Button, Group, Menu } from '@mantine/core';
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
  onResetMfa: (u: UserListItem) => void;
  onToggle: (u: UserListItem) => void;
};

/**
 * Edit is the everyday action and stays a button; the rare ones (new password, end sessions,
 * (de)activate) sit in a menu beside it, so the row's actions fit at 1280 px (issue 36 item 16).
 */
function UserActions({ user: u, actions }: { user: UserListItem; actions: UserRowActions }) {
  const { t } = useTranslation('users');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions.canEdit && (
        <Button variant="subtle" size="compact-sm" onClick={() => actions.onEdit(u)} data-testid="user-edit">
          {t('actions.edit')}
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-label={t('actions.more', { name: u.name })}
            data-testid="user-more"
          >
            {t('actions.moreShort')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.canEdit && (
            <Menu.Item onClick={() => actions.onSendPassword(u)} data-testid="user-send-password">
              {t('actions.sendPassword')}
            </Menu.Item>
          )}
          {actions.canEdit && (
            <Menu.Item onClick={() => actions.onEndSessions(u)} data-testid="user-end-sessions">
              {t('actions.endSessions')}
            </Menu.Item>
          )}
          {actions.canEdit && u.mfaEnabled && (
            <Menu.Item onClick={() => actions.onResetMfa(u)} data-testid="user-reset-mfa">
              {t('actions.resetMfa')}
            </Menu.Item>
          )}
          {actions.canToggle && (
            <Menu.Item color={u.active ? 'red' : 'green'} onClick={() => actions.onToggle(u)} data-testid="user-toggle">
              {t(u.active ? 'actions.deactivate' : 'actions.activate')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

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
            noWrap: true,
            cell: (u) => <UserActions user={u} actions={actions} />,
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
      id: 'mfa',
      header: t('columns.mfa'),
      cell: (u) => <YesNo value={u.mfaEnabled} testId="user-mfa" />,
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
