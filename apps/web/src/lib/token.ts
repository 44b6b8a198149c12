import { parseAuthorities, type Permission, type SessionClaims } from '@freight/shared';

/** A decoded staff token: the claims the spec reads plus the parsed permission list. */
export type DecodedToken = { claims: SessionClaims; permissions: Permission[] };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // Names carry accents (José, João): decode the payload as UTF-8, not Latin-1.
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of a JWT without verifying it: the browser only needs them for
 * display, guards and expiry; the API verifies the signature on every call.
 */
export function decodeToken(token: string): DecodedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(decodeBase64Url(parts[1])) as Partial<SessionClaims>;
    if (typeof payload.exp !== 'number') return null;
    const claims: SessionClaims = {
      exp: payload.exp,
      user_email: payload.user_email ?? '',
      user_username: payload.user_username ?? '',
      user_code: payload.user_code ?? '',
      user_name: payload.user_name ?? '',
      authorities: payload.authorities ?? '',
      sid: payload.sid ?? '',
    };
    return { claims, permissions: parseAuthorities(claims.authorities) };
  } catch {
    return null;
  }
}

/** Spec section 5: the token is discarded when now >= exp (exp in seconds). */
export function isExpired(claims: Pick<SessionClaims, 'exp'>, now: number = Date.now()): boolean {
  return now >= claims.exp * 1000;
}
