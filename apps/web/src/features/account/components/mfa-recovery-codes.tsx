import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/forms';
import { RecoveryCodeList } from '@/components/mfa/totp-setup';
import { translateError } from '@/lib/errors';
import { useNewRecoveryCodes } from '../api/mfa';

/**
 * Ten new recovery codes (issue 46), the way in without the device for a user whose factor is a passkey
 * (and a new set for an app's user): the password first, then the codes, shown only this once.
 */
export function MfaRecoveryCodes({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const issue = useNewRecoveryCodes();
  const [password, setPassword] = useState('');

  if (issue.data) {
    return (
      <Stack gap="sm" data-testid="mfa-new-codes">
        <RecoveryCodeList codes={issue.data.recoveryCodes} help={t('account:mfa.newCodesShown')} />
        <Group>
          <Button onClick={onDone} data-testid="mfa-recovery-done">
            {t('account:mfa.recoveryCodesSaved')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) issue.mutate({ password });
  };

  return (
    <AppForm onSubmit={submit} data-testid="mfa-new-codes-form">
      <Stack gap="sm">
        <Text size="sm">{t('account:mfa.newCodesHelp')}</Text>
        {issue.error && (
          <Alert color="red" variant="light" role="alert" data-testid="mfa-new-codes-error">
            {translateError(t, issue.error)}
          </Alert>
        )}
        <PasswordInput
          label={t('account:mfa.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            issue.reset();
          }}
          data-testid="mfa-new-codes-password"
        />
        <Group>
          <Button type="submit" loading={issue.isPending} data-testid="mfa-new-codes-confirm">
            {t('account:mfa.newCodes')}
          </Button>
          <Button variant="subtle" onClick={onDone}>
            {t('account:mfa.cancel')}
          </Button>
        </Group>
      </Stack>
    </AppForm>
  );
}
