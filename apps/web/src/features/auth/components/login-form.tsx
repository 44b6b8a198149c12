import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/errors';
import { useLogin } from '../api/login';
import { AppForm } from '@/components/forms';

type LoginFormProps = { onSignedIn: () => void };

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const { mutate, isPending, error, reset } = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    mutate({ username: username.trim(), password }, { onSuccess: onSignedIn });
  };

  const required = (value: string) => (touched && !value ? t('auth:required') : undefined);

  return (
    <AppForm onSubmit={submit} data-testid="login-form">
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="login-error">
            {translateError(t, error)}
          </Alert>
        )}
        <TextInput
          label={t('auth:username')}
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            reset();
          }}
          error={required(username.trim())}
          data-testid="login-username"
        />
        <PasswordInput
          label={t('auth:password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            reset();
          }}
          error={required(password)}
          data-testid="login-password"
        />
        <Button type="submit" fullWidth loading={isPending} data-testid="login-submit">
          {t('auth:submit')}
        </Button>
      </Stack>
    </AppForm>
  );
}
