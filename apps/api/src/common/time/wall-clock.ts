/** The calendar and clock fields an instant shows in an IANA time zone (month 1-12, hour 0-23). */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/**
 * One formatter per zone for the process's life: building an Intl.DateTimeFormat costs far more than
 * formatting with it (built per cell, it took 47% of a 35k-row export's CPU). Only valid zones reach
 * the map (the constructor throws for others), so it stays as small as the zones in use.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function wallClock(at: Date, timeZone: string): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  return clock;
}

const HOUR_MS = 3_600_000;
/**
 * A zone's offset for each UTC hour asked, or null when the offset changes inside that hour. Exports
 * convert every row's date: reading the parts per row took 12% of a 34k-row export's CPU, while rows
 * of one hour share one offset. Bounded: cleared when it grows past a few years of hours.
 */
const hourOffsets = new Map<string, number | null>();
const MAX_CACHED_HOURS = 50_000;

/** Wall clock as UTC minus the instant, for an instant on a whole second. */
function exactOffset(second: number, timeZone: string): number {
  const c = wallClock(new Date(second), timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - second;
}

/** The wall clock read as if it were UTC (to the second): the zone's offset is this minus the instant. */
export function wallClockAsUtc(at: Date, timeZone: string): number {
  const t = at.getTime();
  const second = Math.floor(t / 1000) * 1000;
  const hour = Math.floor(t / HOUR_MS) * HOUR_MS;
  const key = `${timeZone}|${hour}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    // A change of offset and back inside one hour does not happen: equal ends mean one offset throughout.
    const start = exactOffset(hour, timeZone);
    offset = start === exactOffset(hour + HOUR_MS, timeZone) ? start : null;
    if (hourOffsets.size >= MAX_CACHED_HOURS) hourOffsets.clear();
    hourOffsets.set(key, offset);
  }
  return second + (offset ?? exactOffset(second, timeZone));
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');
