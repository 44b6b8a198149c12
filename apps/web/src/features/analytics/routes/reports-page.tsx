import { Group, Select, Stack, Table, Title } from '@mantine/core';
import {
  ANALYTICS_REPORTS,
  type AnalyticsReport,
  type AnalyticsReportTable,
  type ReportColumnKind,
} from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/data-table';
import { ExportMenuButton } from '@/components/export/export-menu-button';
import { usePersistentFilters } from '@/components/filter-bar';
import { formatMoneyAmount, formatNumber } from '@/lib/formatting';
import { exportReport, useReport } from '../api/get-analytics';
import { AnalyticsFilterBar, ANALYTICS_FILTER_DEFAULTS, toAnalyticsParams } from '../components/analytics-filters';

/** A figure as the file writes it: counts without decimals, the rest with two; empty when it cannot be computed. */
function cell(value: number | null, kind: ReportColumnKind): string {
  if (value === null) return '';
  return kind === 'number' ? formatNumber(value, 0) : formatMoneyAmount(value);
}

const REPORT_CHOICE_DEFAULT: { report: AnalyticsReport } = { report: 'periods' };

/** /reports: the dashboards' figures as tables, filtered the same way, exported to XLSX or CSV. */
export function ReportsPage() {
  const { t } = useTranslation(['analytics', 'nav']);
  const filters = usePersistentFilters('analytics-reports', ANALYTICS_FILTER_DEFAULTS);
  const choice = usePersistentFilters('analytics-report', REPORT_CHOICE_DEFAULT);
  const report = choice.values.report;
  const params = toAnalyticsParams(filters.values);
  const table = useReport(report, params);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2" data-testid="screen-title">
          {t('nav:screens.reports')}
        </Title>
        <ExportMenuButton
          download={(format, onProgress) => exportReport(report, params, format, onProgress)}
          fileBase={`report-${report}`}
          testId="report-export"
        />
      </Group>
      <Select
        label={t('reports.choose')}
        data={ANALYTICS_REPORTS.map((r) => ({ value: r, label: t(`reports.names.${r}`) }))}
        value={report}
        onChange={(r) => choice.setValue('report', r ?? 'periods')}
        allowDeselect={false}
        w={280}
        data-testid="report-choice"
      />
      <AnalyticsFilterBar filters={filters} />
      <QueryContent query={table} testId="report">
        {table.data && <ReportTable table={table.data} loading={table.isFetching} />}
      </QueryContent>
    </Stack>
  );
}

function ReportTable({ table, loading }: { table: AnalyticsReportTable; loading: boolean }) {
  const { t } = useTranslation('analytics');
  const texts = table.rows[0]?.labels.length ?? table.columns.filter((c) => c.kind === 'text').length;
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped data-testid="report-table" data-report={table.report} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((c) => (
              <Table.Th key={c.key}>{t(`columns.${c.key}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={table.columns.length}>{t('empty')}</Table.Td>
            </Table.Tr>
          )}
          {table.rows.map((r, i) => (
            <Table.Tr key={i} data-testid="report-row">
              {r.labels.map((l, j) => (
                <Table.Td key={`l${j}`}>{l}</Table.Td>
              ))}
              {r.values.map((v, j) => (
                <Table.Td key={`v${j}`}>{cell(v, table.columns[texts + j]?.kind ?? 'number')}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
