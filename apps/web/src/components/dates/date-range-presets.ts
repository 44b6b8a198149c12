import { DATE_RANGE_PRESETS, resolveDatePreset, type DateRange, type DateRangePreset } from '@freight/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

// The presets and what each means live in the shared package, so a list filter and a dashboard read
// "last 7 days" alike (seven calendar days, today included); here they meet the user's time zone.
export { DATE_RANGE_PRESETS, type DateRange, type DateRangePreset } from '@freight/shared';

const DAY = 'YYYY-MM-DD';

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
  return resolveDatePreset(preset, todayIn(now, timeZone));
}

/**
 * The instants a server filter needs: the start of `from` and the start of the day after `to`
 * (exclusive) in the user's time zone.
 */
export function rangeInstants(range: DateRange, timeZone: string): { start: string; end: string } {
  const dayAfter = dayjs.utc(range.to, DAY).add(1, 'day').format(DAY);
  return { start: dayjs.tz(range.from, timeZone).toISOString(), end: dayjs.tz(dayAfter, timeZone).toISOString() };
}
