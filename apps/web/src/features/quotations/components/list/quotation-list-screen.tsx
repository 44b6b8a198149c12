import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import type { QuotationView } from '@freight/shared/dto';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable, useDataTable } from '@/components/data-table';
import { usePersistentFilters } from '@/components/filter-bar';
import type { RouteId } from '@/lib/route-table';
import { usePreferences } from '@/lib/preferences';
import { exportQuotations } from '../../api/export-quotations';
import { quotationFilterLookups } from '../../api/filter-lookups';
import { useQuotations } from '../../api/list-quotations';
import { ExportButton } from '@/components/quotation-list/export-button';
import { QuotationCards } from './quotation-cards';
import { QuotationFilterBar } from '@/components/quotation-list/quotation-filter-bar';
import {
  compactFilters,
  QUOTATION_FILTER_DEFAULTS,
  toListFilters,
} from '@/components/quotation-list/quotation-filters';
import { LIST_LAYOUTS, useListLayout, type ListLayout } from './use-list-layout';
import { useQuotationColumns, type QuotationSortField } from '@/components/quotation-list/use-quotation-columns';

// Typing a reference pauses this long before it reaches the server.
const REFERENCE_DEBOUNCE_MS = 300;

type QuotationListScreenProps = {
  view: QuotationView;
  /** The route whose title (`nav:screens.<id>`) heads the screen. */
  routeId: RouteId;
  /** Extra actions beside the title (the "new quotation" button on my quotations). */
  actions?: ReactNode;
};

/**
 * One list screen (my quotations, history, finalize, assigned, manager): filters saved per view,
 * keyset paging, table or cards, and the XLSX export of exactly the filtered list.
 */
export function QuotationListScreen({ view, routeId, actions }: QuotationListScreenProps) {
  const { t } = useTranslation(['quotations', 'nav']);
  const filters = usePersistentFilters(`quotations-${view}`, QUOTATION_FILTER_DEFAULTS);
  // Home's "awaiting your approval" opens the manager view with that filter on.
  const location = useLocation();
  const openAwaiting =
    view === 'manager' && (location.state as { awaitingApproval?: boolean } | null)?.awaitingApproval === true;
  const { setValues } = filters;
  useEffect(() => {
    if (openAwaiting) setValues({ awaitingApproval: true });
  }, [openAwaiting, setValues]);
  const { timeZone } = usePreferences();
  const [reference] = useDebouncedValue(filters.values.reference, REFERENCE_DEBOUNCE_MS);
  const serverFilters = compactFilters(toListFilters({ ...filters.values, reference }, new Date(), timeZone));
  const table = useDataTable<QuotationSortField>({
    defaultSort: { sort: 'createdAt', order: 'desc' },
    resetKey: serverFilters,
  });
  const query = useQuotations({ view, ...table.params, ...serverFilters });
  const columns = useQuotationColumns({ showCommercial: view === 'manager' || view === 'assigned' });
  const [layout, setLayout] = useListLayout();
  const emptyMessage = t('list.empty');

  return (
    <Stack gap="md" data-testid={`quotations-screen-${view}`}>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2" data-testid="screen-title">
          {t(`nav:screens.${routeId}`)}
        </Title>
        <Group gap="sm" align="flex-start">
          {actions}
          <SegmentedControl<ListLayout>
            aria-label={t('list.layout.label')}
            value={layout}
            onChange={setLayout}
            data={LIST_LAYOUTS.map((value) => ({
              value,
              label: <span data-testid={`quotations-layout-${value}`}>{t(`list.layout.${value}`)}</span>,
            }))}
            data-testid="quotations-layout"
          />
          <ExportButton view={view} filters={serverFilters} exportList={exportQuotations} />
        </Group>
      </Group>
      <QuotationFilterBar filters={filters} lookups={quotationFilterLookups} managerView={view === 'manager'} />
      {layout === 'table' ? (
        <DataTable
          tableId={`quotations-${view}`}
          columns={columns}
          table={table}
          query={query}
          rowKey={(q) => q.reference}
          emptyMessage={emptyMessage}
          data-testid="quotations-table"
        />
      ) : (
        <QuotationCards table={table} query={query} emptyMessage={emptyMessage} />
      )}
    </Stack>
  );
}
