import { isPermission, type Permission } from '@freight/shared';

type Env = Record<string, string | undefined>;

/**
 * Single sign-on with the company's OpenID Connect provider (issue 46); null: off. Set by the OIDC_*
 * variables: OIDC_ISSUER turns it on and needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.
 */
export type OidcConfig = {
  /** OIDC_ISSUER: the provider's issuer URL (its discovery document is read from it). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_REDIRECT_URI: where the provider sends the browser back (default: PUBLIC_URL/login, the sign-in screen finishes it). */
  redirectUri: string;
  /** OIDC_POST_LOGOUT_REDIRECT_URI: where the provider's logout returns (default: PUBLIC_URL/login). */
  postLogoutRedirectUri: string;
  /** OIDC_SCOPES (default "openid email profile"; openid is always asked). */
  scopes: string;
  /** OIDC_PROVIDER_NAME: what the sign-in button names ("Sign in with Contoso"). */
  providerName: string;
  /** OIDC_GROUPS_CLAIM: the ID token claim that lists the user's groups (default "groups"). */
  groupsClaim: string;
  /**
   * OIDC_GROUP_PERMISSIONS: "group=PERM,PERM;group2=PERM" (the roles of spec section 6 are sets of
   * permissions). Empty (the default): the provider changes no permission. Otherwise, at each SSO
   * sign-in, every permission named here is granted when the user is in a group that maps to it and
   * taken away when not; permissions not named here are left alone.
   */
  groupPermissions: Record<string, Permission[]>;
  /** OIDC_PASSWORD_SIGN_IN_OFF: users linked to the provider can no longer sign in with a password. */
  passwordSignInOff: boolean;
};

export function oidcOf(
  env: Env,
  publicUrl: string,
  bool: (name: string, fallback: boolean) => boolean,
  problems: string[],
): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  const str = (name: string, fallback = '') => env[name]?.trim() || fallback;
  const base = publicUrl.replace(/\/+$/, '');
  const config: OidcConfig = {
    issuer,
    clientId: str('OIDC_CLIENT_ID'),
    clientSecret: env.OIDC_CLIENT_SECRET ?? '',
    redirectUri: str('OIDC_REDIRECT_URI', `${base}/login`),
    postLogoutRedirectUri: str('OIDC_POST_LOGOUT_REDIRECT_URI', `${base}/login`),
    scopes: str('OIDC_SCOPES', 'openid email profile'),
    providerName: str('OIDC_PROVIDER_NAME', 'SSO').slice(0, 60),
    groupsClaim: str('OIDC_GROUPS_CLAIM', 'groups'),
    groupPermissions: groupPermissionsOf(str('OIDC_GROUP_PERMISSIONS'), problems),
    passwordSignInOff: bool('OIDC_PASSWORD_SIGN_IN_OFF', false),
  };
  if (!config.clientId || !config.clientSecret)
    problems.push('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  for (const [name, value] of [
    ['OIDC_ISSUER', config.issuer],
    ['OIDC_REDIRECT_URI', config.redirectUri],
    ['OIDC_POST_LOGOUT_REDIRECT_URI', config.postLogoutRedirectUri],
  ]) {
    if (!URL.canParse(value) || !['http:', 'https:'].includes(new URL(value).protocol))
      problems.push(`${name} must be an http(s) URL (got "${value}")`);
  }
  if (URL.canParse(issuer) && new URL(issuer).protocol === 'http:' && !isLocalHost(new URL(issuer).hostname))
    problems.push('OIDC_ISSUER must use https (plain http only for a provider on localhost)');
  return config;
}

const isLocalHost = (host: string) => ['localhost', '127.0.0.1', '[::1]'].includes(host);

/** "group=PERM,PERM;group2=PERM" → { group: [PERM, PERM], group2: [PERM] }; unknown permissions are config errors. */
export function groupPermissionsOf(raw: string, problems: string[]): Record<string, Permission[]> {
  const map: Record<string, Permission[]> = {};
  for (const entry of raw
    .split(';')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.lastIndexOf('=');
    const group = entry.slice(0, at).trim();
    const names = entry
      .slice(at + 1)
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (at <= 0 || names.length === 0) {
      problems.push(`OIDC_GROUP_PERMISSIONS: "${entry}" is not group=PERMISSION[,PERMISSION]`);
      continue;
    }
    const unknown = names.filter((p) => !isPermission(p));
    if (unknown.length) problems.push(`OIDC_GROUP_PERMISSIONS: unknown permission(s) ${unknown.join(', ')}`);
    map[group] = [...new Set([...(map[group] ?? []), ...names.filter(isPermission)])];
  }
  return map;
}
