import { pad2, wallClock, wallClockAsUtc } from './wall-clock.js';

/** Calendar-date helpers in a user's IANA time zone (dates travel as yyyy-mm-dd). */

/** Today's date in the zone, as yyyy-mm-dd. */
export function todayIn(timeZone: string, now = new Date()): string {
  const c = wallClock(now, timeZone);
  return `${c.year}-${pad2(c.month)}-${pad2(c.day)}`;
}

/** Offset of the zone from UTC at an instant, in minutes (e.g. -180 for Montevideo). */
function offsetMinutes(timeZone: string, at: Date): number {
  return Math.round((wallClockAsUtc(at, timeZone) - at.getTime()) / 60000);
}

/** The instant a calendar day starts in the zone. */
export function startOfDayIn(date: string, timeZone: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00.000Z`);
  // Two passes settle days whose offset changes (DST) between UTC midnight and local midnight.
  let guess = new Date(utcMidnight.getTime() - offsetMinutes(timeZone, utcMidnight) * 60000);
  guess = new Date(utcMidnight.getTime() - offsetMinutes(timeZone, guess) * 60000);
  return guess;
}

/** The instant the next calendar day starts (exclusive upper bound of a date filter). */
export function endOfDayIn(date: string, timeZone: string): Date {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return startOfDayIn(next.toISOString().slice(0, 10), timeZone);
}

/** Year of an instant in the zone (reference numbers: MVD-26-000123). */
export function yearIn(timeZone: string, now = new Date()): number {
  return Number(todayIn(timeZone, now).slice(0, 4));
}

/** The instant a wall-clock time (hh:mm) of a calendar day occurs in the zone (events due at 12:00). */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const wall = new Date(`${date}T${time}:00.000Z`);
  let guess = new Date(wall.getTime() - offsetMinutes(timeZone, wall) * 60000);
  guess = new Date(wall.getTime() - offsetMinutes(timeZone, guess) * 60000);
  return guess;
}
