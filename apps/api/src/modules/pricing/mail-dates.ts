/** dd/mm/yyyy of a calendar date (stored at UTC midnight) or of an instant in UTC. */
export function formatDay(d: Date): string {
  return d.toISOString().slice(0, 10).split('-').reverse().join('/');
}

/** dd/mm/yyyy hh:mm (24 h) in a time zone, with the zone named so an agent abroad reads it right. */
export function formatDayTime(d: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute} (${timeZone})`;
}
