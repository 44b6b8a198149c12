import { Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PORTAL_DAILY_REQUEST_LIMIT, type ClientDetail, type ClientPortalSettings } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { notifyError, notifySuccess } from '@/components/notify';
import { isApiError } from '@/lib/api-client';
import { useSavePortalSettings } from '../api/portal-settings';

const { min, max } = PORTAL_DAILY_REQUEST_LIMIT;
const SWITCHES = ['selfQuoting', 'instantPrices', 'opensOperation'] as const;

/**
 * The client's portal tab (issue 43): self-quoting, instant prices, acceptance opening the operation and
 * the requests per day. Editable with UPDATE_USER (the API's permission), read-only otherwise.
 */
export function PortalSettingsPanel({ client, canEdit }: { client: ClientDetail; canEdit: boolean }) {
  const { t } = useTranslation(['clients', 'common']);
  const save = useSavePortalSettings();
  const form = useForm<ClientPortalSettings>({
    mode: 'controlled',
    initialValues: client.portalSettings,
    validate: {
      dailyRequestLimit: (v) =>
        Number.isInteger(v) && v >= min && v <= max ? null : t('portal.limitRange', { min, max }),
    },
  });
  const send = (settings: ClientPortalSettings) =>
    save.mutate(
      { id: client.id, settings },
      {
        onSuccess: (saved) => {
          form.resetDirty(saved.portalSettings);
          notifySuccess(t('portal.saved', { name: saved.tradeName }));
        },
        onError: (error) => {
          // A refused limit shows at its field too, with the same wording as the form's own check.
          if (isApiError(error) && error.code === 'VALIDATION_FAILED')
            form.setFieldError('dailyRequestLimit', t('portal.limitRange', { min, max }));
          notifyError(error);
        },
      },
    );
  const submit = form.onSubmit((values) =>
    openConfirm({
      message: t('portal.confirm', { name: client.tradeName }),
      confirmLabel: t('portal.save'),
      onConfirm: () => send(values),
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="client-portal-form">
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md" maw={560}>
          <Text size="sm" c="dimmed">
            {t('portal.help')}
          </Text>
          {SWITCHES.map((name) => (
            <Switch
              key={name}
              label={t(`portal.${name}`)}
              description={t(`portal.${name}Help`)}
              disabled={!canEdit}
              {...form.getInputProps(name, { type: 'checkbox' })}
              data-testid={`client-portal-${name}`}
            />
          ))}
          <NumberInput
            label={t('portal.dailyRequestLimit')}
            description={t('portal.limitRange', { min, max })}
            min={min}
            max={max}
            allowDecimal={false}
            allowNegative={false}
            // Not clamped on blur: an out-of-range limit is refused at the field, not silently changed.
            clampBehavior="none"
            disabled={!canEdit}
            {...form.getInputProps('dailyRequestLimit')}
            data-testid="client-portal-dailyRequestLimit"
          />
          {canEdit && (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="client-portal-save">
                {t('portal.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
