import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecoveryCodeList } from '@/components/mfa/totp-setup';
import { useNewRecoveryCodes } from '../api/mfa';
import { PasswordConfirmForm } from './password-confirm-form';

/**
 * Ten new recovery codes (issue 46), the way in without the device for a user whose factor is a passkey
 * (and a new set for an app's user): the password first, then the codes, shown only this once.
 */
export function MfaRecoveryCodes({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const issue = useNewRecoveryCodes();

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

  return (
    <PasswordConfirmForm
      help={t('account:mfa.newCodesHelp')}
      confirmLabel={t('account:mfa.newCodes')}
      action={issue}
      onConfirm={(password) => issue.mutate({ password })}
      onCancel={onDone}
      testId="mfa-new-codes"
    />
  );
}
