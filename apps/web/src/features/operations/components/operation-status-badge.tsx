import { Badge } from '@mantine/core';
import { OPERATION_STATUS_COLORS, type OperationStatus } from '@freight/shared';
import { useTranslation } from 'react-i18next';

/** The operation's status in its colour (spec: colour coding by status). */
export function OperationStatusBadge({ status, size = 'sm' }: { status: OperationStatus; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation('operations');
  return (
    <Badge
      color={OPERATION_STATUS_COLORS[status]}
      variant="light"
      size={size}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      data-testid="operation-status"
      data-status={status}
    >
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** yyyy-mm-dd (a calendar date without zone) as dd/mm/yyyy. */
export const dmy = (date: string | null) =>
  date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '—';
