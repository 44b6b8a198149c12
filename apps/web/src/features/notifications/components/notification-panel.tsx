import type { NotificationItem } from '@freight/shared';
import { Alert, Button, Center, Divider, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/components/notify';
import { translateError } from '@/lib/errors';
import type { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationRow } from './notification-row';

type NotificationsQuery = ReturnType<typeof useNotifications>;

type NotificationPanelProps = {
  query: NotificationsQuery;
  unreadCount: number;
  /** Called once a click has led somewhere, so the bell can close. */
  onNavigated: () => void;
};

/** The bell's dropdown: newest first, with "mark all read" and loading, empty and error states. */
export function NotificationPanel({ query, unreadCount, onNavigated }: NotificationPanelProps) {
  const { t } = useTranslation(['notifications', 'common', 'errors']);
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();
  const [opening, setOpening] = useState<string | null>(null);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  const open = async (item: NotificationItem) => {
    setOpening(item.id);
    try {
      await openNotification(item);
    } finally {
      setOpening(null);
    }
    if (item.key) onNavigated();
  };

  return (
    <Stack gap={0} data-testid="notification-panel">
      <Group justify="space-between" wrap="nowrap" px="md" py="xs">
        <Text fw={700} truncate="end">
          {t('notifications:panel.title')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ flexShrink: 0 }}
          disabled={unreadCount === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError: notifyError })}
          data-testid="notification-mark-all"
        >
          {t('notifications:panel.markAll')}
        </Button>
      </Group>
      <Divider />
      {query.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      ) : query.isError && items.length === 0 ? (
        <Alert
          color="red"
          variant="light"
          m="sm"
          role="alert"
          title={t('notifications:panel.loadFailed')}
          data-testid="notification-error"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{translateError(t, query.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg" px="md" data-testid="notification-empty">
          {t('notifications:panel.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={420} type="auto">
          <Stack gap={0} data-testid="notification-list">
            {items.map((item, index) => (
              <Fragment key={item.id}>
                {index > 0 && <Divider />}
                <NotificationRow item={item} busy={opening === item.id} onOpen={(i) => void open(i)} />
              </Fragment>
            ))}
            {query.hasNextPage && (
              <Button
                variant="subtle"
                radius={0}
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
                data-testid="notification-load-more"
              >
                {t('notifications:panel.loadMore')}
              </Button>
            )}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
