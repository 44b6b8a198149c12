import { Alert, Button, Code, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { deniedAccess, type LoginState } from '@/lib/redirect-state';
import { sessionStore } from '@/lib/session';

/**
 * Home after a link the user may not open: says so, shows the link, and offers to sign in as
 * someone else, who is then taken to that link (issue 24, item 13).
 */
export function AccessDeniedNotice() {
  const { t } = useTranslation('home');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const denied = deniedAccess(location.state);
  if (!denied) return null;

  const switchUser = () => {
    sessionStore.end('logout');
    queryClient.clear();
    // After the guard's own move to /login (which forgets pages on logout), hand the sign-in page
    // the kept link, so the next user lands on it.
    const state: LoginState = { from: denied.path };
    setTimeout(() => void navigate('/login', { replace: true, state }), 0);
  };

  return (
    <Alert
      color="orange"
      variant="light"
      title={t('denied.title')}
      withCloseButton
      closeButtonLabel={t('denied.dismiss')}
      onClose={() => void navigate(location.pathname, { replace: true, state: null })}
      data-testid="home-access-denied"
    >
      <Text size="sm">
        {t(`denied.${denied.reason}`)} <Code data-testid="home-access-denied-path">{denied.path}</Code>
      </Text>
      {denied.reason === 'permission' && (
        <Group mt="sm">
          <Button size="xs" variant="light" onClick={switchUser} data-testid="home-access-denied-switch">
            {t('denied.switchUser')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
