import { DEFAULT_TIME_ZONE } from '@freight/shared';
import { formatDateTime, NOT_AVAILABLE, type DateInput } from '@/lib/formatting';
import { isKnownTimeZone } from '@/lib/preferences';

/**
 * A time of the cost request as its e-mail writes it: dd/mm/yyyy HH:mm (24 h) in the request's zone
 * (the analyst's, sent by the API), with the zone named. The agent is signed out and abroad: the
 * browser's stored preferences are not theirs, and the page must say the same hour as the mail.
 */
export function requestTime(value: DateInput, timeZone: string): string {
  // A zone this browser does not know must not break the page.
  const zone = isKnownTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const text = formatDateTime(value, zone);
  return text === NOT_AVAILABLE ? text : `${text} (${zone})`;
}
