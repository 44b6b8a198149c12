/** Second factor (issue 46): TOTP enrolment, the sign-in challenge and the factor's state. */

/** POST /auth/v1/login when the password is right and the user has an active second factor: no session yet. */
export type MfaChallengeResponse = {
  mfaRequired: true;
  /** Short-lived signed token naming the user; it opens no session, only POST /auth/v1/login/mfa. */
  challenge: string;
  /** Seconds the challenge is valid for. */
  expiresInSeconds: number;
  /** Which factors the user can answer with: a TOTP code (and recovery codes), a passkey. */
  factors: { totp: boolean; passkey: boolean };
};

/**
 * POST /auth/v1/login when the password is right, the administrators' policy asks this user for a
 * second factor and none is enrolled: an enrolment-only session. Its token reaches nothing but the
 * enrolment routes (GET /auth/v1/me/mfa, POST /auth/v1/me/mfa/totp and /totp/confirm) and sign-out;
 * every other route answers 403 MFA_ENROLMENT_REQUIRED. Confirming the factor answers the session.
 */
export type MfaEnrolmentRequiredResponse = {
  mfaEnrolmentRequired: true;
  /** A Bearer token for the enrolment routes only, valid `expiresInSeconds`. */
  enrolmentToken: string;
  expiresInSeconds: number;
};

/** Start of a TOTP enrolment: the secret in base32, its otpauth:// URI and the URI as a QR code image (data URL). */
export type TotpEnrolmentStart = {
  secret: string;
  otpauthUri: string;
  qrCodeDataUrl: string;
};

/** The factor is active: ten single-use recovery codes, shown once and stored hashed. */
export type TotpEnrolmentConfirmed = {
  recoveryCodes: string[];
  /**
   * Only when confirmed with an enrolment-only token (sign-in under the policy): the sign-in is
   * complete and this is the session (the enrolment token is ended).
   */
  session?: { access_token: string; mustChangePassword: boolean };
};

/** The signed-in user's second factor. */
/** POST /auth/v1/me/mfa/recovery-codes: ten new single-use codes (those left before no longer work), shown once. */
export type RecoveryCodesIssued = { recoveryCodes: string[] };

export type MfaStatus = {
  totpEnabled: boolean;
  /** Unused recovery codes left (0 without a factor: an app's code or a passkey). */
  recoveryCodesLeft: number;
  /** Passkeys registered (issue 46). */
  passkeys: number;
};

/** How many recovery codes a confirmed factor gets. */
export const RECOVERY_CODE_COUNT = 10;
/** Seconds a sign-in challenge stays valid. */
export const MFA_CHALLENGE_SECONDS = 300;
/** Seconds an enrolment-only session (sign-in under the policy, no factor yet) stays valid. */
export const MFA_ENROLMENT_SECONDS = 900;
