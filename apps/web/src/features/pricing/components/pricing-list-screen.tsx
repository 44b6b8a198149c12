import { Button, Group, Stack, Title } from '@mantine/core';
import type { QuotationSummary } from '@freight/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RouteId } from '@/lib/route-table';
import { DataTable, useDataTable, type DataTableColumn } from '@/components/data-table';
import { usePersistentFilters } from '@/components/filter-bar';
import { notifyError, notifySuccess } from '@/components/notify';
import { usePreferences } from '@/lib/preferences';
import { exportQuotations } from '@/features/quotations/api/export-quotations';
import { quotationFilterLookups } from '@/features/quotations/api/filter-lookups';
import { useQuotations } from '@/features/quotations/api/list-quotations';
import { ExportButton } from '@/components/quotation-list/export-button';
import { QuotationFilterBar } from '@/components/quotation-list/quotation-filter-bar';
import {
  compactFilters,
  QUOTATION_FILTER_DEFAULTS,
  toListFilters,
} from '@/components/quotation-list/quotation-filters';
import { useQuotationColumns, type QuotationSortField } from '@/components/quotation-list/use-quotation-columns';
import { useTakeQuotation } from '../api/pricing-api';
import { pricingQuotationPath } from '@/lib/pricing-path';
import { TAKEN_STATE } from '../hooks/use-focus-after-take';

export type PricingView = 'pricingNew' | 'pricingInProcess' | 'pricingAll';

const REFERENCE_DEBOUNCE_MS = 300;

function TakeButton({ reference }: { reference: string }) {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const take = useTakeQuotation();
  return (
    <Button
      size="compact-xs"
      variant="light"
      loading={take.isPending && take.variables === reference}
      onClick={() =>
        take.mutate(reference, {
          onSuccess: () => {
            notifySuccess(t('take.done', { reference }));
            void navigate(pricingQuotationPath(reference), { state: TAKEN_STATE });
          },
          onError: notifyError,
        })
      }
      data-testid="pricing-take"
    >
      {t('take.action')}
    </Button>
  );
}

/**
 * The three pricing queues: the quotation list's filters, columns and export with the pricing views;
 * a reference opens the quotation's pricing view and new requests can be taken from the row.
 */
export function PricingListScreen({ view, routeId }: { view: PricingView; routeId: RouteId }) {
  const { t } = useTranslation(['pricing', 'nav']);
  const filters = usePersistentFilters(`quotations-${view}`, QUOTATION_FILTER_DEFAULTS);
  const { timeZone } = usePreferences();
  const [reference] = useDebouncedValue(filters.values.reference, REFERENCE_DEBOUNCE_MS);
  const serverFilters = compactFilters(toListFilters({ ...filters.values, reference }, new Date(), timeZone));
  const table = useDataTable<QuotationSortField>({
    defaultSort: { sort: 'createdAt', order: view === 'pricingNew' ? 'asc' : 'desc' },
    resetKey: serverFilters,
  });
  const query = useQuotations({ view, ...table.params, ...serverFilters });
  // The quotation list's columns (the client-request badge beside the reference included), each
  // reference opening the quotation's pricing view.
  const columns: DataTableColumn<QuotationSummary, QuotationSortField>[] = useQuotationColumns({
    showCommercial: true,
    showPricingUser: view !== 'pricingNew',
    referencePath: pricingQuotationPath,
  });
  if (view === 'pricingNew') {
    columns.push({
      id: 'take',
      header: t('take.column'),
      hideable: false,
      noWrap: true,
      cell: (q) => (q.status === 'REQUESTED' ? <TakeButton reference={q.reference} /> : null),
    });
  }

  return (
    <Stack gap="md" data-testid={`pricing-screen-${view}`}>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2" data-testid="screen-title">
          {t(`nav:screens.${routeId}`)}
        </Title>
        <ExportButton view={view} filters={serverFilters} exportList={exportQuotations} />
      </Group>
      <QuotationFilterBar filters={filters} lookups={quotationFilterLookups} />
      <DataTable
        tableId={`quotations-${view}`}
        columns={columns}
        table={table}
        query={query}
        rowKey={(q) => q.reference}
        emptyMessage={t('pricing:list.empty')}
        data-testid="quotations-table"
      />
    </Stack>
  );
}
