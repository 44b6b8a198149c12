import { ActionIcon, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emptyNote } from '@/components/request-form/form-values';
import type { RequestFormContext } from './use-request-form';

const MAX_NOTES = 20;

/** Notes sent with the request, each visible to the client, internal or on request. */
export function NotesSection({ form, reference, errorOf }: RequestFormContext) {
  const { t } = useTranslation('quotationForm');
  const notes = form.values.notes;
  return (
    <Stack gap="xs" data-testid="request-form-notes">
      {notes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('notes.empty')}
        </Text>
      )}
      {notes.map((note, index) => (
        <Group key={note.key} align="flex-start" gap="sm" wrap="nowrap" data-testid="request-form-note">
          <Select
            label={t('notes.visibility')}
            data={reference.noteVisibilities.map((v) => ({ value: v, label: t(`notes.visibilities.${v}`) }))}
            allowDeselect={false}
            w={170}
            {...form.getInputProps(`notes.${index}.visibility`)}
            data-testid="request-form-note-visibility"
          />
          <Textarea
            label={t('notes.text')}
            required
            autosize
            minRows={1}
            maxRows={5}
            maxLength={4000}
            style={{ flex: 1 }}
            {...form.getInputProps(`notes.${index}.text`)}
            error={errorOf(`notes.${index}.text`)}
            data-testid="request-form-note-text"
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('notes.remove')}
            onClick={() => form.removeListItem('notes', index)}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={notes.length >= MAX_NOTES}
          onClick={() => form.insertListItem('notes', emptyNote())}
          data-testid="request-form-note-add"
        >
          {t('notes.add')}
        </Button>
      </Group>
    </Stack>
  );
}
