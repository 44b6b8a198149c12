import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { translateError } from '@/lib/errors';
import { usePasskeyLogin } from '../api/passkey-login';

type Props = { challenge: string; onSignedIn: () => void };

/** Sign-in's second step with a passkey (issue 46): one button, the browser asks for the passkey. */
export function PasskeySignIn({ challenge, onSignedIn }: Props) {
  const { t } = useTranslation(['account', 'errors']);
  const { mutate, isPending, error } = usePasskeyLogin();
  return (
    <Stack gap="xs" data-testid="passkey-sign-in">
      <Text size="sm" c="dimmed">
        {t('account:passkeys.signInHelp')}
      </Text>
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="passkey-error">
          {isApiError(error) ? translateError(t, error) : t('account:passkeys.cancelled')}
        </Alert>
      )}
      <Button
        fullWidth
        loading={isPending}
        onClick={() => mutate(challenge, { onSuccess: onSignedIn })}
        data-testid="passkey-submit"
      >
        {t('account:passkeys.signIn')}
      </Button>
    </Stack>
  );
}
