import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './change-password-form';

/** The user menu's "change password". */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('password');
  return (
    <Modal opened onClose={onClose} title={t('title')} centered>
      <ChangePasswordForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
