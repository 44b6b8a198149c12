import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WideTableRegion } from '@/components/wide-table/wide-table-region';
import { useFormatters } from '@/lib/formatting';
import { figureTableCells, type ChartRow, type ChartSeries } from './chart-figures';

/** A chart's figures as a table: its text alternative (issue 47), the same numbers the chart draws. */
export function FigureTable({
  id,
  title,
  figures,
  series,
  percent,
}: {
  id: string;
  title: string;
  figures: ChartRow[];
  series: ChartSeries[];
  percent: boolean;
}) {
  const { t } = useTranslation('analytics');
  const format = useFormatters();
  const show = (value: number) => (percent ? `${format.number(value, 2)} %` : format.number(value, 2));
  return (
    <WideTableRegion label={t('table.label', { chart: title })} data-testid={`chart-${id}-table`}>
      <Table striped withTableBorder>
        <Table.Caption>{t('table.label', { chart: title })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.category')}</Table.Th>
            {series.map((s) => (
              <Table.Th key={s.key} scope="col" ta="right">
                {s.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figureTableCells(figures, series).map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              {row.values.map((value, i) => (
                <Table.Td key={series[i].key} ta="right">
                  {show(value)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTableRegion>
  );
}
