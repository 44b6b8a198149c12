/** Single sign-on with the company's OpenID Connect provider (issue 46). */

/** GET /auth/v1/sso: whether the sign-in screen offers "Sign in with <providerName>". */
export type SsoInfo = { enabled: boolean; providerName: string | null };

/**
 * POST /auth/v1/sso/start: where to send the browser, and the flow token to hand back with the
 * provider's answer (it carries the state, nonce and PKCE verifier, signed; valid SSO_FLOW_SECONDS).
 */
export type SsoStart = { authorizationUrl: string; flow: string };

/** POST /auth/v1/sso/logout: the session is ended; where to send the browser to end the provider's too (or null). */
export type SsoLogout = { endSessionUrl: string | null };

/** Seconds between starting an SSO sign-in and handing back the provider's answer. */
export const SSO_FLOW_SECONDS = 600;
