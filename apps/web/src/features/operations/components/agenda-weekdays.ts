import type { Dayjs } from 'dayjs';

/** The agenda's week, Monday first (as its grid); keys under `operations:agenda.weekdays`. */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** The weekday of a day (dayjs counts from Sunday = 0). */
export function weekdayKey(d: Dayjs): WeekdayKey {
  return WEEKDAY_KEYS[(d.day() + 6) % 7];
}
