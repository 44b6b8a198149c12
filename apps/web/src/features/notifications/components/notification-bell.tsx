import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { BellIcon } from './bell-icon';
import { NotificationPanel } from './notification-panel';

const MAX_SHOWN_COUNT = 99;

/** The header's bell: the unread count (hidden at 0) and, when opened, the list. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const query = useNotifications();
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;

  return (
    <Indicator
      inline
      size={18}
      offset={5}
      disabled={unreadCount === 0}
      label={
        // The exact figure stays readable in data-count when the badge shows 99+.
        <span aria-hidden data-testid="notification-count" data-count={unreadCount}>
          {unreadCount > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unreadCount}
        </span>
      }
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={400} shadow="md" withinPortal>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setOpened((value) => !value)}
            aria-label={t('bell.label', { unread: unreadCount })}
            data-testid="notification-bell"
            // For tests and tooling: whether the count is known yet, and its exact value.
            data-loaded={String(query.isSuccess)}
            data-unread={unreadCount}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <NotificationPanel query={query} unreadCount={unreadCount} onNavigated={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
