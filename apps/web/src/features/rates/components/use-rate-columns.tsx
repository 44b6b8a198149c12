import { Anchor, Badge } from '@mantine/core';
import type { RateListItem, RateValidity } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/data-table';
import { useFormatters } from '@/lib/formatting';

/** Badges in table cells keep their whole word (no ellipsis when the column is narrow). */
export const BADGE_FIT = { flexShrink: 0, minWidth: 'max-content' } as const;

export const VALIDITY_COLOR: Record<RateValidity, string> = {
  FUTURE: 'blue',
  VALID: 'green',
  EXPIRING: 'yellow',
  EXPIRED: 'gray',
};

/** The rates list columns; the list is ordered by the end of validity. */
export function useRateColumns(): DataTableColumn<RateListItem, 'validTo'>[] {
  const { t } = useTranslation('rates');
  const f = useFormatters();
  return [
    {
      id: 'lane',
      header: t('columns.lane'),
      hideable: false,
      noWrap: true,
      cell: (r) => (
        <Anchor component={Link} to={`/pricing/tarifas/${r.id}`} data-testid={`rate-open-${r.id}`}>
          {r.originCode} → {r.destinationCode}
        </Anchor>
      ),
    },
    { id: 'service', header: t('columns.service'), cell: (r) => t(`services.${r.service}`), noWrap: true },
    { id: 'container', header: t('columns.container'), cell: (r) => r.container ?? '', hiddenByDefault: true },
    { id: 'carrier', header: t('columns.carrier'), cell: (r) => r.carrier.name },
    { id: 'description', header: t('columns.description'), cell: (r) => r.description },
    {
      id: 'type',
      header: t('columns.type'),
      cell: (r) => `${t(`directions.${r.direction}`)} · ${t(`terms.${r.term}`)}`,
      hiddenByDefault: true,
    },
    { id: 'validFrom', header: t('columns.validFrom'), cell: (r) => f.date(r.validFrom), noWrap: true },
    { id: 'validTo', header: t('columns.validTo'), cell: (r) => f.date(r.validTo), sortField: 'validTo', noWrap: true },
    {
      id: 'validity',
      header: t('columns.validity'),
      noWrap: true,
      cell: (r) => (
        <Badge
          color={VALIDITY_COLOR[r.validity]}
          variant="light"
          style={BADGE_FIT}
          data-testid={`rate-validity-${r.id}`}
        >
          {t(`validity.${r.validity}`)}
        </Badge>
      ),
    },
    {
      id: 'transit',
      header: t('columns.transitDays'),
      cell: (r) => (r.transitDays === null ? '' : f.number(r.transitDays, 0)),
      align: 'right',
    },
    { id: 'owner', header: t('columns.owner'), cell: (r) => r.owner.name, hiddenByDefault: true },
    { id: 'version', header: t('columns.version'), cell: (r) => r.version, align: 'right', hiddenByDefault: true },
  ];
}
