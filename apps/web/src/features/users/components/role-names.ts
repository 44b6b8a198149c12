import { KNOWN_USER_ROLES, USER_ROLES } from '@freight/shared';

/** Roles with words under `users:roleNames`: those the list knows and those the form offers. */
export const NAMED_ROLES: readonly string[] = [...new Set<string>([...KNOWN_USER_ROLES, ...USER_ROLES])];

/** The `users:roleNames` key of a named role ("Commercial Manager " → roleNames.commercial_manager), or null. */
export function roleNameKey(role: string | null): string | null {
  const normalized = role?.trim().toLowerCase() ?? '';
  return NAMED_ROLES.includes(normalized) ? `roleNames.${normalized.replace(/ /g, '_')}` : null;
}

type Label = (key: string) => string;

/** A role as shown: a named role in the reader's words, any other as typed. */
export function roleText(role: string | null, label: Label): string {
  const key = roleNameKey(role);
  return key ? label(key) : (role ?? '');
}

/** The picker's suggestions, in the reader's words. */
export function roleOptions(label: Label): string[] {
  return USER_ROLES.map((role) => roleText(role, label));
}

/**
 * The role to store for what the form holds: a named role's words (in the reader's language) become
 * its stored name, so every language shows it translated; any other text is stored as typed.
 */
export function roleFromText(text: string, label: Label): string {
  const typed = text.trim();
  const lower = typed.toLowerCase();
  return NAMED_ROLES.find((role) => roleText(role, label).toLowerCase() === lower) ?? typed;
}
