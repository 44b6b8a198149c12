/** Passkeys (WebAuthn) as a second factor (issue 46). */

/**
 * WebAuthn options or an authenticator's answer as JSON (PublicKeyCredentialCreationOptionsJSON,
 * PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON, AuthenticationResponseJSON):
 * handed as they are between the browser's WebAuthn library and the API's.
 */
export type WebAuthnJson = Record<string, unknown>;

/** One of the signed-in user's passkeys. */
export type PasskeyView = {
  id: string;
  /** The name the user gave it. */
  name: string;
  createdAt: string;
  /** The last sign-in with it; null when never used. */
  lastUsedAt: string | null;
};

/** Options for navigator.credentials.create(), valid PASSKEY_CHALLENGE_SECONDS, single-use. */
export type PasskeyRegistrationOptions = { options: WebAuthnJson };

/** Options for navigator.credentials.get() in the second sign-in step, bound to that sign-in's challenge. */
export type PasskeySignInOptions = { options: WebAuthnJson };

/** A passkey registered. With an enrolment-only token (sign-in under the policy), also the completed sign-in's session. */
export type PasskeyRegistered = {
  passkey: PasskeyView;
  session?: { access_token: string; mustChangePassword: boolean };
};

/** Seconds a WebAuthn challenge (registration or sign-in) stays valid. */
export const PASSKEY_CHALLENGE_SECONDS = 300;
/** Most passkeys one user may register. */
export const PASSKEY_MAX_PER_USER = 10;
/** Longest passkey name. */
export const PASSKEY_NAME_MAX = 60;
