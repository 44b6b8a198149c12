import { getTimeZones } from '@vvo/tzdb';

// Kept apart from formatting.ts: the zone database is large and only the settings screen needs it.
export type TimeZoneOption = { value: string; label: string };

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const mins = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${mins}`;
}

let timeZoneOptions: TimeZoneOption[] | null = null;
// Zones the list folds into one entry (America/Buenos_Aires under America/Argentina/Buenos_Aires).
let aliases: Map<string, string> | null = null;

/** Time zones with their current UTC offset (spec section 9), sorted by offset. */
export function listTimeZones(): TimeZoneOption[] {
  if (timeZoneOptions) return timeZoneOptions;
  const zones = getTimeZones({ includeUtc: true })
    .slice()
    .sort((a, b) => a.currentTimeOffsetInMinutes - b.currentTimeOffsetInMinutes || a.name.localeCompare(b.name));
  aliases = new Map(zones.flatMap((zone) => zone.group.map((member): [string, string] => [member, zone.name])));
  timeZoneOptions = zones.map((zone) => ({
    value: zone.name,
    label: `(${formatOffset(zone.currentTimeOffsetInMinutes)}) ${zone.name}`,
  }));
  return timeZoneOptions;
}

/** The list entry that stands for `zone`, following aliases; null for a zone the list lacks. */
export function findTimeZoneOption(zone: string): TimeZoneOption | null {
  const options = listTimeZones();
  const name = aliases?.get(zone) ?? zone;
  return options.find((option) => option.value === name) ?? null;
}
