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
 * read once (again after a failure), and every protocol check (state, nonce, PKCE, ID token signature,
 * issuer, audience, expiry) is the library's.
 */
@Injectable()
export class SsoClient {
  private discovered: Promise<oidc.Configuration> | null = null;

  /** The provider's configuration for these settings (the app's OIDC settings: there is one provider). */
  async configuration(s: OidcConfig): Promise<oidc.Configuration> {
    this.discovered ??= oidc.discovery(new URL(s.issuer), s.clientId, s.clientSecret, undefined, {
      execute: isLocal(s.issuer) && new URL(s.issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    try {
      return await this.discovered;
    } catch {
      this.discovered = null;
      throw new AppError('DEPENDENCY_UNAVAILABLE');
    }
  }
}
