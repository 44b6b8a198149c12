import type { ChartOptions } from './chart-options';

export type ChartRow = { label: string } & Record<string, number | string | undefined>;
export type ChartSeries = { key: string; label: string };

/** Rows as shares of their own total (stacked) or of the column's total (bars), in percent. */
function asPercent(rows: ChartRow[], series: ChartSeries[], stacked: boolean): ChartRow[] {
  const columnTotals = Object.fromEntries(
    series.map((s) => [s.key, rows.reduce((sum, r) => sum + Number(r[s.key] ?? 0), 0)]),
  );
  return rows.map((r) => {
    const rowTotal = series.reduce((sum, s) => sum + Number(r[s.key] ?? 0), 0);
    const out: ChartRow = { ...r };
    for (const s of series) {
      const whole = stacked ? rowTotal : columnTotals[s.key];
      out[s.key] = whole > 0 ? Math.round((Number(r[s.key] ?? 0) / whole) * 10000) / 100 : 0;
    }
    return out;
  });
}

/**
 * The figures a chart draws, following its options (numbers or percent): the chart and its table
 * (the text alternative of issue 47) both read them, so the table holds exactly what is drawn.
 */
export function chartFigures(
  rows: ChartRow[],
  series: ChartSeries[],
  options: Pick<ChartOptions, 'kind' | 'values'>,
  percentAlready = false,
): ChartRow[] {
  return options.values === 'percent' && !percentAlready ? asPercent(rows, series, options.kind === 'stacked') : rows;
}

/** The table's cells: one row per category, its label then each series' figure (empty → 0). */
export function figureTableCells(figures: ChartRow[], series: ChartSeries[]): { label: string; values: number[] }[] {
  return figures.map((r) => ({ label: r.label, values: series.map((s) => Number(r[s.key] ?? 0)) }));
}
