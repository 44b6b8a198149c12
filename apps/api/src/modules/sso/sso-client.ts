import { Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import type { OidcConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';

/** Plain http is allowed only for a provider on this machine (the tests' and the demo's); anywhere else https. */
function isLocal(issuer: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(issuer).hostname);
}

/**
 * The OpenID Connect relying party (issue 46), on openid-client: the provider's discovery document is
 * read once per configuration (again after a failure, and when an administrator changes the issuer or
 * the client), and every protocol check (state, nonce, PKCE, ID token signature, issuer, audience,
 * expiry) is the library's.
 */
@Injectable()
export class SsoClient {
  private discovered: Promise<oidc.Configuration> | null = null;
  private discoveredFor = '';

  /** The provider's configuration for these settings (there is one provider at a time). */
  async configuration(s: OidcConfig): Promise<oidc.Configuration> {
    const key = JSON.stringify([s.issuer, s.clientId, s.clientSecret]);
    if (key !== this.discoveredFor) {
      this.discovered = null;
      this.discoveredFor = key;
    }
    this.discovered ??= oidc.discovery(new URL(s.issuer), s.clientId, s.clientSecret, undefined, {
      execute: isLocal(s.issuer) && new URL(s.issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    try {
      return await this.discovered;
    } catch {
      if (this.discoveredFor === key) this.discovered = null;
      throw new AppError('DEPENDENCY_UNAVAILABLE');
    }
  }
}
