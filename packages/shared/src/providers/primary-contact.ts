import type { FieldError } from '../errors/codes.js';

type ContactFlag = { primary?: boolean };

/**
 * A provider's contacts have exactly one primary (the address cost requests go to).
 * On create, none flagged makes the first one primary; more than one flagged is refused.
 */
export function primaryContactProblems(contacts: readonly ContactFlag[]): FieldError[] {
  const flagged = contacts.filter((c) => c.primary === true).length;
  return flagged > 1 ? [{ field: 'contacts', rules: ['onePrimaryContact'] }] : [];
}

/** Index of the contact that becomes primary: the flagged one, else the first. */
export function primaryContactIndex(contacts: readonly ContactFlag[]): number {
  const flagged = contacts.findIndex((c) => c.primary === true);
  return flagged >= 0 ? flagged : 0;
}
