import { Button, Group, List, PasswordInput, Stack, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isStrongPassword, MIN_PASSWORD_LENGTH } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { isApiError } from '@/lib/api-client';
import { translateError } from '@/lib/errors';
import { useChangePassword } from '../api/change-password';

type Values = { currentPassword: string; newPassword: string; confirmation: string };

/** The strength rule, one line per part, ticked as the user types (same rule as the server). */
function strengthParts(password: string) {
  return {
    length: password.length >= MIN_PASSWORD_LENGTH,
    letters: /\p{L}/u.test(password),
    digits: /\d/.test(password),
  };
}

/** Current password, a new one meeting the strength rule, and its repetition. */
export function ChangePasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation(['password', 'common', 'errors']);
  const change = useChangePassword();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmation: '' },
    validate: {
      currentPassword: (v) => (v ? null : t('rules.required')),
      newPassword: (v, values) =>
        !isStrongPassword(v) ? t('rules.weak') : v === values.currentPassword ? t('rules.sameAsCurrent') : null,
      confirmation: (v, values) => (v === values.newPassword ? null : t('rules.mismatch')),
    },
  });
  const parts = strengthParts(form.values.newPassword);

  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notifySuccess(t('changed'));
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'PASSWORD_CURRENT_WRONG')
            form.setFieldError('currentPassword', translateError(t, error));
          else if (isApiError(error) && error.code === 'PASSWORD_TOO_WEAK')
            form.setFieldError('newPassword', translateError(t, error));
          notifyError(error);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="change-password-form">
      <Stack gap="sm">
        <PasswordInput
          label={t('fields.current')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('currentPassword')}
          data-testid="password-current"
        />
        <PasswordInput
          label={t('fields.new')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('newPassword')}
          data-testid="password-new"
        />
        <List size="sm" spacing={2} data-testid="password-strength">
          {(['length', 'letters', 'digits'] as const).map((part) => (
            <List.Item
              key={part}
              icon={
                <ThemeIcon size={16} radius="xl" color={parts[part] ? 'green' : 'gray'} aria-hidden>
                  {parts[part] ? '✓' : '·'}
                </ThemeIcon>
              }
            >
              {t(`strength.${part}`, { min: MIN_PASSWORD_LENGTH })}
            </List.Item>
          ))}
        </List>
        <PasswordInput
          label={t('fields.confirmation')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmation')}
          data-testid="password-confirmation"
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
          )}
          <Button type="submit" loading={change.isPending} data-testid="password-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
