import { Badge, Group, type MantineColor } from '@mantine/core';
import type { QuotationStatus } from '@freight/shared';
import { useTranslation } from 'react-i18next';

/** One colour per status so a list can be scanned by state; closed outcomes are green or red. */
export const STATUS_COLORS: Record<QuotationStatus, MantineColor> = {
  REQUESTED: 'blue',
  PENDING: 'yellow',
  QUOTED: 'cyan',
  UPDATED: 'grape',
  SENT: 'indigo',
  APPROVED: 'green',
  NOT_APPROVED: 'red',
  FUTURE: 'gray',
};

// A badge never shrinks below its text (a narrow column read "NO APROBA…"): the table scrolls instead.
const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

type StatusBadgeProps = { status: QuotationStatus; active?: boolean; size?: 'sm' | 'md' | 'lg' };

/** The status, plus a "cancelled" mark when the quotation was inactivated. */
export function StatusBadge({ status, active = true, size = 'sm' }: StatusBadgeProps) {
  const { t } = useTranslation('quotations');
  return (
    <Group gap={4} wrap="nowrap">
      <Badge
        color={STATUS_COLORS[status]}
        variant="light"
        size={size}
        style={WHOLE}
        data-testid="quotation-status"
        data-status={status}
      >
        {t(`statuses.${status}`)}
      </Badge>
      {!active && (
        <Badge color="dark" variant="filled" size={size} style={WHOLE} data-testid="quotation-inactive">
          {t('inactive')}
        </Badge>
      )}
    </Group>
  );
}
