import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { DEFAULT_EVENT_DUE_TIME } from '@freight/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '@/components/dates';
import { usePreferences } from '@/lib/preferences';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

dayjs.extend(utc);
dayjs.extend(timezone);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day and a 24 h time typed in the user's time zone, as an ISO instant. */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', timeZone).toISOString();
}

/** The day (yyyy-mm-dd) and time (HH:mm) of an instant in the zone. */
export function zonedParts(iso: string, timeZone: string): { date: string; time: string } {
  const d = dayjs(iso).tz(timeZone);
  return { date: d.format('YYYY-MM-DD'), time: d.format('HH:mm') };
}

function DueFields({
  date,
  time,
  onDate,
  onTime,
}: {
  date: string | null;
  time: string;
  onDate: (d: string | null) => void;
  onTime: (t: string) => void;
}) {
  const { t } = useTranslation('operations');
  return (
    <Group grow align="flex-start">
      <DateTextInput label={t('events.dueDate')} value={date} onChange={onDate} required data-testid="event-due-date" />
      <TextInput
        label={t('events.dueTime')}
        value={time}
        onChange={(e) => onTime(e.currentTarget.value)}
        error={TIME.test(time) ? undefined : t('events.timeInvalid')}
        placeholder="12:00"
        data-testid="event-due-time"
      />
    </Group>
  );
}

type EventFormProps = {
  opened: boolean;
  onClose: () => void;
  onSubmit: (body: { title: string; description?: string; dueAt: string }) => void;
  busy: boolean;
  initialDate?: string | null;
  /** Fields above the title (the agenda's operation picker). */
  children?: ReactNode;
  /** Whether the caller's own fields are complete. */
  extraValid?: boolean;
};

/** New event: title, description and a due date whose time defaults to 12:00 in the user's zone. */
export function EventFormModal({
  opened,
  onClose,
  onSubmit,
  busy,
  initialDate = null,
  children,
  extraValid = true,
}: EventFormProps) {
  useReturnFocus(opened);
  const { t } = useTranslation('operations');
  const { timeZone } = usePreferences();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [date, setDate] = useState<string | null>(initialDate);
  const [time, setTime] = useState(DEFAULT_EVENT_DUE_TIME);
  const valid = extraValid && title.trim().length > 0 && date !== null && TIME.test(time);
  return (
    <Modal opened={opened} onClose={onClose} title={t('events.new')} data-testid="event-form">
      <Stack>
        {children}
        <TextInput
          label={t('events.title')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          required
          data-testid="event-title"
        />
        <Textarea
          label={t('events.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          maxRows={5}
          data-testid="event-description"
        />
        <DueFields date={date} time={time} onDate={setDate} onTime={setTime} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            disabled={!valid}
            loading={busy}
            onClick={() =>
              date &&
              onSubmit({
                title: title.trim(),
                description: description.trim() || undefined,
                dueAt: zonedInstant(date, time, timeZone),
              })
            }
            data-testid="event-save"
          >
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type PostponeProps = {
  opened: boolean;
  onClose: () => void;
  onSubmit: (body: { dueAt: string; reason: string }) => void;
  busy: boolean;
  currentDueAt: string;
  /** The day the event was dropped on in the agenda (yyyy-mm-dd). */
  initialDate?: string | null;
};

/** Postpone: a new due date and the reason, both required. */
export function PostponeModal({ opened, onClose, onSubmit, busy, currentDueAt, initialDate = null }: PostponeProps) {
  useReturnFocus(opened);
  const { t } = useTranslation('operations');
  const { timeZone } = usePreferences();
  const current = zonedParts(currentDueAt, timeZone);
  const [date, setDate] = useState<string | null>(initialDate);
  const [time, setTime] = useState(current.time);
  const [reason, setReason] = useState('');
  const valid = date !== null && TIME.test(time) && reason.trim().length > 0;
  return (
    <Modal opened={opened} onClose={onClose} title={t('events.postpone')} data-testid="postpone-form">
      <Stack>
        <DueFields date={date} time={time} onDate={setDate} onTime={setTime} />
        <Textarea
          label={t('events.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          required
          autosize
          maxRows={5}
          data-testid="postpone-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            disabled={!valid}
            loading={busy}
            onClick={() => date && onSubmit({ dueAt: zonedInstant(date, time, timeZone), reason: reason.trim() })}
            data-testid="postpone-save"
          >
            {t('events.postpone')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
