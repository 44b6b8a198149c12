import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProviderDetail } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { useAddContact } from '../api/add-contact';
import { useUpdateContact } from '../api/update-contact';
import { ContactFields } from './contact-fields';
import { contactProblems } from './provider-form-rules';
import { toContactBody, type ContactValues } from './provider-form-values';
import { ruleMessages, serverFieldRules } from './server-field-errors';
import { AppForm } from '@/components/forms';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

type Props = {
  provider: ProviderDetail;
  /** The contact being edited; without one the modal adds a new contact. */
  contact: ContactValues & { id?: string; active?: boolean };
  onClose: () => void;
};

/** Add or edit one contact of a saved provider. Checking "primary" moves the role to this contact. */
export function ContactModal({ provider, contact, onClose }: Props) {
  useReturnFocus(true);
  const { t } = useTranslation(['providers', 'common']);
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: contact,
    validate: (values) => ruleMessages(t, contactProblems(values)),
  });
  const add = useAddContact();
  const update = useUpdateContact();
  const editingId = contact.id;
  // The primary role is handed over by making another contact primary, never dropped.
  const primaryLocked = contact.primary && Boolean(editingId);

  const submit = form.onSubmit((values) => {
    const body = toContactBody(values);
    const done = {
      onSuccess: () => {
        notifySuccess(t(editingId ? 'toasts.contactUpdated' : 'toasts.contactAdded', { name: body.name }));
        onClose();
      },
      onError: (error: unknown) => {
        const rules = serverFieldRules(error);
        if (Object.keys(rules).length) form.setErrors(ruleMessages(t, rules));
        notifyError(error);
      },
    };
    if (editingId) update.mutate({ providerId: provider.id, contactId: editingId, body }, done);
    else add.mutate({ providerId: provider.id, body }, done);
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(editingId ? 'contacts.editTitle' : 'contacts.addTitle')}
      size="lg"
      centered
    >
      <AppForm onSubmit={submit} focusFirstField data-testid="contact-form">
        <Stack gap="sm">
          <ContactFields input={(field) => form.getInputProps(field)} />
          <Checkbox
            label={t('contacts.makePrimary')}
            description={primaryLocked ? t('contacts.primaryLocked') : undefined}
            disabled={primaryLocked || contact.active === false}
            {...form.getInputProps('primary', { type: 'checkbox' })}
            data-testid="contact-primary"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending || update.isPending} data-testid="contact-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}
