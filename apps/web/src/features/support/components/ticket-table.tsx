import { Table, Text } from '@mantine/core';
import type { SupportTicketSummary } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatters } from '@/lib/formatting';
import { PriorityBadge, StatusBadges } from './ticket-badges';

/** Tickets as rows; a click opens /support/{ticketId}. */
export function TicketTable({ tickets, testId }: { tickets: SupportTicketSummary[]; testId: string }) {
  const { t } = useTranslation('support');
  const format = useFormatters();
  const navigate = useNavigate();
  if (tickets.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid={`${testId}-empty`}>
        {t('empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.title')}</Table.Th>
            <Table.Th>{t('columns.product')}</Table.Th>
            <Table.Th>{t('columns.priority')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.dueDate')}</Table.Th>
            <Table.Th>{t('columns.author')}</Table.Th>
            <Table.Th>{t('columns.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr
              key={ticket.id}
              style={{ cursor: 'pointer' }}
              onClick={() => void navigate(`/support/${ticket.id}`)}
              data-testid="ticket-row"
              data-ticket-id={ticket.id}
            >
              <Table.Td>SUP-{ticket.number}</Table.Td>
              <Table.Td>{ticket.title}</Table.Td>
              <Table.Td>
                {ticket.product.name} · {ticket.error.name}
              </Table.Td>
              <Table.Td>
                <PriorityBadge priority={ticket.priority} />
              </Table.Td>
              <Table.Td>
                <StatusBadges ticket={ticket} />
              </Table.Td>
              <Table.Td>{ticket.dueDate ? format.date(ticket.dueDate) : '—'}</Table.Td>
              <Table.Td>{ticket.author.name}</Table.Td>
              <Table.Td>{format.date(ticket.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
