import { Alert, Button, Group, PasswordInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { PasskeyView } from '@freight/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/forms';
import { notifySuccess } from '@/components/notify';
import { isApiError } from '@/lib/api-client';
import { translateError } from '@/lib/errors';
import { formatDateTime } from '@/lib/formatting';
import { usePasskeys, useRegisterPasskey, useRemovePasskey } from '../api/passkeys';

/** Settings: the user's passkeys (issue 46) beside the TOTP factor: add one by name, list them, remove one. */
export function PasskeysSection() {
  const { t } = useTranslation(['account', 'errors']);
  const { data: passkeys, error } = usePasskeys();
  const register = useRegisterPasskey();
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<PasskeyView | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    register.mutate(name.trim(), {
      onSuccess: () => {
        notifySuccess(t('account:passkeys.added'));
        setName('');
      },
    });
  };

  return (
    <Stack gap="sm" data-testid="passkeys-section">
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('account:passkeys.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account:passkeys.description')}
        </Text>
      </Stack>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {translateError(t, error)}
        </Alert>
      )}
      {passkeys?.length === 0 && <Text size="sm">{t('account:passkeys.none')}</Text>}
      {passkeys && passkeys.length > 0 && (
        <Table data-testid="passkeys-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('account:passkeys.name')}</Table.Th>
              <Table.Th>{t('account:passkeys.created')}</Table.Th>
              <Table.Th>{t('account:passkeys.lastUsed')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {passkeys.map((p) => (
              <Table.Tr key={p.id} data-testid="passkey-row">
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{formatDateTime(p.createdAt)}</Table.Td>
                <Table.Td>{p.lastUsedAt ? formatDateTime(p.lastUsedAt) : t('account:passkeys.never')}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(p)}>
                    {t('account:passkeys.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {removing ? (
        <PasskeyRemoval passkey={removing} onDone={() => setRemoving(null)} />
      ) : (
        <AppForm onSubmit={add} data-testid="passkey-add">
          <Stack gap="xs">
            {register.error && (
              <Alert color="red" variant="light" role="alert" data-testid="passkey-add-error">
                {isApiError(register.error) ? translateError(t, register.error) : t('account:passkeys.cancelled')}
              </Alert>
            )}
            <Group align="end">
              <TextInput
                label={t('account:passkeys.name')}
                placeholder={t('account:passkeys.namePlaceholder')}
                maxLength={60}
                value={name}
                onChange={(e) => {
                  setName(e.currentTarget.value);
                  register.reset();
                }}
                data-testid="passkey-name"
              />
              <Button type="submit" variant="default" loading={register.isPending} data-testid="passkey-add-submit">
                {t('account:passkeys.add')}
              </Button>
            </Group>
          </Stack>
        </AppForm>
      )}
    </Stack>
  );
}

/** Removal asks for the password (or, through the API, a current code) so that an open session alone cannot. */
function PasskeyRemoval({ passkey, onDone }: { passkey: PasskeyView; onDone: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const remove = useRemovePasskey();
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    remove.mutate(
      { id: passkey.id, password },
      {
        onSuccess: () => {
          notifySuccess(t('account:passkeys.removed'));
          onDone();
        },
      },
    );
  };

  return (
    <AppForm onSubmit={submit} data-testid="passkey-removal">
      <Stack gap="sm">
        <Text size="sm">{t('account:passkeys.removeHelp', { name: passkey.name })}</Text>
        {remove.error && (
          <Alert color="red" variant="light" role="alert">
            {translateError(t, remove.error)}
          </Alert>
        )}
        <PasswordInput
          label={t('account:passkeys.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            remove.reset();
          }}
          data-testid="passkey-remove-password"
        />
        <Group>
          <Button type="submit" color="red" loading={remove.isPending} data-testid="passkey-remove-confirm">
            {t('account:passkeys.remove')}
          </Button>
          <Button variant="subtle" onClick={onDone}>
            {t('account:passkeys.cancel')}
          </Button>
        </Group>
      </Stack>
    </AppForm>
  );
}
