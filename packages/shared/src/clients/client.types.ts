import type { Language } from '../config/modules.js';
import type { ClientPortalSettings } from '../portal/portal.types.js';
import type { UserRef } from '../quotations/quotation.types.js';

import type { CREDIT_DAYS, ExpressDirection, PaymentTerm } from '../reference/constants.js';

// Payment terms, credit days and express rate defaults live in reference/constants (spec section 9).
export type PaymentTerms = PaymentTerm;
export type CreditDays = (typeof CREDIT_DAYS)[number];
export const MAX_EXPRESS_RATES = 10;

export const CLIENT_SORT_FIELDS = ['tradeName', 'legalName', 'taxId', 'country', 'createdAt'] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];

export type ExpressRate = { id: string; rate: string; direction: ExpressDirection };

export type ClientListItem = {
  id: string;
  tradeName: string;
  legalName: string;
  taxId: string;
  city: string;
  country: string;
  commercial: UserRef | null;
  paymentTerms: PaymentTerms;
  creditDays: number | null;
  createdAt: string;
};

export type ClientDetail = ClientListItem & {
  address: string;
  postalCode: string;
  cwCode: string | null;
  expressRates: ExpressRate[];
  operatives: UserRef[];
  createdBy: UserRef | null;
  updatedAt: string;
  updatedBy: UserRef | null;
  /** Portal requests (issue 43): off by default; administrators (UPDATE_USER) change them. */
  portalSettings: ClientPortalSettings;
};

/** The answer of the tax-ID validation before creating a client. */
export type TaxIdValidation =
  | { status: 'NOT_FOUND'; taxId: string }
  | { status: 'EXISTS'; taxId: string; client: { id: string; taxId: string; tradeName: string; legalName: string } };

export type ClientContactInfo = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  position: string | null;
  language: Language;
  active: boolean;
  /** The THIRD_PARTY_CLIENT user of a contact given portal access. */
  portalUser: { id: string; username: string; active: boolean } | null;
};

export const ASSIGNMENT_ROLES = ['COMMERCIAL', 'OPERATIVE'] as const;
export type AssignmentRole = (typeof ASSIGNMENT_ROLES)[number];
export type AssignmentAction = 'ASSIGNED' | 'UNASSIGNED';

export type ClientAssignmentEvent = {
  id: string;
  role: AssignmentRole;
  action: AssignmentAction;
  user: UserRef | null;
  by: UserRef | null;
  at: string;
};

export type ClientAssignments = {
  commercial: UserRef | null;
  operatives: UserRef[];
  /** Newest first. */
  history: ClientAssignmentEvent[];
};

/** A user who may be assigned to a client in a role (the pickers' options). */
export type AssignableUser = UserRef;
