import { LANGUAGES, isLanguage } from '@freight/shared';
import { Alert, Anchor, Box, Center, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { afterLoginTarget } from '@/lib/redirect-state';
import { applyLanguage, currentLanguage } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { LoginForm } from '../components/login-form';
import { PublicNotice } from '../components/public-notice';

// Single sign-on (issue 46) loads apart: the sign-in chunk's budget has no room for it.
const SsoSignIn = lazy(() => import('../components/sso-sign-in'));

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common', 'nav']);
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: a session that timed out (or that the API rejected) is why the user is here.
  const [sessionExpired] = useState(() => {
    const reason = sessionStore.lastEndReason();
    return reason === 'expired' || reason === 'unauthorized';
  });
  const target = afterLoginTarget(location.state);

  return (
    <Center mih="100vh" p="md">
      <Box w="100%" maw={420}>
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <Text fw={800} c="orange" size="lg">
              {t('common:appName')}
            </Text>
            <SegmentedControl
              size="xs"
              value={currentLanguage()}
              onChange={(value) => isLanguage(value) && void applyLanguage(value)}
              data={LANGUAGES.map((language) => ({ value: language, label: language.toUpperCase() }))}
              aria-label={t('common:language')}
              data-testid="login-language"
            />
          </Group>
          {sessionExpired && (
            <Alert color="orange" variant="light" role="status" data-testid="session-expired">
              {t('auth:sessionExpired')}
            </Alert>
          )}
          <Paper withBorder shadow="md" p="xl" radius="md">
            <Stack gap="xs" mb="lg">
              {/* The page's one h1, sized like the other screens' section titles. */}
              <Title order={1} size="h2">
                {t('auth:title')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('auth:subtitle')}
              </Text>
            </Stack>
            <LoginForm onSignedIn={() => void navigate(target, { replace: true })} />
            <Suspense fallback={null}>
              <SsoSignIn target={target} />
            </Suspense>
          </Paper>
          <PublicNotice />
          <Anchor component={Link} to="/accesibilidad" size="sm" ta="center" data-testid="accessibility-link">
            {t('nav:screens.accessibility')}
          </Anchor>
        </Stack>
      </Box>
    </Center>
  );
}
