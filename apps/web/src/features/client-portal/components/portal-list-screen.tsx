import { Anchor, Button, Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Page, PortalQuotationSummary } from '@freight/shared';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, useDataTable, type DataTableColumn, type DataTableState } from '@/components/data-table';
import { DataTableFooter } from '@/components/data-table/data-table-footer';
import { EmptyRows, QueryErrorRows } from '@/components/data-table/data-table-states';
import { usePersistentFilters } from '@/components/filter-bar';
import { useFormatters } from '@/lib/formatting';
import { usePortalClient } from '../api/get-portal-client';
import { usePortalQuotations } from '../api/list-portal-quotations';
import { PortalFilterBar } from './portal-filter-bar';
import { PORTAL_FILTER_DEFAULTS, toPortalFilters } from './portal-filters';
import { laneOf, PortalTotals } from './portal-money';
import { PortalStatusBadge } from './portal-status-badge';
import { ColleaguesPanel } from './colleagues-panel';

const REFERENCE_DEBOUNCE_MS = 300;
type Layout = 'table' | 'cards';
type Sort = 'createdAt';

export const portalPath = (reference: string) => `/client-quotation/${encodeURIComponent(reference)}`;

function usePortalColumns(): DataTableColumn<PortalQuotationSummary, Sort>[] {
  const { t } = useTranslation(['clientPortal', 'quotations']);
  const format = useFormatters();
  return [
    {
      id: 'reference',
      header: t('columns.reference'),
      hideable: false,
      noWrap: true,
      cell: (q) => (
        <Anchor component={Link} to={portalPath(q.reference)} fw={600} size="sm" data-testid="portal-quotation-link">
          {q.reference}
        </Anchor>
      ),
    },
    { id: 'sentAt', header: t('columns.sentAt'), noWrap: true, cell: (q) => (q.sentAt ? format.date(q.sentAt) : '—') },
    {
      id: 'service',
      header: t('columns.service'),
      cell: (q) => <span data-testid="portal-service">{t(`quotations:services.${q.service}`)}</span>,
    },
    { id: 'lane', header: t('columns.lane'), cell: (q) => <Text size="sm">{laneOf(q)}</Text> },
    { id: 'incoterm', header: t('columns.incoterm'), align: 'center', cell: (q) => q.incoterm ?? '—' },
    {
      id: 'clientReference',
      header: t('columns.clientReference'),
      hiddenByDefault: true,
      cell: (q) => q.clientReference ?? '—',
    },
    {
      id: 'validUntil',
      header: t('columns.validUntil'),
      noWrap: true,
      cell: (q) => (q.validUntil ? format.date(q.validUntil) : '—'),
    },
    {
      id: 'total',
      header: t('columns.total'),
      align: 'right',
      noWrap: true,
      cell: (q) => <PortalTotals totals={q.totals} />,
    },
    { id: 'status', header: t('columns.status'), noWrap: true, cell: (q) => <PortalStatusBadge quotation={q} /> },
  ];
}

function PortalCard({ quotation: q }: { quotation: PortalQuotationSummary }) {
  const { t } = useTranslation(['clientPortal', 'quotations']);
  const format = useFormatters();
  return (
    <Card withBorder radius="md" padding="md" data-testid="portal-quotation-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={portalPath(q.reference)} fw={700} data-testid="portal-quotation-link">
            {q.reference}
          </Anchor>
          <PortalStatusBadge quotation={q} />
        </Group>
        <Text size="sm" c="dimmed">
          <span data-testid="portal-service">{t(`quotations:services.${q.service}`)}</span>
          {q.incoterm ? ` · ${q.incoterm}` : ''}
        </Text>
        <Text size="sm">{laneOf(q)}</Text>
        <Group justify="space-between" gap="xs" align="flex-end">
          <Text size="xs" c="dimmed">
            {t('columns.validUntil')}: {q.validUntil ? format.date(q.validUntil) : '—'}
          </Text>
          <Stack gap={0} align="flex-end">
            <PortalTotals totals={q.totals} />
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}

function PortalCards({
  table,
  query,
  emptyMessage,
}: {
  table: DataTableState<Sort>;
  query: UseQueryResult<Page<PortalQuotationSummary>>;
  emptyMessage: string;
}) {
  const items = query.data?.items ?? [];
  let body;
  if (query.isError) body = <QueryErrorRows query={query} />;
  else if (query.isPending)
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={140} radius="md" />
        ))}
      </SimpleGrid>
    );
  else if (items.length === 0) body = <EmptyRows message={emptyMessage} />;
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={query.isFetching}>
        {items.map((q) => (
          <PortalCard key={q.reference} quotation={q} />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack gap="sm" data-testid="portal-cards">
      {body}
      <DataTableFooter pages={table} query={query} />
    </Stack>
  );
}

/** /client-quotation: the client's sent quotations with saved filters, keyset paging, table or cards. */
export function PortalListScreen() {
  const { t } = useTranslation(['clientPortal', 'nav']);
  const filters = usePersistentFilters('client-quotations', PORTAL_FILTER_DEFAULTS);
  const [reference] = useDebouncedValue(filters.values.reference, REFERENCE_DEBOUNCE_MS);
  const serverFilters = toPortalFilters({ ...filters.values, reference });
  const table = useDataTable<Sort>({ defaultSort: { sort: 'createdAt', order: 'desc' }, resetKey: serverFilters });
  const { limit, cursor, order } = table.params;
  const query = usePortalQuotations({ limit, order, ...(cursor ? { cursor } : {}), ...serverFilters });
  const columns = usePortalColumns();
  const [layout, setLayout] = useState<Layout>('table');
  const emptyMessage = t('list.empty');
  // Issue 43: only when the company lets this client ask for quotations here (the API refuses otherwise).
  const selfQuoting = usePortalClient().data?.selfQuoting === true;

  return (
    <Stack gap="md" data-testid="portal-list-screen">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2" data-testid="screen-title">
          {t('nav:screens.clientQuotation')}
        </Title>
        <Group gap="sm">
          {selfQuoting && (
            <Button component={Link} to="/client-quotation/new" data-testid="portal-new-request">
              {t('request.new')}
            </Button>
          )}
          <SegmentedControl<Layout>
            aria-label={t('list.layout')}
            value={layout}
            onChange={setLayout}
            data={(['table', 'cards'] as const).map((value) => ({
              value,
              label: <span data-testid={`portal-layout-${value}`}>{t(`list.${value}`)}</span>,
            }))}
          />
        </Group>
      </Group>
      <PortalFilterBar filters={filters} />
      {layout === 'table' ? (
        <DataTable
          tableId="client-quotations"
          columns={columns}
          table={table}
          query={query}
          rowKey={(q) => q.reference}
          emptyMessage={emptyMessage}
          data-testid="portal-table"
        />
      ) : (
        <PortalCards table={table} query={query} emptyMessage={emptyMessage} />
      )}
      <ColleaguesPanel />
    </Stack>
  );
}
