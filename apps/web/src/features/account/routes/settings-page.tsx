import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/full-page-loader';
import { translateError } from '@/lib/errors';
import { useMe } from '../api/get-me';
import { BrowserNotificationsSection } from '../components/browser-notifications-section';
import { MfaSection } from '../components/mfa-section';
import { SettingsForm } from '../components/settings-form';

/**
 * /settings: the signed-in user's language, currency format and time zone, and this
 * browser's notification permission.
 */
export function SettingsPage() {
  const { t } = useTranslation(['account', 'common', 'errors']);
  const { data: me, error, refetch, isFetching } = useMe();

  return (
    <Stack gap="lg" maw={760} data-testid="settings-page">
      <Stack gap={4}>
        <Title order={1}>{t('account:settings.title')}</Title>
        <Text c="dimmed">{t('account:settings.intro')}</Text>
      </Stack>
      {me ? (
        <SettingsForm me={me} />
      ) : error ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('account:settings.loadFailed')}
          data-testid="settings-load-error"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{translateError(t, error)}</Text>
            <Button size="xs" variant="default" onClick={() => void refetch()} loading={isFetching}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <FullPageLoader />
      )}
      {/* A property of this browser, not of the profile: shown even when the profile failed to load. */}
      {(me || error) && <BrowserNotificationsSection />}
      {me && <MfaSection />}
    </Stack>
  );
}
