import type { NotificationItem } from '@freight/shared';
import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/formatting';

type NotificationRowProps = { item: NotificationItem; busy: boolean; onOpen: (item: NotificationItem) => void };

/** One notification in the bell's list; unread ones carry an accent bar, a dot and a bold title. */
export function NotificationRow({ item, busy, onOpen }: NotificationRowProps) {
  const { t } = useTranslation('notifications');
  const { dateTime } = useFormatters();
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      disabled={busy}
      w="100%"
      px="md"
      py="sm"
      // A tinted background would take the dimmed texts under 4.5:1; an accent bar marks unread instead.
      style={{
        opacity: busy ? 0.6 : 1,
        borderLeft: `3px solid ${item.read ? 'transparent' : 'var(--mantine-primary-color-filled)'}`,
      }}
      data-testid="notification-item"
      data-read={String(item.read)}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box
          w={8}
          h={8}
          mt={6}
          bg={item.read ? 'transparent' : 'var(--mantine-primary-color-filled)'}
          style={{ borderRadius: '50%', flexShrink: 0 }}
          aria-hidden
        />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={item.read ? 500 : 700} data-testid="notification-item-title">
            {!item.read && <VisuallyHidden>{`${t('panel.unread')}: `}</VisuallyHidden>}
            {item.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {item.message}
          </Text>
          <Text size="xs" c="dimmed" data-testid="notification-item-date">
            {dateTime(item.date)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
