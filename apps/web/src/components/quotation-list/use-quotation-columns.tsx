import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { QuotationListQueryDto } from '@freight/shared/dto';
import type { QuotationSummary } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/data-table';
import { useFormatters } from '@/lib/formatting';
import { laneText } from '@/components/quotation/lane';
import { quotationPath } from '@/lib/quotation-path';
import { StatusBadge } from '@/components/quotation/status-badge';
import { chargeableText, formatQuantity } from '@/components/quotation/totals';

export type QuotationSortField = QuotationListQueryDto['sort'];

/** Columns of every quotation list; the commercial is shown by default only where others' quotations appear. */
export function useQuotationColumns(options: {
  showCommercial: boolean;
  /** Staff lists show the pricing owner by default where pricing work is tracked. */
  showPricingUser?: boolean;
  /** Where a reference opens the quotation: my quotations unless the list says (pricing opens its own view). */
  referencePath?: (reference: string) => string;
}): DataTableColumn<QuotationSummary, QuotationSortField>[] {
  const referencePath = options.referencePath ?? quotationPath;
  const { t } = useTranslation('quotations');
  const format = useFormatters();
  const units = { kg: t('units.kg'), wm: t('units.wm') };
  return [
    {
      id: 'reference',
      header: t('columns.reference'),
      sortField: 'reference',
      hideable: false,
      noWrap: true,
      cell: (q) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={referencePath(q.reference)} fw={600} size="sm" data-testid="quotation-link">
            {q.reference}
          </Anchor>
          {q.origin === 'CLIENT_REQUEST' && (
            <Badge size="xs" variant="light" color="grape" data-testid="client-request-badge">
              {t('clientRequestBadge')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sortField: 'createdAt',
      noWrap: true,
      cell: (q) => format.dateTime(q.createdAt),
    },
    { id: 'client', header: t('columns.client'), cell: (q) => q.client.name },
    { id: 'service', header: t('columns.service'), cell: (q) => t(`services.${q.service}`) },
    { id: 'lane', header: t('columns.lane'), cell: (q) => <Text size="sm">{laneText(q)}</Text> },
    { id: 'incoterm', header: t('columns.incoterm'), cell: (q) => q.incoterm ?? '—', align: 'center' },
    {
      id: 'status',
      header: t('columns.status'),
      noWrap: true,
      cell: (q) => <StatusBadge status={q.status} active={q.active} />,
    },
    {
      id: 'weight',
      header: t('columns.weight'),
      cell: (q) => formatQuantity(q.totals.weightKg, format.currencyFormat),
      align: 'right',
      noWrap: true,
    },
    {
      id: 'volume',
      header: t('columns.volume'),
      cell: (q) => formatQuantity(q.totals.volumeM3, format.currencyFormat),
      align: 'right',
      noWrap: true,
      hiddenByDefault: true,
    },
    {
      id: 'chargeable',
      header: t('columns.chargeable'),
      cell: (q) => chargeableText(q, units, format.currencyFormat),
      align: 'right',
      noWrap: true,
    },
    {
      id: 'commercial',
      header: t('columns.commercial'),
      cell: (q) => q.commercial.name,
      hiddenByDefault: !options.showCommercial,
    },
    {
      id: 'assignedTo',
      header: t('columns.assignedTo'),
      cell: (q) => q.assignedTo?.name ?? '—',
      hiddenByDefault: true,
    },
    {
      id: 'pricingUser',
      header: t('columns.pricingUser'),
      cell: (q) => <span data-testid="quotation-pricing-user">{q.pricingUser?.name ?? '—'}</span>,
      hiddenByDefault: !options.showPricingUser,
    },
  ];
}
