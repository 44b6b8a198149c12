import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showBrowserNotification, useBrowserNotificationPermission } from '@/lib/browser-notifications';

const STATE_COLORS = { granted: 'green', denied: 'red', default: 'gray' } as const;

/**
 * Browser notification permission (spec section 5): granted, denied or not yet requested.
 * From denied or default the user may ask again; once granted, send a test notification.
 */
export function BrowserNotificationsSection() {
  const { t } = useTranslation('account');
  const { permission, request } = useBrowserNotificationPermission();

  const sendTest = () =>
    showBrowserNotification(t('browserNotifications.testTitle'), {
      body: t('browserNotifications.testBody'),
      tag: 'browser-notification-test',
    });

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="browser-notifications-title"
      data-testid="browser-notifications"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="browser-notifications-title">
            {t('browserNotifications.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('browserNotifications.description')}
          </Text>
        </Stack>
        {permission === 'unsupported' ? (
          <Text data-testid="browser-permission-state" data-state="unsupported">
            {t('browserNotifications.unsupported')}
          </Text>
        ) : (
          <>
            <Group gap="sm">
              <Text size="sm">{t('browserNotifications.state')}:</Text>
              <Badge
                color={STATE_COLORS[permission]}
                variant="light"
                size="lg"
                // The spec's labels as written ("No solicitado"), not upper-cased.
                tt="none"
                data-testid="browser-permission-state"
                data-state={permission}
              >
                {t(`browserNotifications.states.${permission}`)}
              </Badge>
            </Group>
            {permission === 'denied' && (
              <Text size="sm" c="dimmed">
                {t('browserNotifications.deniedHint')}
              </Text>
            )}
            <Group>
              {permission === 'granted' ? (
                <Button variant="default" onClick={sendTest} data-testid="browser-permission-test">
                  {t('browserNotifications.test')}
                </Button>
              ) : (
                <Button variant="default" onClick={() => void request()} data-testid="browser-permission-request">
                  {t('browserNotifications.request')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
