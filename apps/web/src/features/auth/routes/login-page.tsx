import { LANGUAGES, isLanguage } from '@freight/shared';
import { Box, Center, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { afterLoginTarget } from '@/app/router/guards';
import { applyLanguage, currentLanguage } from '@/lib/i18n';
import { LoginForm } from '../components/login-form';
import { PublicNotice } from '../components/public-notice';

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const location = useLocation();

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
          <Paper withBorder shadow="md" p="xl" radius="md">
            <Stack gap="xs" mb="lg">
              <Title order={2}>{t('auth:title')}</Title>
              <Text c="dimmed" size="sm">
                {t('auth:subtitle')}
              </Text>
            </Stack>
            <LoginForm onSignedIn={() => void navigate(afterLoginTarget(location.state), { replace: true })} />
          </Paper>
          <PublicNotice />
        </Stack>
      </Box>
    </Center>
  );
}
