/**
 * How the mails and the agent's page write an instant in a zone (dd/mm/yyyy, and hh:mm in 24 h),
 * computed independently of the code under test (Intl, not the app's formatters).
 */
export const dayIn = (at: string | Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(at),
  );

export const wallIn = (at: string | Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(at))
    .replace(', ', ' ');
