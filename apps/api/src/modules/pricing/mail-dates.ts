import { pad2, wallClock } from '../../common/time/wall-clock.js';

/** dd/mm/yyyy of a calendar date (stored at UTC midnight) or of an instant in UTC. */
export function formatDay(d: Date): string {
  return d.toISOString().slice(0, 10).split('-').reverse().join('/');
}

/** dd/mm/yyyy hh:mm (24 h) in a time zone, with the zone named so an agent abroad reads it right. */
export function formatDayTime(d: Date, timeZone: string): string {
  const c = wallClock(d, timeZone);
  return `${pad2(c.day)}/${pad2(c.month)}/${c.year} ${pad2(c.hour)}:${pad2(c.minute)} (${timeZone})`;
}
