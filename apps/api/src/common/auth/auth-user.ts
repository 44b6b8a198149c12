import type { Language, Permission } from '@freight/shared';

/** The signed-in staff user attached to a request by the JWT strategy. */
export type AuthUser = {
  id: string;
  /** The server-side session the token names (sign-out ends it); always set for a request's user. */
  sessionId?: string;
  code: string;
  username: string;
  email: string;
  name: string;
  permissions: Permission[];
  clientId: string | null;
  isThirdParty: boolean;
  /** IANA zone: calendar dates the user types ("today", date filters) are read in it. */
  timeZone: string;
  language: Language;
  /** Signed in with a one-time password: only routes marked AllowPendingPasswordChange answer. */
  mustChangePassword?: boolean;
  /** Issue 46: an enrolment-only session (policy, no factor yet): only routes marked AllowMfaEnrolment answer. */
  mfaEnrolmentOnly?: boolean;
};
