import type { MfaChallengeResponse, MfaEnrolmentRequiredResponse } from './mfa.js';
/** The claims of a staff session token: the six the spec reads (section 3) plus the session id. */
export type SessionClaims = {
  exp: number;
  user_email: string;
  user_username: string;
  user_code: string;
  user_name: string;
  authorities: string;
  /** The server-side session this token belongs to (issue 18): ended sessions refuse their tokens. */
  sid: string;
};

export const SESSION_CLAIM_NAMES = [
  'exp',
  'user_email',
  'user_username',
  'user_code',
  'user_name',
  'authorities',
  'sid',
] as const;

/** Browser storage key of the token (spec section 4). */
export const ACCESS_TOKEN_STORAGE_KEY = 'access_token';
/** How often the SPA re-checks the token's expiry (spec section 4). */
export const SESSION_CHECK_INTERVAL_MS = 300_000;

/** `mustChangePassword`: a one-time password was used; the SPA shows only the change-password screen. */
export type LoginResponse = { access_token: string; mustChangePassword: boolean };
/**
 * POST /auth/v1/login: a session, or (issue 46) a second-factor challenge, or an enrolment-only session
 * when the administrators' policy asks for a factor the user has not enrolled yet.
 */
export type LoginOutcome = LoginResponse | MfaChallengeResponse | MfaEnrolmentRequiredResponse;
