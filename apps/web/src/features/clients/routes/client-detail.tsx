import { Anchor, Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { formatTaxId, type ClientDetail } from '@freight/shared';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/forms';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '@/components/notify';
import { useDirtyReport, useDiscardGuard, useLeaveGuard } from '@/components/unsaved';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import { hasPermission, useSession } from '@/lib/session';
import { useClient } from '../api/get-client';
import { useSaveClient } from '../api/save-client';
import { AssignmentsSection } from '../components/assignments-section';
import { ClientFields } from '../components/client-fields';
import { clientValues, toClientBody } from '../components/client-form-values';
import { ContactsSection } from '../components/contacts-section';
import { DocumentsSection } from '../components/documents-section';
import { PortalSettingsPanel } from '../components/portal-settings-panel';
import { useClientForm } from '../components/use-client-form';

/**
 * /clients/{clientId}: the client's data (editable with CREATE_CLIENT), contacts, documents, assignments and
 * the portal switches (editable with UPDATE_USER).
 * Unsaved changes to the data ask before they are lost: Back, a link, closing the tab, or another tab
 * of the page (which unmounts the form). The page's one leave guard: React Router allows a single blocker.
 */
export function ClientDetailScreen({ clientId }: { clientId: string }) {
  const { t } = useTranslation(['clients', 'nav', 'common']);
  const query = useClient(clientId);
  const session = useSession();
  const canEdit = hasPermission(session, 'CREATE_CLIENT');
  // The portal switches follow the API's own permission for them, not the client data's.
  const canEditPortal = hasPermission(session, 'UPDATE_USER');
  const { dirtyRef, confirmDiscard, requestClose } = useDiscardGuard();
  useLeaveGuard({ active: canEdit, dirtyRef, confirmLeave: confirmDiscard });
  const [tab, setTab] = useState('data');
  if (!query.data) {
    // Loading or refused (an unknown id): the screen still has its heading and a way back.
    return (
      <Stack gap="md">
        <Anchor component={Link} to="/clients" size="sm" data-testid="client-back">
          ← {t('nav:screens.clients')}
        </Anchor>
        <Title order={1} size="h2" data-testid="screen-title">
          {t('nav:screens.clients')}
        </Title>
        {query.isError ? (
          <Text c="red" role="alert" data-testid="client-error">
            {translateError(t, query.error)}
          </Text>
        ) : (
          <Loader aria-label={t('common:loading')} />
        )}
      </Stack>
    );
  }
  const client = query.data;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Anchor component={Link} to="/clients" size="sm" data-testid="client-back">
          ← {t('nav:screens.clients')}
        </Anchor>
        <Title order={1} size="h2" data-testid="screen-title">
          {client.tradeName}
        </Title>
        <Text c="dimmed" size="sm" data-testid="client-subtitle">
          {client.legalName} · {formatTaxId(client.country, client.taxId)} · {client.country}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={(next) => next && requestClose(() => setTab(next))} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="data" data-testid="client-tab-data">
            {t('tabs.data')}
          </Tabs.Tab>
          <Tabs.Tab value="contacts" data-testid="client-tab-contacts">
            {t('tabs.contacts')}
          </Tabs.Tab>
          <Tabs.Tab value="documents" data-testid="client-tab-documents">
            {t('tabs.documents')}
          </Tabs.Tab>
          <Tabs.Tab value="assignments" data-testid="client-tab-assignments">
            {t('tabs.assignments')}
          </Tabs.Tab>
          <Tabs.Tab value="portal" data-testid="client-tab-portal">
            {t('tabs.portal')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="data" pt="md">
          <ClientDataPanel key={client.updatedAt} client={client} canEdit={canEdit} dirtyRef={dirtyRef} />
        </Tabs.Panel>
        <Tabs.Panel value="contacts" pt="md">
          <ContactsSection clientId={client.id} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <DocumentsSection clientId={client.id} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="assignments" pt="md">
          <AssignmentsSection clientId={client.id} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="portal" pt="md">
          <PortalSettingsPanel key={client.updatedAt} client={client} canEdit={canEditPortal} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

type ClientDataPanelProps = {
  client: ClientDetail;
  canEdit: boolean;
  /** Set to whether the data has unsaved changes (false once the panel is gone). */
  dirtyRef: RefObject<() => boolean>;
};

function ClientDataPanel({ client, canEdit, dirtyRef }: ClientDataPanelProps) {
  const { t } = useTranslation(['clients', 'common']);
  const format = useFormatters();
  const { form, serverErrors } = useClientForm(clientValues(client));
  useDirtyReport(dirtyRef, () => form.isDirty());
  const save = useSaveClient();
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: client.id, body: toClientBody(values) },
      {
        onSuccess: (saved) => {
          // Saved: nothing to lose any more (the panel reloads with the stored client).
          form.resetDirty(values);
          notifySuccess(t('toasts.updated', { name: saved.tradeName }));
        },
        onError: (error) => {
          serverErrors(error);
          notifyError(error);
        },
      },
    ),
  );
  const who = (u: ClientDetail['createdBy']) => (u ? u.name : '—');
  return (
    <AppForm onSubmit={submit} long data-testid="client-edit-form">
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          <ClientFields form={form} />
          <Group gap="xl" data-testid="client-audit">
            <Text size="xs" c="dimmed">
              {t('audit.created', { at: format.dateTime(client.createdAt), by: who(client.createdBy) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('audit.updated', { at: format.dateTime(client.updatedAt), by: who(client.updatedBy) })}
            </Text>
          </Group>
          {canEdit && (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="client-save">
                {t('common:actions.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </AppForm>
  );
}
