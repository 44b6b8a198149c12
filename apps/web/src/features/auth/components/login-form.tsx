import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/errors';
import { useLogin, type SecondStepAsked } from '../api/login';
import { AppForm } from '@/components/forms';

// Only accounts with a second factor (or that must enrol one) see this step: loaded on demand, it stays
// out of the sign-in budget.
const SecondStep = lazy(() => import('./second-step').then((m) => ({ default: m.SecondStep })));

type LoginFormProps = { onSignedIn: () => void };

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const { mutate, isPending, error, reset } = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  // Set once the password was right and the account asks for its second factor, or to enrol one (issue 46).
  const [asked, setAsked] = useState<SecondStepAsked | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    mutate({ username: username.trim(), password }, { onSuccess: (next) => (next ? setAsked(next) : onSignedIn()) });
  };

  const required = (value: string) => (touched && !value ? t('auth:required') : undefined);

  if (asked)
    return (
      <Suspense fallback={null}>
        <SecondStep
          asked={asked}
          onSignedIn={onSignedIn}
          onRestart={() => {
            setAsked(null);
            setPassword('');
            reset();
          }}
        />
      </Suspense>
    );

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
          // Mantine's own label is English ("Toggle password visibility"); aria-pressed tells the state.
          visibilityToggleButtonProps={{ 'aria-label': t('auth:showPassword') }}
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
