import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/features/auth/api/use-logout';
import { ChangePasswordForm } from '../components/change-password-form';

/**
 * Shown instead of every screen after signing in with a one-time password: the API answers
 * nothing else until the password is changed (PASSWORD_CHANGE_REQUIRED).
 */
export function ForcedPasswordChange() {
  const { t } = useTranslation('password');
  const logout = useLogout();
  return (
    <Center mih="80vh">
      <Paper withBorder shadow="sm" p="xl" w={440} data-testid="forced-password-change">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('forced.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('forced.intro')}
          </Text>
          <ChangePasswordForm onDone={() => undefined} />
          <Button variant="subtle" color="gray" onClick={logout} data-testid="forced-password-logout">
            {t('forced.logout')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
