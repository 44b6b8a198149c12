import { Badge, Button, Card, Group, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { OperationEvent } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { useAddEvent, useEditEvent, useFinalizeEvent, usePostponeEvent } from '../api/operations-api';
import { EventFormModal, PostponeModal } from './event-forms';
import { useConfirmFinalize } from './finalize-confirm';

/** One event with its postponements and, while open and writable, postpone, finalize and edit. */
export function EventCard({
  event,
  reference,
  readOnly,
}: {
  event: OperationEvent;
  reference: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation('operations');
  const format = useFormatters();
  const postpone = usePostponeEvent();
  const finalize = useFinalizeEvent();
  const confirmFinalize = useConfirmFinalize();
  const edit = useEditEvent();
  const [postponing, setPostponing] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const open = !event.finalizedAt;
  return (
    <Card
      withBorder
      padding="sm"
      data-testid="operation-event"
      data-overdue={event.overdue ? 'true' : 'false'}
      style={event.overdue ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          {editing === null ? (
            <Text fw={600} data-testid="event-title-text">
              {event.title}
            </Text>
          ) : (
            <TextInput
              value={editing}
              onChange={(e) => setEditing(e.currentTarget.value)}
              data-testid="event-edit-title"
            />
          )}
          {event.description && <Text size="sm">{event.description}</Text>}
          <Text size="xs" c="dimmed">
            {t('events.due', { date: format.dateTime(event.dueAt) })} ·{' '}
            {t('events.createdBy', { name: event.createdBy?.name ?? '—', date: format.dateTime(event.createdAt) })}
          </Text>
          {event.postponements.map((p) => (
            <Text key={p.at} size="xs" c="dimmed" data-testid="event-postponement">
              {t('events.postponedLine', {
                from: format.dateTime(p.from),
                to: format.dateTime(p.to),
                reason: p.reason,
                name: p.by?.name ?? '—',
              })}
            </Text>
          ))}
          {event.finalizedAt && (
            <Text size="xs" c="green" data-testid="event-finalized">
              {t('events.finalizedLine', {
                date: format.dateTime(event.finalizedAt),
                name: event.finalizedBy?.name ?? '—',
              })}
            </Text>
          )}
        </Stack>
        <Stack gap={4} align="flex-end">
          {event.overdue && (
            <Badge color="red" variant="filled" data-testid="event-overdue">
              {t('events.overdue')}
            </Badge>
          )}
          {open && !readOnly && (
            <Group gap={4} wrap="nowrap">
              {editing === null ? (
                <Button size="xs" variant="subtle" onClick={() => setEditing(event.title)} data-testid="event-edit">
                  {t('actions.edit')}
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  disabled={!editing.trim()}
                  loading={edit.isPending}
                  onClick={() =>
                    edit.mutate(
                      { reference, eventId: event.id, title: editing.trim(), description: event.description ?? '' },
                      { onSuccess: () => setEditing(null), onError: notifyError },
                    )
                  }
                  data-testid="event-edit-save"
                >
                  {t('actions.save')}
                </Button>
              )}
              <Button size="xs" variant="light" onClick={() => setPostponing(true)} data-testid="event-postpone">
                {t('events.postpone')}
              </Button>
              <Button
                size="xs"
                color="green"
                loading={finalize.isPending}
                onClick={() =>
                  confirmFinalize({ reference, title: event.title }, () =>
                    finalize.mutate(
                      { reference, eventId: event.id },
                      { onSuccess: () => notifySuccess(t('events.finalized')), onError: notifyError },
                    ),
                  )
                }
                data-testid="event-finalize"
              >
                {t('events.finalize')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
      {postponing && (
        <PostponeModal
          opened
          currentDueAt={event.dueAt}
          busy={postpone.isPending}
          onClose={() => setPostponing(false)}
          onSubmit={(body) =>
            postpone.mutate(
              { reference, eventId: event.id, ...body },
              {
                onSuccess: () => {
                  setPostponing(false);
                  notifySuccess(t('events.postponed'));
                },
                onError: notifyError,
              },
            )
          }
        />
      )}
    </Card>
  );
}

type SortBy = 'due' | 'created';
/** Events listed before "view all" (the next to fall due, or the newest, by the chosen sort). */
export const EVENTS_SHOWN_FIRST = 5;

/** Events of one operation: sort by expiry or creation, completed shown on demand, the first few or all, add while writable. */
export function EventsPanel({
  reference,
  events,
  readOnly,
}: {
  reference: string;
  events: OperationEvent[];
  readOnly: boolean;
}) {
  const { t } = useTranslation('operations');
  const add = useAddEvent();
  const [adding, setAdding] = useState(false);
  const [sortBy, setSortBy] = useState<SortBy>('due');
  const [showCompleted, setShowCompleted] = useState(false);
  const [viewAll, setViewAll] = useState(false);
  const shown = events
    .filter((e) => showCompleted || !e.finalizedAt)
    .sort((a, b) => (sortBy === 'due' ? a.dueAt.localeCompare(b.dueAt) : b.createdAt.localeCompare(a.createdAt)));
  return (
    <Stack gap="sm" data-testid="operation-events">
      <Group justify="space-between">
        <Group gap="sm">
          <SegmentedControl<SortBy>
            size="xs"
            value={sortBy}
            onChange={setSortBy}
            data={[
              { value: 'due', label: t('events.sortDue') },
              { value: 'created', label: t('events.sortCreated') },
            ]}
          />
          <Switch
            label={t('events.showCompleted')}
            checked={showCompleted}
            onChange={(e) => setShowCompleted(e.currentTarget.checked)}
            data-testid="events-show-completed"
          />
        </Group>
        {!readOnly && (
          <Button size="xs" onClick={() => setAdding(true)} data-testid="event-add">
            {t('events.add')}
          </Button>
        )}
      </Group>
      {shown.length === 0 && <Text c="dimmed">{t('events.none')}</Text>}
      {(viewAll ? shown : shown.slice(0, EVENTS_SHOWN_FIRST)).map((e) => (
        <EventCard key={e.id} event={e} reference={reference} readOnly={readOnly} />
      ))}
      {shown.length > EVENTS_SHOWN_FIRST && (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => setViewAll(!viewAll)}
          data-testid="events-view-all"
          data-expanded={viewAll ? 'true' : 'false'}
        >
          {viewAll ? t('events.viewFewer') : t('events.viewAll', { count: shown.length })}
        </Button>
      )}
      {adding && (
        <EventFormModal
          opened
          busy={add.isPending}
          onClose={() => setAdding(false)}
          onSubmit={(body) =>
            add.mutate(
              { reference, ...body },
              {
                onSuccess: () => {
                  setAdding(false);
                  notifySuccess(t('events.created'));
                },
                onError: notifyError,
              },
            )
          }
        />
      )}
    </Stack>
  );
}
