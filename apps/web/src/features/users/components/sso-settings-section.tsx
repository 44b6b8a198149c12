import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  MultiSelect,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { isValidSsoIssuer, PERMISSIONS, type SsoSettings } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { QueryErrorRows } from '@/components/data-table';
import { notifyError, notifySuccess } from '@/components/notify';
import { isApiError, type ApiErrorCode } from '@/lib/api-client';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import { useForgetSsoSettings, useSaveSsoSettings, useSsoSettings } from '../api/sso-settings';
import { permissionNameKey } from './permission-names';

/** The server's refusals that belong to one field: shown there too, not only in the toast. */
const FIELD_OF_CODE: Partial<Record<ApiErrorCode, keyof Values>> = {
  SSO_ISSUER_INVALID: 'issuer',
  SSO_CLIENT_ID_REQUIRED: 'clientId',
  SSO_CLIENT_SECRET_REQUIRED: 'clientSecret',
  SSO_GROUP_MAPPING_INVALID: 'groupMapping',
};

type Values = Omit<SsoSettings, 'source' | 'clientSecretSet' | 'redirectUri' | 'updatedAt' | 'updatedBy'> & {
  clientSecret: string;
};

/**
 * Single sign-on with the company's OpenID Connect provider (issue 46): issuer, client id and secret,
 * the button's name, the group mapping and password sign-in for linked staff. Saved here, it takes
 * precedence over the server's OIDC_* variables from the next sign-in; the secret is never shown.
 */
export function SsoSettingsSection() {
  const { t } = useTranslation('users');
  const settings = useSsoSettings();
  return (
    <Paper withBorder p="md" data-testid="sso-settings">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('sso.title')}</Title>
          {settings.data && (
            <Badge
              variant="light"
              color={settings.data.source === 'database' ? 'orange' : 'gray'}
              data-testid="sso-source"
            >
              {t(`sso.source.${settings.data.source}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('sso.help')}
        </Text>
        {settings.isPending && <Loader size="sm" data-testid="sso-loading" />}
        {settings.isError && !settings.data ? (
          <QueryErrorRows query={settings} />
        ) : (
          settings.data && <SettingsForm key={settings.data.updatedAt ?? settings.data.source} saved={settings.data} />
        )}
      </Stack>
    </Paper>
  );
}

function SettingsForm({ saved }: { saved: SsoSettings }) {
  const { t } = useTranslation('users');
  const format = useFormatters();
  const save = useSaveSsoSettings();
  const forget = useForgetSsoSettings();
  const form = useForm<Values>({
    initialValues: {
      enabled: saved.enabled,
      issuer: saved.issuer,
      clientId: saved.clientId,
      clientSecret: '',
      providerName: saved.providerName,
      scopes: saved.scopes,
      groupsClaim: saved.groupsClaim,
      groupMappingEnabled: saved.groupMappingEnabled,
      groupMapping: saved.groupMapping,
      passwordSignInOff: saved.passwordSignInOff,
    },
    // The server's rules (shared), so the field shows what the answer would say.
    validate: {
      issuer: (v, all) => ((all.enabled || v.trim()) && !isValidSsoIssuer(v.trim()) ? t('sso.errors.issuer') : null),
      clientId: (v, all) => (all.enabled && !v.trim() ? t('sso.errors.clientId') : null),
      clientSecret: (v, all) => (all.enabled && !saved.clientSecretSet && !v.trim() ? t('sso.errors.secret') : null),
      providerName: (v) => (v.trim() ? null : t('sso.errors.providerName')),
      groupMapping: {
        group: (v, all) => (all.groupMappingEnabled && !v.trim() ? t('sso.errors.group') : null),
        permissions: (v, all) => (all.groupMappingEnabled && v.length === 0 ? t('sso.errors.permissions') : null),
      },
    },
  });
  const permissionOptions = PERMISSIONS.map((p) => ({ value: p, label: `${t(permissionNameKey(p))} (${p})` }));

  const submit = (values: Values) => {
    // Rows left half-filled while the mapping is off are not kept (the server would refuse them).
    const groupMapping = values.groupMapping.filter(
      (m) => values.groupMappingEnabled || (m.group.trim() && m.permissions.length > 0),
    );
    const body = { ...values, groupMapping, clientSecret: values.clientSecret || undefined };
    const send = () =>
      save.mutate(body, {
        onSuccess: () => notifySuccess(t('sso.saved')),
        onError: (error) => {
          const field = isApiError(error) ? FIELD_OF_CODE[error.code] : undefined;
          if (field) form.setFieldError(field, translateError(t, error));
          notifyError(error);
        },
      });
    // A wrong issuer or client stops every SSO sign-in at once: always confirmed; turning password sign-in
    // off for linked staff says so.
    const passwordOff = values.enabled && values.passwordSignInOff && !saved.passwordSignInOff;
    openConfirm({
      message: t(passwordOff ? 'sso.confirmPasswordOff' : 'sso.confirmSave'),
      confirmLabel: t('sso.save'),
      onConfirm: send,
    });
  };
  const confirmForget = () =>
    openConfirm({
      message: t('sso.confirmForget'),
      confirmLabel: t('sso.forget'),
      onConfirm: () =>
        forget.mutate(undefined, { onSuccess: () => notifySuccess(t('sso.forgotten')), onError: notifyError }),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <Switch
          label={t('sso.enabled')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
          data-testid="sso-enabled"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('sso.issuer')}
            description={t('sso.issuerHelp')}
            placeholder="https://login.example.com"
            {...form.getInputProps('issuer')}
            data-testid="sso-issuer"
          />
          <TextInput
            label={t('sso.providerName')}
            description={t('sso.providerNameHelp')}
            maxLength={60}
            {...form.getInputProps('providerName')}
            data-testid="sso-provider-name"
          />
          <TextInput label={t('sso.clientId')} {...form.getInputProps('clientId')} data-testid="sso-client-id" />
          <PasswordInput
            label={t('sso.clientSecret')}
            visibilityToggleButtonProps={{ 'aria-label': t('sso.showSecret') }}
            description={saved.clientSecretSet ? t('sso.secretSet') : t('sso.secretMissing')}
            autoComplete="new-password"
            {...form.getInputProps('clientSecret')}
            data-testid="sso-client-secret"
          />
          <TextInput label={t('sso.scopes')} {...form.getInputProps('scopes')} data-testid="sso-scopes" />
          <TextInput
            label={t('sso.groupsClaim')}
            {...form.getInputProps('groupsClaim')}
            data-testid="sso-groups-claim"
          />
        </SimpleGrid>
        <Text size="sm">
          {t('sso.redirectUri')} <Code data-testid="sso-redirect-uri">{saved.redirectUri}</Code>
        </Text>
        <Switch
          label={t('sso.groupMappingEnabled')}
          description={t('sso.groupMappingHelp')}
          {...form.getInputProps('groupMappingEnabled', { type: 'checkbox' })}
          data-testid="sso-group-mapping-enabled"
        />
        {form.values.groupMappingEnabled && (
          <Stack gap="xs" data-testid="sso-group-mapping">
            {form.values.groupMapping.map((_, i) => (
              <Group key={i} align="flex-end" wrap="nowrap">
                <TextInput
                  label={t('sso.group')}
                  {...form.getInputProps(`groupMapping.${i}.group`)}
                  data-testid={`sso-group-${i}`}
                />
                <MultiSelect
                  label={t('sso.permissions')}
                  data={permissionOptions}
                  searchable
                  style={{ flex: 1 }}
                  value={form.values.groupMapping[i].permissions}
                  onChange={(v) => form.setFieldValue(`groupMapping.${i}.permissions`, v)}
                  error={form.errors[`groupMapping.${i}.permissions`]}
                  data-testid={`sso-group-permissions-${i}`}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('sso.removeGroup')}
                  onClick={() => form.removeListItem('groupMapping', i)}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="light"
                size="xs"
                onClick={() => form.insertListItem('groupMapping', { group: '', permissions: [] })}
                data-testid="sso-group-add"
              >
                {t('sso.addGroup')}
              </Button>
            </Group>
          </Stack>
        )}
        <Switch
          label={t('sso.passwordSignInOff')}
          description={t('sso.passwordSignInOffHelp')}
          {...form.getInputProps('passwordSignInOff', { type: 'checkbox' })}
          data-testid="sso-password-off"
        />
        {saved.source === 'environment' && (
          <Alert color="gray" variant="light">
            {t('sso.fromEnvironment')}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed" data-testid="sso-updated">
            {saved.updatedAt
              ? t('sso.updated', { at: format.dateTime(saved.updatedAt), by: saved.updatedBy ?? '' })
              : t('sso.never')}
          </Text>
          <Group>
            {saved.source === 'database' && (
              <Button variant="default" loading={forget.isPending} onClick={confirmForget} data-testid="sso-forget">
                {t('sso.forget')}
              </Button>
            )}
            <Button type="submit" disabled={!form.isDirty()} loading={save.isPending} data-testid="sso-save">
              {t('sso.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
