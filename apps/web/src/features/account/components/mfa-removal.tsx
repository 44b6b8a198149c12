import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/notify';
import { useRemoveTotp } from '../api/mfa';
import { PasswordConfirmForm } from './password-confirm-form';

/** Removal asks for the password (or, through the API, a current code) so that an open session alone cannot. */
export function MfaRemoval({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const remove = useRemoveTotp();
  return (
    <PasswordConfirmForm
      help={t('account:mfa.removeHelp')}
      confirmLabel={t('account:mfa.remove')}
      confirmColor="red"
      action={remove}
      onConfirm={(password) =>
        remove.mutate(
          { password },
          {
            onSuccess: () => {
              notifySuccess(t('account:mfa.removed'));
              onDone();
            },
          },
        )
      }
      onCancel={onDone}
      testId="mfa-remove"
    />
  );
}
