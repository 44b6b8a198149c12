import type { Permission } from '../auth/permissions.js';
import type { Role } from '../auth/roles.js';
import type { CurrencyFormat, Language } from '../config/modules.js';

export type MeResponse = {
  id: string;
  code: string;
  name: string;
  email: string;
  username: string;
  language: Language;
  currencyFormat: CurrencyFormat;
  timeZone: string;
  permissions: Permission[];
  roles: Role[];
  clientId: string | null;
  /** Signed in with a one-time password: every other route answers PASSWORD_CHANGE_REQUIRED. */
  mustChangePassword: boolean;
};
