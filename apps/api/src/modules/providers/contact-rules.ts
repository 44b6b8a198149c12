import type { FieldError } from '@freight/shared';

/** What the primary-contact rules need to know of a provider's existing contacts. */
export type ContactState = { id: string; primary: boolean; active: boolean };

/**
 * A new contact becomes primary when asked, or when the provider has none yet (its first
 * contact, or all earlier ones gone): a provider always has exactly one primary contact.
 */
export function primaryOnAdd(existing: readonly ContactState[], requested: boolean | undefined): boolean {
  return requested === true || !existing.some((c) => c.primary);
}

/**
 * Updating a contact can hand the primary role to it but not take it away (another contact
 * must be made primary instead), and an inactive contact cannot receive it.
 */
export function primaryOnUpdate(
  contact: ContactState,
  requested: boolean | undefined,
): { primary: boolean } | { problem: FieldError } {
  if (requested === undefined) return { primary: contact.primary };
  if (requested && !contact.active) return { problem: { field: 'primary', rules: ['inactiveContactCannotBePrimary'] } };
  if (!requested && contact.primary) return { problem: { field: 'primary', rules: ['primaryContactRequired'] } };
  return { primary: requested };
}

/** The primary contact stays active: cost requests are addressed to it. */
export function canInactivate(contact: ContactState): boolean {
  return !contact.primary;
}
