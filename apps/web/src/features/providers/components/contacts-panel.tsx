import { Badge, Button, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import type { ProviderContactInfo, ProviderDetail } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmActiveToggle } from '@/components/confirm';
import { FULL_LABEL } from '@/components/data-table';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { useSetContactActive } from '../api/set-contact-active';
import { ContactModal } from './contact-modal';
import { contactValues, emptyContact, type ContactValues } from './provider-form-values';

type Editing = (ContactValues & { id?: string; active?: boolean }) | null;

/** A saved provider's contacts: add, edit, and activate or deactivate each after confirmation. */
export function ContactsPanel({ provider }: { provider: ProviderDetail }) {
  const { t } = useTranslation(['providers', 'common']);
  const [editing, setEditing] = useState<Editing>(null);
  const toggle = useSetContactActive();
  const format = useFormatters();

  // Spec section 4: contacts are toggled either way after a confirmation (an inactive contact
  // receives no cost requests; an active one can again).
  const confirmToggle = (contact: ProviderContactInfo) =>
    confirmActiveToggle({
      active: contact.active,
      deactivate: {
        message: t('contacts.confirmInactivate', { name: contact.name }),
        confirmLabel: t('actions.inactivate'),
      },
      activate: { message: t('contacts.confirmActivate', { name: contact.name }), confirmLabel: t('actions.activate') },
      onConfirm: () =>
        toggle.mutate(
          { providerId: provider.id, contactId: contact.id, active: !contact.active },
          {
            onSuccess: () =>
              notifySuccess(
                t(contact.active ? 'toasts.contactInactivated' : 'toasts.contactActivated', { name: contact.name }),
              ),
            onError: notifyError,
          },
        ),
    });

  return (
    <Stack gap="sm" data-testid="contacts-panel">
      <Group justify="space-between">
        <Title order={4}>{t('contacts.title')}</Title>
        <Button variant="light" size="xs" onClick={() => setEditing(emptyContact(false))} data-testid="contact-add">
          {t('contacts.add')}
        </Button>
      </Group>
      {provider.contacts.length === 0 ? (
        <Text c="dimmed">{t('contacts.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600} type="native">
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contacts.name')}</Table.Th>
                <Table.Th>{t('contacts.services')}</Table.Th>
                <Table.Th>{t('columns.active')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {provider.contacts.map((contact) => (
                <Table.Tr key={contact.id} data-testid="contact-row">
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm">{contact.name}</Text>
                      {contact.primary && (
                        <Badge styles={FULL_LABEL} size="xs" variant="light" data-testid="contact-primary-badge">
                          {t('contacts.primary')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {contact.email}
                    </Text>
                    {/* Issue 42: a mail to this address bounced; editing the address clears it. */}
                    {contact.bouncedAt && (
                      <Tooltip label={t('contacts.bouncedHint')} multiline w={260}>
                        <Badge styles={FULL_LABEL} size="xs" variant="light" color="red" data-testid="contact-bounced">
                          {t('contacts.bounced', { at: format.dateTime(contact.bouncedAt) })}
                        </Badge>
                      </Tooltip>
                    )}
                  </Table.Td>
                  <Table.Td>{contact.services.map((s) => t(`services.${s}`)).join(', ')}</Table.Td>
                  <Table.Td>
                    <Badge styles={FULL_LABEL} variant="light" color={contact.active ? 'green' : 'gray'}>
                      {t(contact.active ? 'values.active' : 'values.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        variant="subtle"
                        size="xs"
                        onClick={() =>
                          setEditing({ ...contactValues(contact), id: contact.id, active: contact.active })
                        }
                        data-testid="contact-edit"
                      >
                        {t('actions.edit')}
                      </Button>
                      <Tooltip
                        label={t('contacts.primaryCannotInactivate')}
                        disabled={!contact.primary || !contact.active}
                      >
                        <Button
                          variant="subtle"
                          size="xs"
                          color={contact.active ? 'red' : 'green'}
                          disabled={contact.primary && contact.active}
                          onClick={() => confirmToggle(contact)}
                          data-testid="contact-toggle"
                        >
                          {t(contact.active ? 'actions.inactivate' : 'actions.activate')}
                        </Button>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <ContactModal provider={provider} contact={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
