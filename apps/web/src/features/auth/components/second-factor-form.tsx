import { Alert, Anchor, Button, Divider, Group, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/forms';
import { translateError } from '@/lib/errors';
import { useSecondFactorLogin } from '../api/login';
import { PasskeySignIn } from './passkey-sign-in';

type Props = {
  challenge: string;
  factors: { totp: boolean; passkey: boolean };
  onSignedIn: () => void;
  onRestart: () => void;
};

/** Sign-in's second step (issue 46): a passkey, a code from the authenticator app, or a recovery code (passkey-only users too). */
export function SecondFactorForm({ challenge, factors, onSignedIn, onRestart }: Props) {
  const { t } = useTranslation(['auth', 'errors']);
  const { mutate, isPending, error, reset } = useSecondFactorLogin();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  // Passkey only: a recovery code is the way in without the device.
  const codeless = !factors.totp;
  const recovering = recovery || codeless;

  const submit = (event?: FormEvent, typed = code) => {
    event?.preventDefault();
    if (recovering ? !recoveryCode.trim() : !/^\d{6}$/.test(typed)) return;
    const body = recovering ? { challenge, recoveryCode: recoveryCode.trim() } : { challenge, code: typed };
    mutate(body, { onSuccess: onSignedIn });
  };

  const passkey = factors.passkey && <PasskeySignIn challenge={challenge} onSignedIn={onSignedIn} />;
  return (
    <AppForm onSubmit={submit} data-testid="mfa-form">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('auth:mfa.title')}
        </Title>
        {passkey}
        {passkey && <Divider />}
        <Text size="sm" c="dimmed">
          {recovering ? t('auth:mfa.recoveryHelp') : t('auth:mfa.codeHelp')}
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="mfa-error">
            {translateError(t, error)}
          </Alert>
        )}
        {recovering ? (
          <TextInput
            label={t('auth:mfa.recoveryCode')}
            autoComplete="off"
            autoFocus={!codeless}
            value={recoveryCode}
            onChange={(e) => {
              setRecoveryCode(e.currentTarget.value);
              reset();
            }}
            data-testid="mfa-recovery-code"
          />
        ) : (
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            autoFocus
            aria-label={t('auth:mfa.code')}
            value={code}
            onChange={(value) => {
              setCode(value);
              reset();
            }}
            onComplete={(value) => submit(undefined, value)}
            data-testid="mfa-code"
          />
        )}
        <Button type="submit" fullWidth loading={isPending} data-testid="mfa-submit">
          {t('auth:mfa.verify')}
        </Button>
        <Group justify="space-between">
          {!codeless && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setRecovery(!recovery);
                reset();
              }}
              data-testid="mfa-toggle-recovery"
            >
              {recovery ? t('auth:mfa.useCode') : t('auth:mfa.useRecovery')}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" onClick={onRestart} data-testid="mfa-restart">
            {t('auth:mfa.restart')}
          </Anchor>
        </Group>
      </Stack>
    </AppForm>
  );
}
