import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/forms';
import { notifySuccess } from '@/components/notify';
import { translateError } from '@/lib/errors';
import { useRemoveTotp } from '../api/mfa';

/** Removal asks for the password (or, through the API, a current code) so that an open session alone cannot. */
export function MfaRemoval({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const remove = useRemoveTotp();
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          notifySuccess(t('account:mfa.removed'));
          onDone();
        },
      },
    );
  };

  return (
    <AppForm onSubmit={submit} data-testid="mfa-removal">
      <Stack gap="sm">
        <Text size="sm">{t('account:mfa.removeHelp')}</Text>
        {remove.error && (
          <Alert color="red" variant="light" role="alert" data-testid="mfa-remove-error">
            {translateError(t, remove.error)}
          </Alert>
        )}
        <PasswordInput
          label={t('account:mfa.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            remove.reset();
          }}
          data-testid="mfa-remove-password"
        />
        <Group>
          <Button type="submit" color="red" loading={remove.isPending} data-testid="mfa-remove-confirm">
            {t('account:mfa.remove')}
          </Button>
          <Button variant="subtle" onClick={onDone}>
            {t('account:mfa.cancel')}
          </Button>
        </Group>
      </Stack>
    </AppForm>
  );
}
