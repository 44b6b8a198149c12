import type { ChartRow, ChartSeries } from './figure-chart';

/** Most category labels an axis prints: more (a year of weeks) overlap and read as noise. */
export const MAX_AXIS_LABELS = 12;

/** Print every n-th label so at most `max` show (1 = all). */
export function labelStep(count: number, max = MAX_AXIS_LABELS): number {
  return Math.max(1, Math.ceil(count / max));
}

/** The label at an index, or '' when thinned out (the point and its tooltip stay). */
export function thinnedLabel(label: string, index: number, step: number): string {
  return index % step === 0 ? label : '';
}

/**
 * A radar has no clipping: a value past the user's limit would be drawn beyond the outer ring, so the
 * limit caps the drawn figures (the tooltip then shows the cap; the bars clip the same way).
 */
export function capAt(rows: ChartRow[], series: ChartSeries[], yMax: number | ''): ChartRow[] {
  if (yMax === '') return rows;
  return rows.map((r) => {
    const out: ChartRow = { ...r };
    for (const s of series) if (typeof r[s.key] === 'number') out[s.key] = Math.min(r[s.key] as number, yMax);
    return out;
  });
}
