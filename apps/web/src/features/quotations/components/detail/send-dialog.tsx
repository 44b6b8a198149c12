import { Button, Group, Modal, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { useSendQuotation } from '@/features/pricing/api/pricing-api';
import { useSendRecipients } from '../../api/send-recipients';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_RECIPIENTS = 10;

/**
 * Sending the quotation to the client: recipients (the client's contacts are suggested, one click
 * adds one) and an optional message, which the mail puts after the greeting.
 */
export function SendDialog({
  reference,
  opened,
  onClose,
  onSent,
}: {
  reference: string;
  opened: boolean;
  onClose: () => void;
  /** After a successful send, once the dialog is closing. */
  onSent?: () => void;
}) {
  useReturnFocus(opened);
  const { t } = useTranslation('pricing');
  const send = useSendQuotation(reference);
  const contacts = useSendRecipients(reference, opened);
  const [to, setTo] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const invalid = to.filter((address) => !EMAIL.test(address));
  const chosen = new Set(to.map((a) => a.toLowerCase()));
  const suggestions = (contacts.data ?? []).filter((c) => !chosen.has(c.email.toLowerCase()));
  const add = (email: string) => setTo((current) => (current.length < MAX_RECIPIENTS ? [...current, email] : current));
  const submit = () =>
    send.mutate(
      { to, ...(message.trim() ? { message: message.trim() } : {}) },
      {
        onSuccess: () => {
          notifySuccess(t('sending.sent', { reference }));
          setTo([]);
          setMessage('');
          onClose();
          onSent?.();
        },
        onError: notifyError,
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title={t('sending.dialogTitle', { reference })} data-testid="send-dialog">
      <Stack gap="sm">
        <TagsInput
          label={t('sending.recipients')}
          description={t('sending.recipientsHint')}
          value={to}
          onChange={setTo}
          data={suggestions.map((c) => c.email)}
          maxTags={MAX_RECIPIENTS}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          error={invalid.length > 0 ? t('sending.invalidEmail', { address: invalid[0] }) : undefined}
          data-testid="send-recipients"
        />
        {suggestions.length > 0 && (
          <Stack gap={4} data-testid="send-contacts">
            <Text size="xs" c="dimmed">
              {t('sending.contacts')}
            </Text>
            <Group gap="xs">
              {suggestions.map((c) => (
                <Button
                  key={c.email}
                  size="compact-xs"
                  variant="light"
                  onClick={() => add(c.email)}
                  title={c.position ?? undefined}
                  data-testid="send-contact"
                  data-email={c.email}
                >
                  {t('sending.addContact', { name: c.name, email: c.email })}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        <Textarea
          label={t('sending.message')}
          description={t('sending.messageHint')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={4000}
          data-testid="send-message"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={to.length === 0 || invalid.length > 0}
            loading={send.isPending}
            data-testid="send-submit"
          >
            {t('sending.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
