import { Badge, Group, type MantineColor } from '@mantine/core';
import type { PortalQuotationSummary, PortalStatus } from '@freight/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PortalStatus, MantineColor> = { SENT: 'indigo', APPROVED: 'green', NOT_APPROVED: 'red' };
const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/** The client's view of the state: awaiting answer, accepted or declined, plus expired or cancelled. */
export function PortalStatusBadge({
  quotation: q,
  size = 'sm',
}: {
  quotation: PortalQuotationSummary;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('clientPortal');
  return (
    <Group gap={4} wrap="nowrap">
      <Badge
        color={COLORS[q.status]}
        variant="light"
        size={size}
        style={WHOLE}
        data-testid="portal-status"
        data-status={q.status}
      >
        {t(`status.${q.status}`)}
      </Badge>
      {q.expired && (
        <Badge color="orange" variant="filled" size={size} style={WHOLE} data-testid="portal-expired">
          {t('status.expired')}
        </Badge>
      )}
      {q.cancelled && (
        <Badge color="dark" variant="filled" size={size} style={WHOLE} data-testid="portal-cancelled">
          {t('status.cancelled')}
        </Badge>
      )}
    </Group>
  );
}
