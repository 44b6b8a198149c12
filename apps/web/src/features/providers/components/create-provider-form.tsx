import { Button, Divider, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/notify';
import { useCreateProvider } from '../api/create-provider';
import { ContactFields } from './contact-fields';
import { ProviderFields } from './provider-fields';
import { emptyContact, emptyProvider, toCreateBody } from './provider-form-values';
import { useProviderForm } from './use-provider-form';
import { AppForm } from '@/components/forms';
import { useDirtyReport } from '@/components/unsaved';

type CreateProviderFormProps = {
  onCreated: () => void;
  /** Set to whether anything was entered (the drawer asks before losing it). */
  dirtyRef: RefObject<() => boolean>;
};

/** New provider with its contacts in one save; the radio picks the one primary contact. */
export function CreateProviderForm({ onCreated, dirtyRef }: CreateProviderFormProps) {
  const { t } = useTranslation(['providers', 'common']);
  const { form, refuse } = useProviderForm(emptyProvider(), true);
  useDirtyReport(dirtyRef, () => form.isDirty());
  const create = useCreateProvider();
  const contacts = form.values.contacts;
  const primaryKey = contacts.find((c) => c.primary)?.key ?? null;

  // Removing the primary contact hands the role to the first one left, so there is always one.
  const removeContact = (index: number) => {
    const rest = contacts.filter((_, i) => i !== index);
    form.setFieldValue(
      'contacts',
      rest.map((c, i) => ({ ...c, primary: rest.some((x) => x.primary) ? c.primary : i === 0 })),
    );
  };

  const submit = form.onSubmit((values) =>
    create.mutate(toCreateBody(values), {
      onSuccess: (provider) => {
        notifySuccess(t('toasts.created', { name: provider.name }));
        onCreated();
      },
      onError: refuse,
    }),
  );

  return (
    <AppForm onSubmit={submit} focusFirstField long data-testid="provider-create-form">
      <Stack gap="md">
        <ProviderFields form={form} />
        <Divider />
        <Group justify="space-between">
          <Title order={4}>{t('contacts.title')}</Title>
          <Button
            variant="light"
            size="xs"
            onClick={() => form.insertListItem('contacts', emptyContact(contacts.length === 0))}
            data-testid="contact-add-inline"
          >
            {t('contacts.add')}
          </Button>
        </Group>
        {form.errors.contacts && (
          <Text c="red" size="sm" data-testid="contacts-error">
            {form.errors.contacts}
          </Text>
        )}
        <Radio.Group
          value={primaryKey}
          onChange={(key) =>
            form.setFieldValue(
              'contacts',
              contacts.map((c) => ({ ...c, primary: c.key === key })),
            )
          }
          label={t('contacts.primaryHint')}
        >
          <Stack gap="sm" mt="xs">
            {contacts.map((contact, index) => (
              <Paper key={contact.key} withBorder p="sm" radius="md" data-testid="contact-inline">
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Radio value={contact.key} label={t('contacts.primary')} data-testid={`contact-primary-${index}`} />
                    {contacts.length > 1 && (
                      <Button variant="subtle" color="red" size="xs" onClick={() => removeContact(index)}>
                        {t('contacts.remove')}
                      </Button>
                    )}
                  </Group>
                  <ContactFields index={index} input={(field) => form.getInputProps(`contacts.${index}.${field}`)} />
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="provider-save">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </AppForm>
  );
}
