import type { Permission } from './permissions.js';

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

/** Where the active single sign-on configuration comes from: the administrators' screen, the OIDC_* variables, or nowhere. */
export const SSO_SETTINGS_SOURCES = ['database', 'environment', 'none'] as const;
export type SsoSettingsSource = (typeof SSO_SETTINGS_SOURCES)[number];

/** One line of the group mapping: the provider's group and the portal permissions it grants. */
export type SsoGroupMapping = { group: string; permissions: Permission[] };

/**
 * GET/PUT /app/v1/sso-settings (UPDATE_USER): the active configuration. The client secret is never
 * answered, only whether one is set. A saved configuration takes precedence over the OIDC_* variables.
 */
export type SsoSettings = {
  source: SsoSettingsSource;
  enabled: boolean;
  issuer: string;
  clientId: string;
  clientSecretSet: boolean;
  providerName: string;
  /** What the provider is asked for ("openid" is always asked). */
  scopes: string;
  groupsClaim: string;
  groupMappingEnabled: boolean;
  groupMapping: SsoGroupMapping[];
  passwordSignInOff: boolean;
  /** What to register at the provider as the redirect URI (PUBLIC_URL/login unless OIDC_REDIRECT_URI says otherwise). */
  redirectUri: string;
  /** Last saved (ISO) and by whom; null while the configuration has never been saved here. */
  updatedAt: string | null;
  updatedBy: string | null;
};

export const SSO_PROVIDER_NAME_MAX = 60;

/** Plain http is allowed only for a provider on this machine (the tests' and the demo's). */
export function isLocalHostName(host: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(host);
}

// scheme://host[:port][/path], nothing else (no user info, query or fragment).
const ISSUER = /^(https?):\/\/(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(?::\d{1,5})?(?:\/[^?#\s]*)?$/i;

/** Whether an issuer is acceptable: an https URL, or http on localhost / 127.0.0.1; no query or fragment. */
export function isValidSsoIssuer(issuer: string): boolean {
  const m = ISSUER.exec(issuer);
  if (!m) return false;
  return m[1].toLowerCase() === 'https' || isLocalHostName(m[2].toLowerCase());
}
