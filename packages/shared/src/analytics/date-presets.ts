/** Date range presets of the dashboards' filters (spec section 9). */
export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'last7Days',
  'last14Days',
  'lastMonth',
  'last2Months',
  'last3Months',
  'last6Months',
  'last12Months',
  'next7Days',
  'next14Days',
  'nextMonth',
  'next2Months',
  'next3Months',
  'next6Months',
  'next12Months',
  'custom',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

export type DateRange = { from: string; to: string };

const iso = (d: Date) => d.toISOString().slice(0, 10);

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** Same day n months away; a day the target month lacks becomes its last day (31 Mar - 1 month = 28/29 Feb). */
function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return iso(d);
}

/**
 * The inclusive range (yyyy-mm-dd) a preset means on `today`: "last N days" ends today and holds N
 * days, "last N months" starts the same day N months back, "next" ones start today. `custom` has no
 * range of its own (the user's dates apply).
 */
export function resolveDatePreset(preset: Exclude<DateRangePreset, 'custom'>, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'last14Days':
      return { from: addDays(today, -13), to: today };
    case 'lastMonth':
      return { from: addMonths(today, -1), to: today };
    case 'last2Months':
      return { from: addMonths(today, -2), to: today };
    case 'last3Months':
      return { from: addMonths(today, -3), to: today };
    case 'last6Months':
      return { from: addMonths(today, -6), to: today };
    case 'last12Months':
      return { from: addMonths(today, -12), to: today };
    case 'next7Days':
      return { from: today, to: addDays(today, 6) };
    case 'next14Days':
      return { from: today, to: addDays(today, 13) };
    case 'nextMonth':
      return { from: today, to: addMonths(today, 1) };
    case 'next2Months':
      return { from: today, to: addMonths(today, 2) };
    case 'next3Months':
      return { from: today, to: addMonths(today, 3) };
    case 'next6Months':
      return { from: today, to: addMonths(today, 6) };
    case 'next12Months':
      return { from: today, to: addMonths(today, 12) };
  }
}
