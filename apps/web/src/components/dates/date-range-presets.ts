import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec section 9, in the order the select lists them. */
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

/** Calendar days (`YYYY-MM-DD`) in the user's time zone, both ends included. */
export type DateRange = { from: string; to: string };

const DAY = 'YYYY-MM-DD';

type Rule = (today: Dayjs) => [Dayjs, Dayjs];

const back = (amount: number, unit: 'day' | 'month'): Rule => (today) => [today.subtract(amount, unit), today];
const ahead = (amount: number, unit: 'day' | 'month'): Rule => (today) => [today, today.add(amount, unit)];

// "Last N" runs from the same day N units ago through today; "next N" mirrors it forwards.
const RULES: Record<Exclude<DateRangePreset, 'custom'>, Rule> = {
  today: (today) => [today, today],
  yesterday: (today) => [today.subtract(1, 'day'), today.subtract(1, 'day')],
  last7Days: back(7, 'day'),
  last14Days: back(14, 'day'),
  lastMonth: back(1, 'month'),
  last2Months: back(2, 'month'),
  last3Months: back(3, 'month'),
  last6Months: back(6, 'month'),
  last12Months: back(12, 'month'),
  next7Days: ahead(7, 'day'),
  next14Days: ahead(14, 'day'),
  nextMonth: ahead(1, 'month'),
  next2Months: ahead(2, 'month'),
  next3Months: ahead(3, 'month'),
  next6Months: ahead(6, 'month'),
  next12Months: ahead(12, 'month'),
};

export function isDateRangePreset(value: unknown): value is DateRangePreset {
  return typeof value === 'string' && (DATE_RANGE_PRESETS as readonly string[]).includes(value);
}

/** The user's calendar day at `now` in `timeZone`, e.g. still yesterday in Montevideo at 01:00 UTC. */
export function todayIn(now: Date, timeZone: string): string {
  return dayjs(now).tz(timeZone).format(DAY);
}

/**
 * The days a preset covers at `now` for a user in `timeZone`; null for `custom`, whose
 * ends the user types. Arithmetic runs on plain UTC days so daylight-saving changes never shift a day.
 */
export function presetRange(preset: DateRangePreset, now: Date, timeZone: string): DateRange | null {
  if (preset === 'custom') return null;
  const today = dayjs.utc(todayIn(now, timeZone), DAY);
  const [from, to] = RULES[preset](today);
  return { from: from.format(DAY), to: to.format(DAY) };
}

/**
 * The instants a server filter needs: the start of `from` and the start of the day after `to`
 * (exclusive) in the user's time zone.
 */
export function rangeInstants(range: DateRange, timeZone: string): { start: string; end: string } {
  const dayAfter = dayjs.utc(range.to, DAY).add(1, 'day').format(DAY);
  return { start: dayjs.tz(range.from, timeZone).toISOString(), end: dayjs.tz(dayAfter, timeZone).toISOString() };
}
