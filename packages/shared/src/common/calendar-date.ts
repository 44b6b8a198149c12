/**
 * Calendar dates travel as yyyy-mm-dd and instants as ISO 8601 date-times. A pattern alone lets
 * impossible days through (2026-02-30, 2026-13-01), which then reached PostgreSQL as a 500: these
 * plain functions check the calendar itself, and the API and the web share them.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** yyyy-mm-dd, then optionally Thh:mm[:ss[.fraction]] and a zone (Z or ±hh[:]mm). */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Whether year, month (1-12) and day exist on the Gregorian calendar; years 1 to 9999 (PostgreSQL has no year 0). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const days = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

/** A yyyy-mm-dd text naming a day that exists. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE.exec(value);
  return !!m && isCalendarDay(+m[1], +m[2], +m[3]);
}

/** An ISO 8601 date or date-time whose day exists (hours 00-23, minutes and seconds 00-59). */
export function isCalendarDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_TIME.exec(value);
  return !!m && isCalendarDay(+m[1], +m[2], +m[3]);
}
