import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/forms';
import { translateError } from '@/lib/errors';

type Props = {
  /** What confirming does, above the password. */
  help: string;
  confirmLabel: string;
  confirmColor?: string;
  /** The request the password confirms: its error shows above the field, its pending state on the button. */
  action: { error: Error | null; isPending: boolean; reset: () => void };
  onConfirm: (password: string) => void;
  onCancel: () => void;
  /** Prefix of the test ids: `<id>-form`, `<id>-error`, `<id>-password`, `<id>-confirm`. */
  testId: string;
};

/** A second-factor change the password confirms, so that an open session alone cannot make it. */
export function PasswordConfirmForm({ help, confirmLabel, confirmColor, action, onConfirm, onCancel, testId }: Props) {
  const { t } = useTranslation(['account', 'errors']);
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onConfirm(password);
  };

  return (
    <AppForm onSubmit={submit} data-testid={`${testId}-form`}>
      <Stack gap="sm">
        <Text size="sm">{help}</Text>
        {action.error && (
          <Alert color="red" variant="light" role="alert" data-testid={`${testId}-error`}>
            {translateError(t, action.error)}
          </Alert>
        )}
        <PasswordInput
          label={t('account:mfa.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            action.reset();
          }}
          data-testid={`${testId}-password`}
        />
        <Group>
          <Button type="submit" color={confirmColor} loading={action.isPending} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            {t('account:mfa.cancel')}
          </Button>
        </Group>
      </Stack>
    </AppForm>
  );
}
