import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuGroups } from './menu-groups';
import { UserMenu } from './user-menu';

// The bell and its texts load after the shell, keeping them out of sign-in's bundle.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

export function Header() {
  const { t } = useTranslation('common');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" data-testid="header">
      <Group gap="lg" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        {/* On a phone (320 px) the name is cut with an ellipsis so the menu and the user's menu stay on screen. */}
        <UnstyledButton component={Link} to="/home" miw={0} data-testid="brand">
          <Text fw={800} c="orange" size="lg" truncate="end">
            {t('appName')}
          </Text>
        </UnstyledButton>
        {/* Groups that do not fit move under "More" (nothing is cut or scrolled away). */}
        <MenuGroups />
      </Group>
      <Group gap="sm" wrap="nowrap">
        {/* Same size as the bell, so the user menu does not move when it arrives. */}
        <Suspense fallback={<Box w={34} h={34} />}>
          <NotificationBell />
        </Suspense>
        <UserMenu />
      </Group>
    </Group>
  );
}
