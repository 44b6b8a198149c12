import { Alert, Button, Code, Group, Image, List, PinInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
        <Alert color="orange" variant="light">
          {t('account:mfa.recoveryCodesHelp')}
        </Alert>
        <List spacing={2} type="ordered">
          {confirm.data.recoveryCodes.map((c) => (
            <List.Item key={c}>
              <Code data-testid="mfa-recovery-code">{c}</Code>
            </List.Item>
          ))}
        </List>
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
          <Text size="sm">{t('account:mfa.scan')}</Text>
          <Image src={start.data.qrCodeDataUrl} alt={t('account:mfa.qrAlt')} w={200} h={200} data-testid="mfa-qr" />
          <Text size="sm">
            {t('account:mfa.manual')} <Code data-testid="mfa-secret">{start.data.secret}</Code>
          </Text>
          <Text size="sm">{t('account:mfa.enterCode')}</Text>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            aria-label={t('account:mfa.code')}
            value={code}
            onChange={(value) => {
              setCode(value);
              confirm.reset();
            }}
            onComplete={submit}
            data-testid="mfa-confirm-code"
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
