import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodeList, TotpSetupFields } from '@/components/mfa/totp-setup';
import { translateError } from '@/lib/errors';
import { useConfirmTotp, useStartTotp } from '../api/mfa';

/**
 * Enrolment: the QR code and the secret for typing by hand, a code to confirm, then the ten recovery
 * codes, shown this once.
 */
export function MfaEnrolment({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const { mutate: begin } = start;

  useEffect(() => begin(), [begin]);

  if (confirm.data)
    return (
      <Stack gap="sm" data-testid="mfa-recovery-codes">
        <RecoveryCodeList codes={confirm.data.recoveryCodes} />
        <Group>
          <Button onClick={onDone} data-testid="mfa-recovery-done">
            {t('account:mfa.recoveryCodesSaved')}
          </Button>
        </Group>
      </Stack>
    );

  const error = start.error ?? confirm.error;
  const submit = (value = code) => {
    if (/^\d{6}$/.test(value)) confirm.mutate(value);
  };
  return (
    <Stack gap="sm" data-testid="mfa-enrolment">
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
          />
          <Group>
            <Button onClick={() => submit()} loading={confirm.isPending} data-testid="mfa-confirm">
              {t('account:mfa.confirm')}
            </Button>
            <Button variant="subtle" onClick={onDone} data-testid="mfa-cancel">
              {t('account:mfa.cancel')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
