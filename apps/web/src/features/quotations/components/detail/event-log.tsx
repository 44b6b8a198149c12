import { Alert, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import { useQuotationEvents } from '../../api/quotation-events';
import { eventDetail, eventKindLabel } from './event-detail';

/** The quotation's event log, newest first: user, action, detail and time. */
export function EventLog({ reference }: { reference: string }) {
  const { t } = useTranslation(['quotations', 'pricing', 'errors']);
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
              <Table.Td>{eventKindLabel(t, e.kind)}</Table.Td>
              <Table.Td data-testid="quotation-event-detail">{eventDetail(t, e)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
