import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Page, QuotationSummary } from '@freight/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableState } from '@/components/data-table';
import { DataTableFooter } from '@/components/data-table/data-table-footer';
import { EmptyRows, QueryErrorRows } from '@/components/data-table/data-table-states';
import { useFormatters } from '@/lib/formatting';
import { laneText } from '@/components/quotation/lane';
import { quotationPath } from '@/lib/quotation-path';
import { StatusBadge } from '@/components/quotation/status-badge';
import { chargeableText, formatQuantity } from '@/components/quotation/totals';
import type { QuotationSortField } from '@/components/quotation-list/use-quotation-columns';

function QuotationCard({ quotation: q }: { quotation: QuotationSummary }) {
  const { t } = useTranslation('quotations');
  const format = useFormatters();
  return (
    <Card withBorder radius="md" padding="md" data-testid="quotation-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={quotationPath(q.reference)} fw={700} data-testid="quotation-link">
            {q.reference}
          </Anchor>
          <StatusBadge status={q.status} active={q.active} />
        </Group>
        <Text size="sm" fw={500}>
          {q.client.name}
        </Text>
        {q.origin === 'CLIENT_REQUEST' && (
          <Badge size="xs" variant="light" color="grape" data-testid="client-request-badge">
            {t('clientRequestBadge')}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {t(`services.${q.service}`)}
          {q.incoterm ? ` · ${q.incoterm}` : ''}
        </Text>
        <Text size="sm">{laneText(q)}</Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {format.dateTime(q.createdAt)}
          </Text>
          <Text size="xs">
            {formatQuantity(q.totals.weightKg, format.currencyFormat)} {t('units.kg')} ·{' '}
            {chargeableText(q, { kg: t('units.kg'), wm: t('units.wm') }, format.currencyFormat)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

type QuotationCardsProps = {
  table: DataTableState<QuotationSortField>;
  query: UseQueryResult<Page<QuotationSummary>>;
  emptyMessage: string;
};

/** The same page as the table, as cards, with the same paging footer and states. */
export function QuotationCards({ table, query, emptyMessage }: QuotationCardsProps) {
  const items = query.data?.items ?? [];
  let body;
  if (query.isError) {
    body = <QueryErrorRows query={query} />;
  } else if (query.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (items.length === 0) {
    body = <EmptyRows message={emptyMessage} />;
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={query.isFetching}>
        {items.map((q) => (
          <QuotationCard key={q.reference} quotation={q} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm" data-testid="quotations-cards">
      {body}
      <DataTableFooter pages={table} query={query} />
    </Stack>
  );
}
