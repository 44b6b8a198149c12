import { Badge, Group } from '@mantine/core';
import type { SupportTicketSummary } from '@freight/shared';
import { useTranslation } from 'react-i18next';

const PRIORITY_COLOR = {
  MINIMAL: 'gray',
  VERY_LOW: 'gray',
  LOW: 'blue',
  MEDIUM: 'yellow',
  HIGH: 'orange',
  CRITICAL: 'red',
} as const;
const STATUS_COLOR = { NOT_STARTED: 'gray', IN_PROGRESS: 'blue', BLOCKED: 'red', COMPLETED: 'green' } as const;

export function PriorityBadge({ priority }: { priority: SupportTicketSummary['priority'] }) {
  const { t } = useTranslation('support');
  return (
    <Badge color={PRIORITY_COLOR[priority]} variant="light" data-testid="ticket-priority">
      {t(`priority.${priority}`)}
    </Badge>
  );
}

export function StatusBadges({ ticket }: { ticket: Pick<SupportTicketSummary, 'status' | 'outcome' | 'overdue'> }) {
  const { t } = useTranslation('support');
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={STATUS_COLOR[ticket.status]} variant="light" data-testid="ticket-status">
        {t(`status.${ticket.status}`)}
      </Badge>
      {ticket.outcome && (
        <Badge color="dark" variant="outline" data-testid="ticket-outcome">
          {t(`outcome.${ticket.outcome}`)}
        </Badge>
      )}
      {/* White on red 6 is 3.3:1; on red 9 it is over 5:1 (WCAG 1.4.3). */}
      {ticket.overdue && (
        <Badge color="red.9" data-testid="ticket-overdue">
          {t('overdue')}
        </Badge>
      )}
    </Group>
  );
}
