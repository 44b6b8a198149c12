import type { Permission } from '../auth/permissions.js';
import type { Role } from '../auth/roles.js';
import type { CurrencyFormat, Language } from '../config/modules.js';

export type MeResponse = {
  id: string;
  code: string;
  name: string;
  email: string;
  username: string;
  /** Printed on client PDFs beside the name and e-mail; null when not given. */
  phone: string | null;
  language: Language;
  currencyFormat: CurrencyFormat;
  timeZone: string;
  permissions: Permission[];
  roles: Role[];
  clientId: string | null;
  /** Signed in with a one-time password: every other route answers PASSWORD_CHANGE_REQUIRED. */
  mustChangePassword: boolean;
};

/** A phone as people write it: digits, spaces, +, parentheses, dots and hyphens (or empty). */
export const PHONE_PATTERN = /^(\+?[\d\s().-]{6,40})?$/;
export const PHONE_MAX_LENGTH = 40;
