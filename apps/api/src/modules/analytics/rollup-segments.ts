/** A run of consecutive days read from one rollup: whole weeks, whole months, or days. */
export type Segment = { grain: 'day' | 'week' | 'month'; from: string; to: string };

const DAY_MS = 86_400_000;
const toMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => toDay(toMs(d) + n * DAY_MS);
const monthStart = (d: string) => `${d.slice(0, 7)}-01`;
const nextMonth = (d: string) => {
  const t = new Date(toMs(monthStart(d)));
  t.setUTCMonth(t.getUTCMonth() + 1);
  return toDay(t.getTime());
};
/** The Monday on or after a day (weeks start on Monday, as PostgreSQL's date_trunc('week')). */
const mondayOnOrAfter = (d: string) => addDays(d, (8 - new Date(toMs(d)).getUTCDay()) % 7);

/** A piece of the range inside one month: whole weeks from the weekly rows, the days either side from the daily. */
function weeksAndDays(from: string, to: string): Segment[] {
  const first = mondayOnOrAfter(from);
  const weeks = Math.floor(((toMs(to) - toMs(first)) / DAY_MS + 1) / 7);
  if (weeks < 1) return [{ grain: 'day', from, to }];
  const lastSunday = addDays(first, weeks * 7 - 1);
  const out: Segment[] = [];
  if (from < first) out.push({ grain: 'day', from, to: addDays(first, -1) });
  out.push({ grain: 'week', from: first, to: addDays(lastSunday, -6) });
  if (lastSunday < to) out.push({ grain: 'day', from: addDays(lastSunday, 1), to });
  return out;
}

/**
 * Splits the days from..to (inclusive, yyyy-mm-dd) into the fewest rollup reads that add up to exactly
 * those days. `coarsest` month: each calendar month in the range wholly is one month row per group,
 * what is left of a month is whole weeks inside it and days; week (a figure per week): weeks and days
 * only, since a month is no whole number of weeks; day: the daily rollup alone. Each week read lies
 * inside one month of the range (so a month's figure never takes a week of the next) and never
 * across a cut (a day some figure starts counting from, such as the summary's last month).
 * A week or month segment's `to` is the first day of its last period (the rows' `day`).
 */
export function rollupSegments(
  from: string,
  to: string,
  coarsest: 'day' | 'week' | 'month',
  cuts: string[] = [],
): Segment[] {
  if (coarsest === 'day' || from > to) return [{ grain: 'day', from, to }];
  const starts = new Set(cuts.filter((c) => c > from && c <= to));
  if (coarsest === 'month') for (let m = nextMonth(from); m <= to; m = nextMonth(m)) starts.add(m);
  const bounds = [from, ...[...starts].sort()];
  const out: Segment[] = [];
  bounds.forEach((start, i) => {
    const end = i + 1 < bounds.length ? addDays(bounds[i + 1], -1) : to;
    const wholeMonth = coarsest === 'month' && start === monthStart(start) && end === addDays(nextMonth(start), -1);
    for (const s of wholeMonth ? [{ grain: 'month' as const, from: start, to: start }] : weeksAndDays(start, end)) {
      const last = out[out.length - 1];
      const step = s.grain === 'month' ? nextMonth(last?.to ?? s.from) : addDays(last?.to ?? s.from, 7);
      const follows = last?.grain === s.grain && (s.grain === 'day' ? addDays(last.to, 1) === s.from : step === s.from);
      if (follows) last.to = s.to;
      else out.push({ ...s });
    }
  });
  return out;
}
