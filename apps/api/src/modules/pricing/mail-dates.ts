import { COMPANY_TIME_ZONE } from '@freight/shared';
import { pad2, wallClock } from '../../common/time/wall-clock.js';

/**
 * dd/mm/yyyy of a calendar date (a shipment date, stored at UTC midnight): the day as entered, no
 * zone applies. An instant is written with formatDayIn or formatDayTime instead.
 */
export function formatDay(d: Date): string {
  return d.toISOString().slice(0, 10).split('-').reverse().join('/');
}

/** dd/mm/yyyy of the day an instant falls on in a time zone. */
export function formatDayIn(d: Date, timeZone: string): string {
  const c = wallClock(d, timeZone);
  return `${pad2(c.day)}/${pad2(c.month)}/${c.year}`;
}

/** dd/mm/yyyy hh:mm (24 h) in a time zone, with the zone named so an agent abroad reads it right. */
export function formatDayTime(d: Date, timeZone: string): string {
  const c = wallClock(d, timeZone);
  return `${pad2(c.day)}/${pad2(c.month)}/${c.year} ${pad2(c.hour)}:${pad2(c.minute)} (${timeZone})`;
}

/**
 * The zone a cost request's instants are written in, in its mails and on the agent's page alike:
 * the analyst's who asked, else the company's.
 */
export function costRequestTimeZone(analyst: { timeZone: string } | null | undefined): string {
  return analyst?.timeZone || COMPANY_TIME_ZONE;
}
