import {
  Autocomplete,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { LANGUAGES, type FieldError, type UserDetail } from '@freight/shared';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/forms';
import { notifyError, notifySuccess } from '@/components/notify';
import { useDirtyReport, useDiscardGuard } from '@/components/unsaved';
import { isApiError } from '@/lib/api-client';
import { failedReadText, translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import { useClientOptions, useCommercialOptions, useSaveUser, useUserDetail } from '../api/user-admin-api';
import { PermissionGroupsField } from './permission-groups-field';
import { roleFromText, roleOptions, roleText } from './role-names';
import { toUserBody, userProblems, userValues, type UserValues } from './user-form';
import { lookupOptions } from '@/components/pickers/lookup-options';
import { useEnterChoosesBestMatch } from '@/components/pickers/use-enter-chooses-best-match';
import { useServerSearch } from '@/components/pickers/use-server-search';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

/** Who and when: creation, last change, last password sent, last sign-in; whether a second factor is enrolled. */
function UserAudit({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const format = useFormatters();
  const line = (key: string, who: string | undefined, when: string | null) =>
    when ? t(`audit.${key}`, { who: who ?? '—', when: format.dateTime(when) }) : t(`audit.${key}Never`);
  return (
    <SimpleGrid cols={2} spacing={4} data-testid="user-audit">
      <Text size="xs" c="dimmed">
        {line('created', user.createdBy?.name, user.createdAt)}
      </Text>
      <Text size="xs" c="dimmed">
        {line('updated', user.lastUpdatedBy?.name, user.lastUpdatedAt)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="user-audit-password">
        {line('passwordSent', user.passwordSentBy?.name, user.passwordSentAt)}
      </Text>
      <Text size="xs" c="dimmed">
        {user.lastLoginAt
          ? t('audit.lastLogin', { when: format.dateTime(user.lastLoginAt) })
          : t('audit.lastLoginNever')}
      </Text>
      <Text size="xs" c="dimmed" data-testid="user-audit-mfa" data-state={user.mfaEnabled ? 'on' : 'off'}>
        {t(user.mfaEnabled ? 'audit.mfaOn' : 'audit.mfaOff')}
      </Text>
    </SimpleGrid>
  );
}

type UserFormProps = {
  user: UserDetail | null;
  /** After a save: closes without asking. */
  onSaved: () => void;
  /** Cancel: the modal asks first when something was changed. */
  onCancel: () => void;
  /** Set to whether the form has unsaved changes. */
  dirtyRef: RefObject<() => boolean>;
};

function UserForm({ user, onSaved, onCancel, dirtyRef }: UserFormProps) {
  const { t } = useTranslation(['users', 'common', 'errors']);
  const label = (key: string) => t(key);
  // A named role is edited in the reader's words and stored by its English name (see role-names);
  // left untouched, the role is sent exactly as it was stored.
  const initialRole = roleText(user?.role ?? null, label);
  const storedRole = (text: string) => (text === initialRole ? (user?.role ?? '') : roleFromText(text, label));
  const form = useForm<UserValues>({
    mode: 'controlled',
    initialValues: { ...userValues(user), role: initialRole },
    validate: (values) =>
      Object.fromEntries(Object.entries(userProblems(values)).map(([k, rule]) => [k, t(`rules.${rule}`)])),
  });
  useDirtyReport(dirtyRef, () => form.isDirty());
  const save = useSaveUser();
  const [clientSearch, setClientSearch] = useState('');
  const commercials = useCommercialOptions(form.values.isManager);
  // The client chosen in the box: the one picked here, else the user's stored one, under the label it
  // was chosen with (the stored name, or "trade name · tax id" from the search).
  const storedClient = user?.clientId && user.clientName ? { value: user.clientId, label: user.clientName } : null;
  const [pickedClient, setPickedClient] = useState(storedClient);
  const chosenClient = pickedClient?.value === form.values.clientId ? pickedClient : null;
  // Asked once typing pauses; only the answer for the text in the box is listed, so Enter never picks a
  // previous search's first result (see useServerSearch).
  const { query: clientQuery, isCurrent } = useServerSearch(clientSearch, chosenClient?.label);
  const clients = useClientOptions(clientQuery, form.values.isThirdParty);
  const clientsCurrent = isCurrent(clients.isFetching);
  const clientData = lookupOptions(
    (clientsCurrent ? (clients.data?.items ?? []) : []).map((c) => ({
      value: c.id,
      label: c.id === storedClient?.value ? storedClient.label : `${c.tradeName} · ${c.taxId}`,
    })),
    chosenClient,
    clientSearch,
  );
  const clientEnter = useEnterChoosesBestMatch({
    search: clientSearch,
    chosenLabel: chosenClient?.label,
    settled: clientsCurrent,
    hasOptions: (clients.data?.items.length ?? 0) > 0,
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: user?.id, body: toUserBody({ ...values, role: storedRole(values.role) }) },
      {
        onSuccess: (saved) => {
          notifySuccess(t(user ? 'toasts.updated' : 'toasts.created', { name: saved.name }));
          onSaved();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'CONFLICT' && typeof error.details?.field === 'string') {
            form.setFieldError(error.details.field, t('rules.taken'));
          } else if (isApiError(error) && error.code === 'VALIDATION_FAILED' && Array.isArray(error.details?.fields)) {
            for (const f of error.details.fields as FieldError[]) form.setFieldError(f.field, translateError(t, error));
          } else if (isApiError(error) && error.code === 'USER_SELF_PERMISSION_REMOVAL') {
            form.setFieldError('permissions', translateError(t, error));
          }
          notifyError(error);
        },
      },
    ),
  );

  return (
    <AppForm onSubmit={submit} long data-testid="user-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('fields.name')}
            withAsterisk
            maxLength={120}
            {...form.getInputProps('name')}
            data-testid="user-name"
          />
          <TextInput
            label={t('fields.email')}
            withAsterisk
            maxLength={254}
            {...form.getInputProps('email')}
            data-testid="user-email"
          />
          <TextInput
            label={t('fields.code')}
            withAsterisk
            maxLength={10}
            {...form.getInputProps('code')}
            data-testid="user-code"
          />
          <TextInput
            label={t('fields.username')}
            description={t('fields.usernameHint')}
            maxLength={254}
            {...form.getInputProps('username')}
            data-testid="user-username"
          />
          <Select
            label={t('fields.language')}
            data={LANGUAGES.map((value) => ({ value, label: t(`common:languages.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('language')}
            data-testid="user-language"
          />
          <Autocomplete
            label={t('fields.role')}
            data={roleOptions(label)}
            maxLength={60}
            {...form.getInputProps('role')}
            data-testid="user-role"
          />
        </SimpleGrid>
        <Group gap="lg">
          <Switch
            label={t('fields.webAccess')}
            {...form.getInputProps('webAccess', { type: 'checkbox' })}
            data-testid="user-web-access"
          />
          <Checkbox
            label={t('fields.isCommercial')}
            {...form.getInputProps('isCommercial', { type: 'checkbox' })}
            data-testid="user-is-commercial"
          />
          <Checkbox
            label={t('fields.isManager')}
            {...form.getInputProps('isManager', { type: 'checkbox' })}
            data-testid="user-is-manager"
          />
          <Checkbox
            label={t('fields.isThirdParty')}
            {...form.getInputProps('isThirdParty', { type: 'checkbox' })}
            data-testid="user-is-third-party"
          />
        </Group>
        {form.values.isThirdParty && (
          <Select
            label={t('fields.client')}
            placeholder={t('fields.clientPlaceholder')}
            withAsterisk
            searchable
            clearable
            searchValue={clientSearch}
            onSearchChange={(next) => {
              setClientSearch(next);
              clientEnter.cancelPending();
            }}
            ref={clientEnter.inputRef}
            // Results arrive after the typing: Enter chooses the best match once they do.
            selectFirstOptionOnChange={false}
            onKeyDown={clientEnter.onKeyDown}
            data={clientData}
            // Matching is the server's job; the list shows what it answered.
            filter={({ options }) => options}
            rightSection={clients.isFetching ? <Loader size="xs" /> : undefined}
            nothingFoundMessage={
              !clientSearch.trim()
                ? undefined
                : clientsCurrent
                  ? (failedReadText(t, clients) ?? t('values.noClient'))
                  : t('common:loading')
            }
            {...form.getInputProps('clientId')}
            onChange={(value: string | null) => {
              setPickedClient(clientData.find((o) => o.value === value) ?? null);
              form.setFieldValue('clientId', value);
            }}
            data-testid="user-client"
          />
        )}
        {form.values.isManager && (
          <MultiSelect
            label={t('fields.relatedCommercials')}
            searchable
            data={(commercials.data ?? [])
              .filter((c) => c.id !== user?.id)
              .map((c) => ({ value: c.id, label: `${c.name} (${c.code})` }))}
            {...form.getInputProps('relatedCommercialIds')}
            error={(form.errors.relatedCommercialIds as string | undefined) ?? failedReadText(t, commercials)}
            data-testid="user-related-commercials"
          />
        )}
        <Title order={4}>{t('fields.permissions')}</Title>
        {form.errors.permissions && (
          <Text c="red" size="sm" role="alert">
            {form.errors.permissions}
          </Text>
        )}
        <PermissionGroupsField
          value={form.values.permissions}
          onChange={(next) => form.setFieldValue('permissions', next)}
        />
        {user && <UserAudit user={user} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="user-cancel">
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="user-save">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </AppForm>
  );
}

/** Create (no id) or edit a user; editing loads the user first. */
export function UserModal({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  useReturnFocus(true);
  const { t } = useTranslation(['users', 'errors']);
  const detail = useUserDetail(userId);
  const { dirtyRef, requestClose } = useDiscardGuard();
  // Escape, the dimmed page and Cancel ask first when something was changed; a save closes at once.
  const close = () => requestClose(onClose);
  const formProps = { onSaved: onClose, onCancel: close, dirtyRef };
  return (
    <Modal opened onClose={close} title={t(userId ? 'modal.editTitle' : 'modal.createTitle')} size="xl" centered>
      {userId === null ? (
        <UserForm user={null} {...formProps} />
      ) : detail.data ? (
        <UserForm key={detail.data.id} user={detail.data} {...formProps} />
      ) : detail.error ? (
        <Text c="red">{translateError(t, detail.error)}</Text>
      ) : (
        <Loader />
      )}
    </Modal>
  );
}
