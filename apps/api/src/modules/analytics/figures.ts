import { averageCents, centsToNumber, shareOf, toCents, type WinFigures } from '@freight/shared';

/**
 * Figures of whole counts and of money, each divided exactly and rounded once (half away from zero)
 * by the money module: no float division feeds a dashboard or a report file.
 */

/** Ratios with four decimals (a share, not a percentage), null when there is nothing to divide by. */
export const ratio = (part: number, whole: number): number | null => shareOf(BigInt(part), BigInt(whole), 4);

/** Mean hours of `n` waits totalling `seconds` (whole seconds), two decimals. */
export const hours = (seconds: number, n: number): number | null =>
  n > 0 ? shareOf(BigInt(seconds), BigInt(n) * 3600n, 2) : null;

/** Mean whole seconds of `n` durations totalling `sum` seconds (decimal text), null without any. */
export const seconds = (sum: string, n: number): number | null => shareOf(BigInt(sum), BigInt(n), 0);

/** The mean of `n` whole numbers summing to `sum` (a rank), two decimals. */
export const mean2 = (sum: number, n: number): number | null => shareOf(BigInt(sum), BigInt(n), 2);

/** The mean of `n` amounts whose exact sum is `sum` (decimal text), to the cent. */
export function averageAmount(sum: string, n: number): number | null {
  const average = averageCents(toCents(sum), n);
  return average === null ? null : centsToNumber(average);
}

export function winFigures(byStatus: { status: string; quotations: number }[]): WinFigures {
  let quotations = 0;
  let won = 0;
  let lost = 0;
  for (const r of byStatus) {
    quotations += r.quotations;
    if (r.status === 'APPROVED') won += r.quotations;
    if (r.status === 'NOT_APPROVED') lost += r.quotations;
  }
  return { quotations, won, lost, winRate: ratio(won, won + lost) };
}

/**
 * Nearest-rank percentile of a histogram sorted by value: the smallest value whose cumulative count
 * reaches ceil(p * n). Median (p = 0.5) of 1, 2, 3, 4 is 2; p90 of 1..10 is 9.
 */
export function percentile(histogram: { value: number; count: number }[], p: number): number | null {
  const n = histogram.reduce((s, h) => s + h.count, 0);
  if (n === 0) return null;
  const rank = Math.max(1, Math.ceil(p * n));
  let seen = 0;
  for (const h of histogram) {
    seen += h.count;
    if (seen >= rank) return h.value;
  }
  return histogram[histogram.length - 1].value;
}

export function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}
