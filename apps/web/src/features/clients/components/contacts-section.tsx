import { Badge, Button, Group, Modal, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LANGUAGES, type ClientContactInfo, type Language } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmActiveToggle, openConfirm } from '@/components/confirm';
import { QueryErrorRows, FULL_LABEL } from '@/components/data-table';
import { notifyError, notifySuccess } from '@/components/notify';
import { isApiError } from '@/lib/api-client';
import { useClientContacts, useGrantPortalAccess, useSaveContact, useSetContactActive } from '../api/contacts';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

type ContactValues = { name: string; email: string; phone: string; position: string; language: Language };
type Editing = (ContactValues & { id?: string }) | null;

const EMPTY: ContactValues = { name: '', email: '', phone: '', position: '', language: 'es' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A client's contacts: add, edit, and deactivate or activate each after the confirmation modal. */
export function ContactsSection({ clientId, canEdit }: { clientId: string; canEdit: boolean }) {
  const { t } = useTranslation(['clients', 'common']);
  const contacts = useClientContacts(clientId);
  const toggle = useSetContactActive(clientId);
  const grant = useGrantPortalAccess(clientId);
  const [editing, setEditing] = useState<Editing>(null);

  const confirmGrant = (c: ClientContactInfo) =>
    openConfirm({
      message: t('contacts.confirmPortal', { name: c.name, email: c.email }),
      confirmLabel: t('contacts.grantPortal'),
      onConfirm: () =>
        grant.mutate(c.id, {
          onSuccess: () => notifySuccess(t('toasts.portalGranted', { email: c.email })),
          onError: notifyError,
        }),
    });

  // Spec section 4: contacts are toggled either way after a confirmation. A portal user is blocked
  // (its sessions end) or let in again with the contact, so the message says so.
  const confirmToggle = (c: ClientContactInfo) =>
    confirmActiveToggle({
      active: c.active,
      deactivate: {
        message: t(c.portalUser ? 'contacts.confirmInactivatePortal' : 'contacts.confirmInactivate', { name: c.name }),
        confirmLabel: t('actions.inactivate'),
      },
      activate: {
        message: t(c.portalUser ? 'contacts.confirmActivatePortal' : 'contacts.confirmActivate', { name: c.name }),
        confirmLabel: t('actions.activate'),
      },
      onConfirm: () =>
        toggle.mutate(
          { contactId: c.id, active: !c.active },
          {
            onSuccess: () =>
              notifySuccess(t(c.active ? 'toasts.contactInactivated' : 'toasts.contactActivated', { name: c.name })),
            onError: notifyError,
          },
        ),
    });

  const rows = contacts.data ?? [];
  return (
    <Stack gap="sm" data-testid="client-contacts">
      <Group justify="space-between">
        <Text fw={500}>{t('contacts.title')}</Text>
        {canEdit && (
          <Button variant="light" size="xs" onClick={() => setEditing({ ...EMPTY })} data-testid="client-contact-add">
            {t('contacts.add')}
          </Button>
        )}
      </Group>
      {contacts.isError && !contacts.data ? (
        <QueryErrorRows query={contacts} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {contacts.isPending ? t('common:loading') : t('contacts.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contacts.name')}</Table.Th>
                <Table.Th>{t('contacts.phone')}</Table.Th>
                <Table.Th>{t('contacts.position')}</Table.Th>
                <Table.Th>{t('contacts.language')}</Table.Th>
                <Table.Th>{t('contacts.status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id} data-testid="client-contact-row">
                  <Table.Td>
                    <Text size="sm">{c.name}</Text>
                    <Text size="xs" c="dimmed">
                      {c.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.phone}</Table.Td>
                  <Table.Td>{c.position}</Table.Td>
                  <Table.Td>{t(`common:languages.${c.language}`)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge
                        styles={FULL_LABEL}
                        variant="light"
                        color={c.active ? 'green' : 'gray'}
                        data-testid="client-contact-status"
                      >
                        {t(c.active ? 'contacts.active' : 'contacts.inactive')}
                      </Badge>
                      {c.portalUser && (
                        <Badge
                          styles={FULL_LABEL}
                          variant="outline"
                          title={c.portalUser.username}
                          data-testid="client-contact-portal"
                        >
                          {t('contacts.portalUser')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          variant="subtle"
                          size="xs"
                          onClick={() =>
                            setEditing({
                              id: c.id,
                              name: c.name,
                              email: c.email,
                              phone: c.phone ?? '',
                              position: c.position ?? '',
                              language: c.language,
                            })
                          }
                          data-testid="client-contact-edit"
                        >
                          {t('actions.edit')}
                        </Button>
                        {!c.portalUser && c.active && (
                          <Button
                            variant="subtle"
                            size="xs"
                            onClick={() => confirmGrant(c)}
                            data-testid="client-contact-portal-grant"
                          >
                            {t('contacts.grantPortal')}
                          </Button>
                        )}
                        <Button
                          variant="subtle"
                          size="xs"
                          color={c.active ? 'red' : 'green'}
                          onClick={() => confirmToggle(c)}
                          data-testid="client-contact-toggle"
                        >
                          {t(c.active ? 'actions.inactivate' : 'actions.activate')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <ContactModal clientId={clientId} contact={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function ContactModal({
  clientId,
  contact,
  onClose,
}: {
  clientId: string;
  contact: ContactValues & { id?: string };
  onClose: () => void;
}) {
  useReturnFocus(true);
  const { t } = useTranslation(['clients', 'common']);
  const save = useSaveContact(clientId);
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: contact,
    validate: {
      name: (v) => (v.trim() ? null : t('rules.isNotEmpty')),
      email: (v) => (EMAIL.test(v.trim()) ? null : t('rules.isEmail')),
    },
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      {
        contactId: contact.id,
        body: {
          name: v.name.trim(),
          email: v.email.trim(),
          phone: v.phone.trim() || null,
          position: v.position.trim() || null,
          language: v.language,
        },
      },
      {
        onSuccess: (saved) => {
          notifySuccess(t(contact.id ? 'toasts.contactUpdated' : 'toasts.contactAdded', { name: saved.name }));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'CONTACT_EXISTS')
            form.setFieldError('email', t('errors:CONTACT_EXISTS'));
          notifyError(error);
        },
      },
    ),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(contact.id ? 'contacts.editTitle' : 'contacts.addTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate data-testid="client-contact-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('contacts.name')}
              required
              {...form.getInputProps('name')}
              data-testid="client-contact-name"
            />
            <TextInput
              label={t('contacts.email')}
              required
              type="email"
              {...form.getInputProps('email')}
              data-testid="client-contact-email"
            />
            <TextInput
              label={t('contacts.phone')}
              {...form.getInputProps('phone')}
              data-testid="client-contact-phone"
            />
            <TextInput
              label={t('contacts.position')}
              {...form.getInputProps('position')}
              data-testid="client-contact-position"
            />
            <Select
              label={t('contacts.language')}
              data={LANGUAGES.map((value) => ({ value, label: t(`common:languages.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps('language')}
              data-testid="client-contact-language"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="client-contact-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
