import { Alert, Skeleton, Table, Text } from '@mantine/core';
import { NOTE_VISIBILITIES, type NoteVisibility, type QuotationEvent } from '@freight/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import { useQuotationEvents } from '../../api/quotation-events';

const isNoteVisibility = (value: string | null): value is NoteVisibility =>
  (NOTE_VISIBILITIES as readonly (string | null)[]).includes(value);

/** What happened, in words: a status change names both ends; the stored detail (a comment) follows. */
function eventDetail(t: TFunction<'quotations'>, e: QuotationEvent): string {
  const parts: string[] = [];
  if (e.kind === 'STATUS_UPDATE' && e.fromStatus && e.toStatus) {
    parts.push(t('events.transition', { from: t(`statuses.${e.fromStatus}`), to: t(`statuses.${e.toStatus}`) }));
  }
  // A note's event stores its visibility as a code: shown in words.
  if (e.kind === 'NOTE_ADDED' && isNoteVisibility(e.detail)) {
    parts.push(t('events.noteVisibility', { visibility: t(`notes.visibilities.${e.detail}`) }));
  } else if (e.kind === 'AUTO_SEND_BLOCKED' && e.detail) {
    // An automatic sending held back stores the refusal's error code.
    parts.push(t(`errors:${e.detail}`));
  } else if (e.detail) parts.push(e.detail);
  return parts.join(' — ') || '—';
}

/** The quotation's event log, newest first: user, action, detail and time. */
export function EventLog({ reference }: { reference: string }) {
  const { t } = useTranslation('quotations');
  const format = useFormatters();
  const events = useQuotationEvents(reference);
  if (events.isPending) return <Skeleton height={160} />;
  if (events.isError) return <Alert color="red">{translateError(t, events.error)}</Alert>;
  if (events.data.length === 0) return <Text c="dimmed">{t('events.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={600} type="native">
      <Table striped verticalSpacing="xs" data-testid="quotation-events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('events.columns.time')}</Table.Th>
            <Table.Th>{t('events.columns.user')}</Table.Th>
            <Table.Th>{t('events.columns.action')}</Table.Th>
            <Table.Th>{t('events.columns.detail')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.data.map((e) => (
            <Table.Tr key={e.id} data-testid="quotation-event" data-kind={e.kind}>
              <Table.Td>{format.dateTime(e.createdAt)}</Table.Td>
              <Table.Td>{e.user?.name ?? t('events.system')}</Table.Td>
              <Table.Td>{t(`events.kinds.${e.kind}`)}</Table.Td>
              <Table.Td data-testid="quotation-event-detail">{eventDetail(t, e)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
