import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { OPERATION_STATUSES, isOperationReadOnly, type OperationEvent } from '@freight/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorRows } from '@/components/data-table';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { usePreferences } from '@/lib/preferences';
import { useSession } from '@/lib/session';
import {
  useAddEvent,
  useAgenda,
  useFinalizeEvent,
  useOperations,
  useOperatives,
  usePostponeEvent,
} from '../api/operations-api';
import { WEEKDAY_KEYS, weekdayKey } from './agenda-weekdays';
import { EventFormModal, PostponeModal, zonedParts } from './event-forms';
import { useConfirmFinalize } from './finalize-confirm';

const OPEN_STATUSES = OPERATION_STATUSES.filter((s) => !isOperationReadOnly(s));
/** The drag payload: an event's id and operation (a day cell turns a drop into a postponement). */
const DRAG_TYPE = 'application/x-freight-event';
type Dragged = { id: string; reference: string; dueAt: string };

type View = 'month' | 'week' | 'day' | 'list';

/** First and last+1 day shown by a view around the anchor day (weeks start on Monday). */
function span(view: View, anchor: Dayjs): [Dayjs, Dayjs] {
  if (view === 'day') return [anchor.startOf('day'), anchor.startOf('day').add(1, 'day')];
  if (view === 'week' || view === 'list') {
    const monday = anchor.startOf('day').subtract((anchor.day() + 6) % 7, 'day');
    return [monday, monday.add(7, 'day')];
  }
  const first = anchor.startOf('month');
  const start = first.subtract((first.day() + 6) % 7, 'day');
  return [start, start.add(42, 'day')];
}

function AgendaEvent({ event }: { event: OperationEvent }) {
  const { t } = useTranslation('operations');
  const format = useFormatters();
  const finalize = useFinalizeEvent();
  const confirmFinalize = useConfirmFinalize();
  const postpone = usePostponeEvent();
  const [postponing, setPostponing] = useState(false);
  const color = event.finalizedAt ? 'green' : event.overdue ? 'red' : 'blue';
  return (
    <Card
      withBorder
      padding={4}
      radius="sm"
      data-testid="agenda-event"
      data-event-id={event.id}
      data-overdue={event.overdue ? 'true' : 'false'}
      draggable={!event.finalizedAt}
      onDragStart={(e) => {
        const payload: Dragged = { id: event.id, reference: event.operationReference, dueAt: event.dueAt };
        e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(payload));
        e.dataTransfer.effectAllowed = 'move';
      }}
      style={{
        borderLeft: `3px solid var(--mantine-color-${color}-6)`,
        cursor: event.finalizedAt ? undefined : 'grab',
      }}
    >
      <Text size="xs" fw={600} lineClamp={2}>
        {format.dateTime(event.dueAt).slice(11)} {event.title}
      </Text>
      <Text size="xs" c="dimmed" component={Link} to={`/operativa/general/${event.operationReference}`}>
        {event.operationReference}
      </Text>
      {event.overdue && (
        <Badge color="red" size="xs" variant="filled">
          {t('events.overdue')}
        </Badge>
      )}
      {!event.finalizedAt && (
        <Group gap={2}>
          <Button size="compact-xs" variant="subtle" onClick={() => setPostponing(true)} data-testid="agenda-postpone">
            {t('events.postpone')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="green"
            onClick={() =>
              confirmFinalize({ reference: event.operationReference, title: event.title }, () =>
                finalize.mutate(
                  { reference: event.operationReference, eventId: event.id },
                  { onSuccess: () => notifySuccess(t('events.finalized')), onError: notifyError },
                ),
              )
            }
            data-testid="agenda-finalize"
          >
            {t('events.finalize')}
          </Button>
        </Group>
      )}
      {postponing && (
        <PostponeModal
          opened
          currentDueAt={event.dueAt}
          busy={postpone.isPending}
          onClose={() => setPostponing(false)}
          onSubmit={(body) =>
            postpone.mutate(
              { reference: event.operationReference, eventId: event.id, ...body },
              { onSuccess: () => setPostponing(false), onError: notifyError },
            )
          }
        />
      )}
    </Card>
  );
}

/** The operative's calendar: events of the operations they follow, month/week/day/list, overdue in red. */
export function Agenda() {
  const { t } = useTranslation('operations');
  const { timeZone } = usePreferences();
  const [view, setView] = useState<View>('month');
  const [anchor, setAnchor] = useState(() => dayjs(zonedParts(new Date().toISOString(), timeZone).date));
  const [showCompleted, setShowCompleted] = useState(false);
  const [creatingOn, setCreatingOn] = useState<string | null>(null);
  const [dropped, setDropped] = useState<(Dragged & { day: string }) | null>(null);
  const postpone = usePostponeEvent();
  const [start, end] = span(view, anchor);
  // The shown days run from local midnight to local midnight in the user's zone.
  const from = dayjs.tz(start.format('YYYY-MM-DD'), timeZone).toISOString();
  const to = dayjs.tz(end.format('YYYY-MM-DD'), timeZone).toISOString();
  const agenda = useAgenda(from, to, showCompleted);
  const byDay = new Map<string, OperationEvent[]>();
  for (const e of agenda.data ?? []) {
    const day = zonedParts(e.dueAt, timeZone).date;
    byDay.set(day, [...(byDay.get(day) ?? []), e]);
  }
  const days: Dayjs[] = [];
  for (let d = start; d.isBefore(end); d = d.add(1, 'day')) days.push(d);
  const step = view === 'month' ? 'month' : view === 'day' ? 'day' : 'week';
  const today = zonedParts(new Date().toISOString(), timeZone).date;

  return (
    <Stack gap="sm" data-testid="agenda">
      <Group justify="space-between">
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => setAnchor(anchor.subtract(1, step))}
            data-testid="agenda-prev"
          >
            ←
          </Button>
          <Button size="xs" variant="default" onClick={() => setAnchor(dayjs(today))} data-testid="agenda-today">
            {t('agenda.today')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setAnchor(anchor.add(1, step))} data-testid="agenda-next">
            →
          </Button>
          <Text fw={600}>{`${start.format('DD/MM/YYYY')} – ${end.subtract(1, 'day').format('DD/MM/YYYY')}`}</Text>
        </Group>
        <Group gap="sm">
          <Button size="xs" onClick={() => setCreatingOn(today)} data-testid="agenda-new-event">
            {t('events.new')}
          </Button>
          <Switch
            label={t('events.showCompleted')}
            checked={showCompleted}
            onChange={(e) => setShowCompleted(e.currentTarget.checked)}
          />
          <SegmentedControl<View>
            size="xs"
            value={view}
            onChange={setView}
            data={(['month', 'week', 'day', 'list'] as const).map((v) => ({ value: v, label: t(`agenda.${v}`) }))}
            data-testid="agenda-view"
          />
        </Group>
      </Group>
      {/* A failed read is not an empty agenda: say so, with retry (a failed refresh keeps what was read). */}
      {agenda.isError && !agenda.data && <QueryErrorRows query={agenda} />}
      {view === 'list' ? (
        <Stack gap="xs">
          {days.map((d) => {
            const key = d.format('YYYY-MM-DD');
            const events = byDay.get(key) ?? [];
            return events.length ? (
              <Stack key={key} gap={4}>
                <Text fw={600} size="sm">
                  {`${t(`agenda.weekdays.${weekdayKey(d)}`)} ${d.format('DD/MM/YYYY')}`}
                </Text>
                {events.map((e) => (
                  <AgendaEvent key={e.id} event={e} />
                ))}
              </Stack>
            ) : null;
          })}
          {agenda.isSuccess && agenda.data.length === 0 && <Text c="dimmed">{t('events.none')}</Text>}
        </Stack>
      ) : (
        <>
          {view !== 'day' && (
            <SimpleGrid cols={7} spacing={4} data-testid="agenda-weekdays">
              {WEEKDAY_KEYS.map((k) => (
                <Text key={k} size="xs" fw={600} ta="center" c="dimmed" title={t(`agenda.weekdays.${k}`)}>
                  {t(`agenda.weekdaysShort.${k}`)}
                </Text>
              ))}
            </SimpleGrid>
          )}
          <SimpleGrid cols={view === 'day' ? 1 : 7} spacing={4}>
            {days.map((d) => {
              const key = d.format('YYYY-MM-DD');
              return (
                <Card
                  key={key}
                  withBorder
                  padding={4}
                  mih={view === 'month' ? 110 : 240}
                  bg={key === today ? 'var(--mantine-color-orange-light)' : undefined}
                  opacity={view === 'month' && d.month() !== anchor.month() ? 0.6 : 1}
                  data-testid={`agenda-day-${key}`}
                  onDragOver={(e) => {
                    if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
                  }}
                  onDrop={(e) => {
                    const raw = e.dataTransfer.getData(DRAG_TYPE);
                    if (!raw) return;
                    e.preventDefault();
                    const dragged = JSON.parse(raw) as Dragged;
                    // Dropped on its own day: nothing moves.
                    if (zonedParts(dragged.dueAt, timeZone).date !== key) setDropped({ ...dragged, day: key });
                  }}
                >
                  <Group justify="space-between" gap={0}>
                    <Text size="xs" c="dimmed">
                      {view === 'day'
                        ? `${t(`agenda.weekdays.${weekdayKey(d)}`)} ${d.format('DD/MM')}`
                        : d.format('DD/MM')}
                    </Text>
                    <ActionIcon
                      size="xs"
                      variant="subtle"
                      aria-label={t('agenda.newOn', { date: d.format('DD/MM/YYYY') })}
                      onClick={() => setCreatingOn(key)}
                      data-testid="agenda-day-add"
                    >
                      +
                    </ActionIcon>
                  </Group>
                  <Stack gap={2}>
                    {(byDay.get(key) ?? []).map((e) => (
                      <AgendaEvent key={e.id} event={e} />
                    ))}
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        </>
      )}
      {creatingOn && <AgendaEventForm day={creatingOn} onClose={() => setCreatingOn(null)} />}
      {dropped && (
        <PostponeModal
          opened
          currentDueAt={dropped.dueAt}
          initialDate={dropped.day}
          busy={postpone.isPending}
          onClose={() => setDropped(null)}
          onSubmit={(body) =>
            postpone.mutate(
              { reference: dropped.reference, eventId: dropped.id, ...body },
              {
                onSuccess: () => {
                  notifySuccess(t('events.postponed'));
                  setDropped(null);
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

/** A new event from the calendar: the day clicked, and one of the open operations the user follows. */
function AgendaEventForm({ day, onClose }: { day: string; onClose: () => void }) {
  const { t } = useTranslation('operations');
  const code = useSession()?.claims.user_code;
  const operatives = useOperatives();
  const me = operatives.data?.find((o) => o.code === code)?.id;
  // Read once the user is known: before that (or if that read failed) it would offer everyone's operations.
  const followed = useOperations(
    { limit: 100, order: 'desc', sort: 'createdAt', status: [...OPEN_STATUSES], ...(me ? { operatives: [me] } : {}) },
    undefined,
    { enabled: operatives.isSuccess },
  );
  const failed = [operatives, followed].find((q) => q.isError && !q.data);
  const add = useAddEvent();
  const [reference, setReference] = useState<string | null>(null);
  const options = (followed.data?.items ?? []).map((o) => ({
    value: o.reference,
    label: `${o.reference} · ${o.client.tradeName}`,
  }));
  return (
    <EventFormModal
      opened
      initialDate={day}
      busy={add.isPending}
      extraValid={reference !== null}
      onClose={onClose}
      onSubmit={(body) =>
        reference &&
        add.mutate(
          { reference, ...body },
          {
            onSuccess: () => {
              notifySuccess(t('events.created'));
              onClose();
            },
            onError: notifyError,
          },
        )
      }
    >
      {failed && <QueryErrorRows query={failed} />}
      <Select
        label={t('agenda.operation')}
        required
        searchable
        data={options}
        value={reference}
        onChange={setReference}
        nothingFoundMessage={followed.isSuccess ? t('agenda.noOperations') : t('common:loading')}
        data-testid="agenda-event-operation"
      />
    </EventFormModal>
  );
}
