import type { Language } from '../config/modules.js';

export const USER_SORT_FIELDS = ['name', 'username', 'code', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export type UserListItem = {
  id: string;
  code: string;
  name: string;
  username: string;
  email: string;
  role: string | null;
  language: Language;
  webAccess: boolean;
  active: boolean;
  lastLoginAt: string | null;
  clientName: string | null;
  /** A second factor is enrolled and active (issue 46). */
  mfaEnabled: boolean;
};

/**
 * The role names the portal knows (users.role is free text, as in the legacy system): the SPA
 * shows these in the reader's language (users:roleNames.<key>); any other text is shown as typed.
 */
export const KNOWN_USER_ROLES = [
  'administrator',
  'commercial',
  'commercial manager',
  'pricing analyst',
  'operative',
  'administrative staff',
  'analytics',
  'support staff',
  'client',
] as const;
export type KnownUserRole = (typeof KNOWN_USER_ROLES)[number];

/** The i18n key of a known role name ("commercial manager" → "commercial_manager"), or null. */
export function userRoleKey(role: string | null): string | null {
  const normalized = role?.trim().toLowerCase() ?? '';
  return (KNOWN_USER_ROLES as readonly string[]).includes(normalized) ? normalized.replace(/ /g, '_') : null;
}
