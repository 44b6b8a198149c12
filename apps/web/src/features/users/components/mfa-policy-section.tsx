import { Alert, Button, Checkbox, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { MFA_POLICY_ROLES, type MfaPolicy, type MfaPolicyRole } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorRows } from '@/components/data-table';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { useMfaPolicy, useSaveMfaPolicy } from '../api/mfa-policy';

/**
 * The second-factor policy (issue 46): every staff user, or the staff roles ticked. Third-party clients
 * are never asked; a change applies from each user's next sign-in.
 */
export function MfaPolicySection() {
  const { t } = useTranslation('users');
  const policy = useMfaPolicy();
  return (
    <Paper withBorder p="md" data-testid="mfa-policy">
      <Stack gap="sm">
        <Title order={4}>{t('mfaPolicy.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('mfaPolicy.help')}
        </Text>
        {policy.isError && !policy.data ? (
          <QueryErrorRows query={policy} />
        ) : (
          policy.data && <PolicyForm key={policy.data.updatedAt ?? 'never'} saved={policy.data} />
        )}
      </Stack>
    </Paper>
  );
}

function PolicyForm({ saved }: { saved: MfaPolicy }) {
  const { t } = useTranslation('users');
  const format = useFormatters();
  const save = useSaveMfaPolicy();
  const [allStaff, setAllStaff] = useState(saved.requireAllStaff);
  const [roles, setRoles] = useState<MfaPolicyRole[]>(saved.roles);
  const changed = allStaff !== saved.requireAllStaff || roles.join() !== saved.roles.join();

  return (
    <Stack gap="sm">
      <Switch
        label={t('mfaPolicy.allStaff')}
        checked={allStaff}
        onChange={(e) => setAllStaff(e.currentTarget.checked)}
        data-testid="mfa-policy-all"
      />
      <Checkbox.Group
        label={t('mfaPolicy.roles')}
        value={roles}
        onChange={(value) => setRoles(MFA_POLICY_ROLES.filter((r) => value.includes(r)))}
      >
        <Group gap="md" mt={4}>
          {MFA_POLICY_ROLES.map((role) => (
            <Checkbox
              key={role}
              value={role}
              label={t(`mfaPolicy.roleNames.${role}`)}
              disabled={allStaff}
              data-testid={`mfa-policy-role-${role}`}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Alert color="gray" variant="light">
        {t('mfaPolicy.excepted')}
      </Alert>
      <Group justify="space-between">
        <Text size="xs" c="dimmed" data-testid="mfa-policy-updated">
          {saved.updatedAt
            ? t('mfaPolicy.updated', { at: format.dateTime(saved.updatedAt), by: saved.updatedBy ?? '' })
            : t('mfaPolicy.never')}
        </Text>
        <Button
          disabled={!changed}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { requireAllStaff: allStaff, roles },
              { onSuccess: () => notifySuccess(t('mfaPolicy.saved')), onError: notifyError },
            )
          }
          data-testid="mfa-policy-save"
        >
          {t('mfaPolicy.save')}
        </Button>
      </Group>
    </Stack>
  );
}
