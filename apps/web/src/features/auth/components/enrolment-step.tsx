import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodeList, TotpSetupFields } from '@/components/mfa/totp-setup';
import { translateError } from '@/lib/errors';
import { useConfirmEnrolment, useStartEnrolment } from '../api/enrol';
import { startSession } from '../api/login';

type Props = { token: string; onSignedIn: () => void; onRestart: () => void };

/**
 * Sign-in when the second-factor policy covers the user and they have none (issue 46): the QR code and
 * a code to confirm, then the recovery codes once; saving them starts the session.
 */
export function EnrolmentStep({ token, onSignedIn, onRestart }: Props) {
  const { t } = useTranslation(['account', 'auth', 'errors']);
  const start = useStartEnrolment(token);
  const confirm = useConfirmEnrolment(token);
  const [code, setCode] = useState('');
  const { mutate: begin } = start;

  useEffect(() => begin(), [begin]);

  const done = confirm.data;
  if (done?.session) {
    const session = done.session;
    return (
      <Stack gap="sm" data-testid="mfa-recovery-codes">
        <RecoveryCodeList codes={done.recoveryCodes} />
        <Button
          onClick={() => {
            startSession(session);
            onSignedIn();
          }}
          data-testid="mfa-recovery-done"
        >
          {t('account:mfa.recoveryCodesSaved')}
        </Button>
      </Stack>
    );
  }

  const error = start.error ?? confirm.error;
  const submit = (value = code) => {
    if (/^\d{6}$/.test(value)) confirm.mutate(value);
  };
  return (
    <Stack gap="sm" data-testid="mfa-enrolment-step">
      <Title order={2} size="h4">
        {t('account:mfa.requiredTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account:mfa.requiredHelp')}
      </Text>
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="mfa-enrol-error">
          {translateError(t, error)}
        </Alert>
      )}
      {start.data && (
        <>
          <TotpSetupFields
            qrCodeDataUrl={start.data.qrCodeDataUrl}
            secret={start.data.secret}
            code={code}
            onCodeChange={(value) => {
              setCode(value);
              confirm.reset();
            }}
            onComplete={submit}
            autoFocus
          />
          <Button onClick={() => submit()} loading={confirm.isPending} fullWidth data-testid="mfa-confirm">
            {t('account:mfa.confirm')}
          </Button>
        </>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onRestart} data-testid="mfa-restart">
        {t('auth:mfa.restart')}
      </Anchor>
    </Stack>
  );
}
