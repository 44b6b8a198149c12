import { Badge, Button, Card, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { NOTE_VISIBILITIES, type NoteVisibility, type OperationNote } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { useSession } from '@/lib/session';
import { useActiveNoteTypes, useAddNote, useCorrectNote } from '../api/operations-api';

function NoteCard({ note, reference, canCorrect }: { note: OperationNote; reference: string; canCorrect: boolean }) {
  const { t } = useTranslation('operations');
  const format = useFormatters();
  const correct = useCorrectNote();
  const [text, setText] = useState<string | null>(null);
  return (
    <Card withBorder padding="sm" data-testid="operation-note">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ flex: 1 }}>
          <Group gap={6}>
            <Badge variant="light" size="sm">
              {t(`visibility.${note.visibility}`)}
            </Badge>
            {note.noteType && (
              <Badge variant="outline" size="sm">{`${note.noteType.code} · ${note.noteType.name}`}</Badge>
            )}
          </Group>
          {text === null ? (
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="note-text">
              {note.text}
            </Text>
          ) : (
            <Textarea
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              autosize
              maxRows={5}
              data-testid="note-correct-text"
            />
          )}
          <Text size="xs" c="dimmed">
            {t('notes.byLine', { name: note.author?.name ?? '—', date: format.dateTime(note.createdAt) })}
          </Text>
          {note.revisions.map((r) => (
            <Text key={r.replacedAt} size="xs" c="dimmed" td="line-through" data-testid="note-revision">
              {r.text}
            </Text>
          ))}
        </Stack>
        {canCorrect &&
          (text === null ? (
            <Button size="xs" variant="subtle" onClick={() => setText(note.text)} data-testid="note-correct">
              {t('notes.correct')}
            </Button>
          ) : (
            <Button
              size="xs"
              disabled={!text.trim()}
              loading={correct.isPending}
              onClick={() =>
                correct.mutate(
                  { reference, noteId: note.id, text: text.trim() },
                  { onSuccess: () => setText(null), onError: notifyError },
                )
              }
              data-testid="note-correct-save"
            >
              {t('actions.save')}
            </Button>
          ))}
      </Group>
    </Card>
  );
}

/** Notes history (never deleted); add with visibility and note type while the operation is open. */
export function NotesPanel({
  reference,
  notes,
  readOnly,
}: {
  reference: string;
  notes: OperationNote[];
  readOnly: boolean;
}) {
  const { t } = useTranslation('operations');
  const session = useSession();
  const noteTypes = useActiveNoteTypes();
  const add = useAddNote();
  const [visibility, setVisibility] = useState<NoteVisibility>('INTERNAL');
  const [noteTypeId, setNoteTypeId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const myCode = session?.claims.user_code;
  return (
    <Stack gap="sm" data-testid="operation-notes">
      {!readOnly && (
        <Card withBorder padding="sm" data-testid="note-form">
          <Stack gap="xs">
            <Group grow>
              <Select
                label={t('notes.visibility')}
                data={NOTE_VISIBILITIES.map((v) => ({ value: v, label: t(`visibility.${v}`) }))}
                value={visibility}
                onChange={(v) => v && setVisibility(v)}
                allowDeselect={false}
                data-testid="note-visibility"
              />
              <Select
                label={t('notes.type')}
                data={(noteTypes.data?.items ?? []).map((n) => ({ value: n.id, label: `${n.code} · ${n.name}` }))}
                value={noteTypeId}
                onChange={setNoteTypeId}
                searchable
                required
                error={failedReadText(t, noteTypes)}
                data-testid="note-type"
              />
            </Group>
            <Textarea
              label={t('notes.text')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              autosize
              minRows={2}
              maxRows={5}
              data-testid="note-text-input"
            />
            <Group justify="flex-end">
              <Button
                disabled={!noteTypeId || !text.trim()}
                loading={add.isPending}
                onClick={() =>
                  noteTypeId &&
                  add.mutate(
                    { reference, visibility, noteTypeId, text: text.trim() },
                    {
                      onSuccess: () => {
                        setText('');
                        notifySuccess(t('notes.created'));
                      },
                      onError: notifyError,
                    },
                  )
                }
                data-testid="note-add"
              >
                {t('notes.add')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {notes.length === 0 && <Text c="dimmed">{t('notes.none')}</Text>}
      {notes.map((n) => (
        <NoteCard
          key={n.id}
          note={n}
          reference={reference}
          canCorrect={!readOnly && !!myCode && n.author?.code === myCode}
        />
      ))}
    </Stack>
  );
}
