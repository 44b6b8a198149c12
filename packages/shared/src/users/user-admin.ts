import type { Permission } from '../auth/permissions.js';
import type { Language } from '../config/modules.js';
import type { AuditUser } from '../record-types/record-type.types.js';

/**
 * An administrator is an active user who can still manage users (holds UPDATE_USER): the last
 * one may not be deactivated, or nobody could ever fix an account again.
 */
export const ADMINISTRATOR_PERMISSION: Permission = 'UPDATE_USER';

/** Permission groups of the user form (every permission in exactly one group). */
export const PERMISSION_GROUPS = {
  administration: [
    'UPDATE_USER',
    'CREATE_USER',
    'DELETE_USER',
    'VIEW_CLIENT',
    'CREATE_CLIENT',
    'VIEW_CHARGE_CODE',
    'CREATE_CHARGE_CODE',
    'CREATE_DOCUMENT_TYPE',
  ],
  quotations: [
    'COMMERCIAL',
    'COMMERCIAL_MANAGER',
    'CREATE_QUOTATION',
    'VIEW_QUOTATION',
    'DELETE_QUOTATION',
    'REQUEST_SHIPMENT',
  ],
  pricing: [
    'PRICING',
    'PRICING_SEA',
    'PRICING_AIR',
    'PRICING_ROAD',
    'PRICING_EXPRESS',
    'PRICING_RULES',
    'PRICING_INBOUND_MAIL',
    'UPDATE_QUOTATION_COSTS',
    'UPDATE_QUOTATION_SALES',
    'UPDATE_EXPRESS_RATE',
    'VIEW_AGENT',
  ],
  operations: ['OPERATIVE', 'OPERATIVE_CONTROLLER', 'VIEW_SHIPMENT'],
  analytics: ['ANALYTICS_QUOTATIONS', 'ANALYTICS_REPORTS', 'ANALYTICS_INVOICED', 'VIEW_STATS'],
  support: ['SUPPORT_USER', 'SUPPORT_STAFF'],
  clients: ['THIRD_PARTY_CLIENT'],
} as const satisfies Record<string, readonly Permission[]>;
export type PermissionGroup = keyof typeof PERMISSION_GROUPS;

/** Roles offered by the user form (free text on the user row; these are the demo's). */
export const USER_ROLES = [
  'administrator',
  'administrative staff',
  'commercial',
  'commercial manager',
  'pricing analyst',
  'operative',
  'analytics',
  'support staff',
  'client',
  'guest',
] as const;

/** Password strength rule of the change-password screen: at least 10 characters, letters and digits. */
export const MIN_PASSWORD_LENGTH = 10;
export function isStrongPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && /\p{L}/u.test(password) && /\d/.test(password);
}

/** One user as the edit form loads it. */
export type UserDetail = {
  id: string;
  code: string;
  name: string;
  email: string;
  username: string;
  language: Language;
  role: string | null;
  webAccess: boolean;
  active: boolean;
  isCommercial: boolean;
  isManager: boolean;
  isThirdParty: boolean;
  clientId: string | null;
  clientName: string | null;
  relatedCommercialIds: string[];
  permissions: Permission[];
  /** A second factor is enrolled and active (issue 46); an administrator may reset it. */
  mfaEnabled: boolean;
  mustChangePassword: boolean;
  passwordSentAt: string | null;
  passwordSentBy: AuditUser;
  lastLoginAt: string | null;
  createdBy: AuditUser;
  createdAt: string;
  lastUpdatedBy: AuditUser;
  lastUpdatedAt: string;
};

/** An active commercial a manager may be related to. */
export type CommercialOption = { id: string; code: string; name: string };

/** POST /app/v1/users/{id}/end-sessions: how many open sessions were ended. */
export type EndSessionsResponse = { ended: number };
