import { Badge, Group, Loader, Pagination, Stack, Table, Tabs, Text } from '@mantine/core';
import {
  CARRIER_SHEET_DRY_RUN_PAGE,
  CARRIER_SHEET_OUTCOMES,
  type CarrierSheetDryRunRow,
  type CarrierSheetImportResult,
  type CarrierSheetRowOutcome,
} from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRows, QueryErrorRows, SkeletonRows } from '@/components/data-table/data-table-states';
import { useFormatters, type Formatters } from '@/lib/formatting';
import { useCarrierSheetDryRunRows } from '../api/carrier-sheet-dry-run-rows';
import { CarrierSheetLaneCell } from './carrier-sheet-lane';
import { priceText } from './carrier-sheet-price';

const KEY = { CREATED: 'created', UPDATED: 'updated', UNCHANGED: 'unchanged', REFUSED: 'refused' } as const;
const COLOR: Record<CarrierSheetRowOutcome, string> = {
  CREATED: 'green',
  UPDATED: 'blue',
  UNCHANGED: 'gray',
  REFUSED: 'red',
};
const PAGE_SIZE = CARRIER_SHEET_DRY_RUN_PAGE.default;

/**
 * Every rate of a dry run, one outcome per tab with its count, a page at a time from the server (a
 * 20,000-row sheet's answer stays small): the row, lane and equipment, the price, the current price a
 * changed rate replaces, and why a rate is refused. Kept on the server until the time shown.
 */
export function CarrierSheetDryRun({ result }: { result: CarrierSheetImportResult }) {
  const { t } = useTranslation(['rates', 'errors']);
  const f = useFormatters();
  const [outcome, setOutcome] = useState<CarrierSheetRowOutcome>(
    () => CARRIER_SHEET_OUTCOMES.find((o) => result.counts[KEY[o]] > 0) ?? 'CREATED',
  );
  const [page, setPage] = useState(1);
  const rows = useCarrierSheetDryRunRows(result.dryRunId, { outcome, page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(result.counts[KEY[outcome]] / PAGE_SIZE));
  const items = rows.data?.items;
  const columns = outcome === 'UPDATED' || outcome === 'REFUSED' ? 5 : 4;

  return (
    <Stack gap="xs" data-testid="carrier-sheet-dry-run">
      {result.expiresAt && (
        <Text size="xs" c="dimmed" data-testid="carrier-sheet-kept-until">
          {t('carrierSheet.keptUntil', { when: f.dateTime(result.expiresAt) })}
        </Text>
      )}
      <Tabs
        value={outcome}
        onChange={(v) => {
          if (!v) return;
          setOutcome(v as CarrierSheetRowOutcome);
          setPage(1);
        }}
      >
        <Tabs.List data-testid="carrier-sheet-counts">
          {CARRIER_SHEET_OUTCOMES.map((o) => (
            <Tabs.Tab
              key={o}
              value={o}
              leftSection={<Badge size="xs" circle color={COLOR[o]} />}
              data-testid={`carrier-sheet-tab-${o}`}
            >
              {t(`carrierSheet.counts.${KEY[o]}`, { count: result.counts[KEY[o]] })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Table.ScrollContainer minWidth={560} mah={360}>
        <Table striped withTableBorder fz="sm" data-testid="carrier-sheet-rows" aria-busy={rows.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('carrierSheet.row')}</Table.Th>
              <Table.Th>{t('carrierSheet.lane')}</Table.Th>
              <Table.Th>{t('carrierSheet.container')}</Table.Th>
              {outcome === 'UPDATED' && <Table.Th>{t('carrierSheet.previousPrice')}</Table.Th>}
              {outcome !== 'REFUSED' && (
                <Table.Th>{t(outcome === 'UPDATED' ? 'carrierSheet.newPrice' : 'carrierSheet.price')}</Table.Th>
              )}
              {outcome === 'REFUSED' && <Table.Th>{t('carrierSheet.column')}</Table.Th>}
              {outcome === 'REFUSED' && <Table.Th>{t('carrierSheet.reason')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items === undefined && !rows.isError && <SkeletonRows columns={columns} rows={3} />}
            {items === undefined && rows.isError && (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <QueryErrorRows query={rows} />
                </Table.Td>
              </Table.Tr>
            )}
            {items?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <EmptyRows message={t('carrierSheet.noRates')} />
                </Table.Td>
              </Table.Tr>
            )}
            {items?.map((r) => (
              <DryRunRow key={`${r.outcome}-${r.ordinal}`} row={r} f={f} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="carrier-sheet-page-range">
          {items?.length
            ? t('carrierSheet.pageRange', {
                from: items[0].ordinal,
                to: items[items.length - 1].ordinal,
                total: result.counts[KEY[outcome]],
              })
            : ''}
        </Text>
        <Group gap="xs">
          {rows.isFetching && <Loader size="xs" data-testid="carrier-sheet-rows-fetching" />}
          {pages > 1 && (
            <Pagination
              size="sm"
              total={pages}
              value={page}
              onChange={setPage}
              siblings={1}
              withEdges
              getControlProps={(control) => ({
                'aria-label': t(`carrierSheet.pageControls.${control}`),
              })}
              getItemProps={(n) => ({ 'aria-label': t('carrierSheet.pageControls.page', { page: n }) })}
              data-testid="carrier-sheet-pages"
            />
          )}
        </Group>
      </Group>
    </Stack>
  );
}

function DryRunRow({ row: r, f }: { row: CarrierSheetDryRunRow; f: Formatters }) {
  const { t } = useTranslation(['rates', 'errors']);
  const minimum = t('carrierSheet.minimum');
  return (
    <Table.Tr>
      <Table.Td>{r.line}</Table.Td>
      <CarrierSheetLaneCell lane={r.lane} origin={r.origin} destination={r.destination} />
      <Table.Td>{r.container ?? '—'}</Table.Td>
      {r.outcome === 'UPDATED' && <Table.Td>{priceText(r.previous, f, minimum)}</Table.Td>}
      {r.outcome !== 'REFUSED' && <Table.Td>{priceText(r.price, f, minimum)}</Table.Td>}
      {r.outcome === 'REFUSED' && <Table.Td>{r.column ?? '—'}</Table.Td>}
      {/* The code, translated here: the screen's language, whatever language the dry run ran in. */}
      {r.outcome === 'REFUSED' && <Table.Td>{r.code ? t(`errors:${r.code}`) : ''}</Table.Td>}
    </Table.Tr>
  );
}
