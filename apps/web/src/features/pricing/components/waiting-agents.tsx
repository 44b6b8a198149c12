import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import type { WaitingCostRequest } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, useDataTable, type DataTableColumn } from '@/components/data-table';
import { useFormatters } from '@/lib/formatting';
import { useWaitingCostRequests } from '../api/pricing-api';
import { pricingQuotationPath } from '@/lib/pricing-path';

/**
 * Pricing's list of agents who have not answered a cost request within the configured time (each has
 * been sent one automatic reminder), longest waiting first.
 */
export function WaitingAgents() {
  const { t } = useTranslation(['pricing', 'quotations']);
  const format = useFormatters();
  const table = useDataTable<'sentAt'>({ defaultSort: { sort: 'sentAt', order: 'asc' } });
  const { limit, cursor, order } = table.params;
  const query = useWaitingCostRequests({ limit, cursor, order });
  const hours = query.data?.thresholdHours;
  const columns: DataTableColumn<WaitingCostRequest, 'sentAt'>[] = [
    {
      id: 'reference',
      header: t('waiting.columns.reference'),
      hideable: false,
      noWrap: true,
      cell: (r) => (
        <Anchor
          component={Link}
          to={pricingQuotationPath(r.reference)}
          fw={600}
          size="sm"
          data-testid="waiting-reference"
        >
          {r.reference}
        </Anchor>
      ),
    },
    {
      id: 'service',
      header: t('waiting.columns.service'),
      noWrap: true,
      cell: (r) => t(`quotations:services.${r.service}`),
    },
    { id: 'agent', header: t('waiting.columns.agent'), cell: (r) => r.provider.name },
    { id: 'email', header: t('waiting.columns.email'), hiddenByDefault: true, cell: (r) => r.email },
    {
      id: 'sentAt',
      header: t('waiting.columns.sentAt'),
      sortField: 'sentAt',
      noWrap: true,
      cell: (r) => format.dateTime(r.sentAt),
    },
    {
      id: 'waitingHours',
      header: t('waiting.columns.waitingHours'),
      align: 'right',
      noWrap: true,
      cell: (r) => format.number(r.waitingHours, 0),
    },
    {
      id: 'answerBy',
      header: t('waiting.columns.answerBy'),
      noWrap: true,
      cell: (r) => (r.answerBy ? format.dateTime(r.answerBy) : '—'),
    },
    {
      id: 'opened',
      header: t('waiting.columns.opened'),
      noWrap: true,
      cell: (r) => (r.firstOpenedAt ? format.dateTime(r.firstOpenedAt) : '—'),
    },
    {
      id: 'reminded',
      header: t('waiting.columns.reminded'),
      noWrap: true,
      cell: (r) =>
        r.remindedAt ? (
          format.dateTime(r.remindedAt)
        ) : (
          <Badge variant="light" color="gray" size="sm">
            {t('waiting.notYet')}
          </Badge>
        ),
    },
  ];
  return (
    <Stack gap="xs" data-testid="waiting-agents">
      <Title order={3}>{t('waiting.title')}</Title>
      {hours !== undefined && (
        <Text size="sm" c="dimmed">
          {hours > 0 ? t('waiting.hint', { count: hours }) : t('waiting.off')}
        </Text>
      )}
      <DataTable
        tableId="pricing-waiting-agents"
        columns={columns}
        table={table}
        query={query}
        rowKey={(r) => r.id}
        emptyMessage={t('waiting.empty')}
      />
    </Stack>
  );
}
