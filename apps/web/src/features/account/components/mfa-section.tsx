import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/errors';
import { useMfaStatus } from '../api/mfa';
import { MfaEnrolment } from './mfa-enrolment';
import { MfaRecoveryCodes } from './mfa-recovery-codes';
import { MfaRemoval } from './mfa-removal';
import { PasskeysSection } from './passkeys-section';

/** Settings: the signed-in user's second factor (issue 46): enrol with an authenticator app, or remove it; new recovery codes. */
export function MfaSection() {
  const { t } = useTranslation(['account', 'errors']);
  const { data: status, error } = useMfaStatus();
  const [mode, setMode] = useState<'idle' | 'enrol' | 'remove' | 'codes'>('idle');
  // Recovery codes go with any factor: a passkey-only user's way in without the device.
  const anyFactor = Boolean(status && (status.totpEnabled || status.passkeys > 0));

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="mfa-title" data-testid="mfa-section">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="mfa-title">
            {t('account:mfa.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account:mfa.description')}
          </Text>
        </Stack>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {translateError(t, error)}
          </Alert>
        )}
        {status && (
          <Group gap="sm">
            <Text size="sm">{t('account:mfa.state')}:</Text>
            <Badge
              color={status.totpEnabled ? 'green' : 'gray'}
              variant="light"
              tt="none"
              data-testid="mfa-state"
              data-state={status.totpEnabled ? 'on' : 'off'}
            >
              {status.totpEnabled
                ? t('account:mfa.enabled', { count: status.recoveryCodesLeft })
                : t('account:mfa.disabled')}
            </Badge>
            {!status.totpEnabled && anyFactor && (
              <Text size="sm" c="dimmed" data-testid="mfa-codes-left">
                {t('account:mfa.codesLeft', { count: status.recoveryCodesLeft })}
              </Text>
            )}
          </Group>
        )}
        {status && mode === 'idle' && (
          <Group>
            {status.totpEnabled ? (
              <Button variant="default" color="red" onClick={() => setMode('remove')} data-testid="mfa-remove">
                {t('account:mfa.remove')}
              </Button>
            ) : (
              <Button variant="default" onClick={() => setMode('enrol')} data-testid="mfa-enrol">
                {t('account:mfa.enrol')}
              </Button>
            )}
            {anyFactor && (
              <Button variant="default" onClick={() => setMode('codes')} data-testid="mfa-new-codes-open">
                {t('account:mfa.newCodes')}
              </Button>
            )}
          </Group>
        )}
        {mode === 'enrol' && <MfaEnrolment onDone={() => setMode('idle')} />}
        {mode === 'remove' && <MfaRemoval onDone={() => setMode('idle')} />}
        {mode === 'codes' && <MfaRecoveryCodes onDone={() => setMode('idle')} />}
        <PasskeysSection />
      </Stack>
    </Paper>
  );
}
