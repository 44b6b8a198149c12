import { wallClockAsUtc } from '../time/wall-clock.js';

/**
 * The instant as the wall-clock time of the user's zone, stored as that UTC date: Excel dates
 * carry no zone, so the cell reads exactly what the user sees on screen.
 */
export function zonedExcelDate(iso: string, timeZone: string): Date {
  return new Date(wallClockAsUtc(new Date(iso), timeZone));
}
