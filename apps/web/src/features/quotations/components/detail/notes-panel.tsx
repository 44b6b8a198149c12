import { Alert, Badge, Button, Group, Paper, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { DEFAULT_NOTE_VISIBILITY, NOTE_VISIBILITIES, type NoteVisibility } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { RecordTypeLabel, RecordTypePicker } from '@/components/record-types/record-type-picker';
import { useRecordTypeOptions } from '@/features/record-types/api/record-type-api';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import { useAddQuotationNote, useQuotationNotes } from '../../api/quotation-notes';

const VISIBILITY_COLORS: Record<NoteVisibility, string> = { CLIENT: 'teal', INTERNAL: 'gray', ON_REQUEST: 'orange' };
// Server limit of NewNoteDto.text.
const MAX_NOTE_LENGTH = 4000;

function AddNoteForm({ reference }: { reference: string }) {
  const { t } = useTranslation('quotations');
  const [visibility, setVisibility] = useState<NoteVisibility>(DEFAULT_NOTE_VISIBILITY);
  const [noteTypeId, setNoteTypeId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddQuotationNote(reference);

  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed) {
      setError(t('notes.required'));
      return;
    }
    // Adding a note is not destructive: no confirmation (issue 24); the form says notes are permanent.
    add.mutate(
      { visibility, text: trimmed, ...(noteTypeId ? { noteTypeId } : {}) },
      {
        onSuccess: () => {
          setText('');
          notifySuccess(t('notes.added'));
        },
        onError: notifyError,
      },
    );
  };

  return (
    <Stack gap="xs">
      <Textarea
        label={t('notes.text')}
        placeholder={t('notes.textPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={MAX_NOTE_LENGTH}
        data-testid="note-text"
      />
      <Group align="flex-end" gap="sm">
        <Select<NoteVisibility>
          label={t('notes.visibility')}
          data={NOTE_VISIBILITIES.map((value) => ({ value, label: t(`notes.visibilities.${value}`) }))}
          value={visibility}
          onChange={(value) => value && setVisibility(value)}
          allowDeselect={false}
          w={200}
          data-testid="note-visibility"
        />
        <RecordTypePicker
          useOptions={useRecordTypeOptions}
          kind="note"
          value={noteTypeId}
          onChange={setNoteTypeId}
          w={260}
          data-testid="note-type-picker"
        />
        <Button onClick={submit} loading={add.isPending} data-testid="note-add">
          {t('notes.add')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('notes.neverDeleted')}
      </Text>
    </Stack>
  );
}

/** Notes of a quotation, newest first, and the form to add one (no edit, no delete). */
export function NotesPanel({ reference }: { reference: string }) {
  const { t } = useTranslation('quotations');
  const format = useFormatters();
  const notes = useQuotationNotes(reference);
  return (
    <Stack gap="md">
      <AddNoteForm reference={reference} />
      {notes.isPending && <Skeleton height={80} />}
      {notes.isError && <Alert color="red">{translateError(t, notes.error)}</Alert>}
      {notes.isSuccess && notes.data.length === 0 && <Text c="dimmed">{t('notes.empty')}</Text>}
      {notes.data?.map((note) => (
        <Paper key={note.id} withBorder p="sm" radius="md" data-testid="quotation-note">
          <Group justify="space-between" mb={4}>
            <Group gap="xs">
              <Badge variant="light" color={VISIBILITY_COLORS[note.visibility]} data-testid="quotation-note-visibility">
                {t(`notes.visibilities.${note.visibility}`)}
              </Badge>
              {note.noteType && <RecordTypeLabel type={note.noteType} testId="quotation-note-type" />}
            </Group>
            <Text size="xs" c="dimmed">
              {note.createdBy?.name ?? t('events.system')} · {format.dateTime(note.createdAt)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="quotation-note-text">
            {note.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
