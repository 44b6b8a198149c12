import { Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import {
  parseAuthorities,
  type LoginResponse,
  type Permission,
  type SsoInfo,
  type SsoLogout,
  type SsoStart,
} from '@freight/shared';
import type { SsoCallbackDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { OidcConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { SessionOpener } from '../auth/session-opener.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { SsoClient } from './sso-client.js';
import { SsoFlowTokens } from './sso-flow.js';
import { SsoSettingsService } from './sso-settings.service.js';
import { groupsOf, permissionChanges } from './sso-groups.js';
import { SsoRepository } from './sso.repository.js';

type SsoUser = NonNullable<Awaited<ReturnType<SsoRepository['findBySubject']>>>;

/**
 * Single sign-on with the company's OpenID Connect provider (issue 46): authorization code with PKCE,
 * state and nonce; the answer opens a session through SessionOpener like every other sign-in. Users are
 * never created here: the provider's account is matched to an existing user by its stored subject, or
 * the first time by its verified e-mail, and then linked.
 */
@Injectable()
export class SsoService {
  constructor(
    private readonly client: SsoClient,
    private readonly flows: SsoFlowTokens,
    private readonly repo: SsoRepository,
    private readonly opener: SessionOpener,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly configured: SsoSettingsService,
  ) {}

  /** The active configuration (saved by an administrator, else the OIDC_* variables), read at each request. */
  private async settings(): Promise<OidcConfig> {
    const s = await this.configured.active();
    if (!s) throw new AppError('SSO_NOT_CONFIGURED');
    return s;
  }

  async info(): Promise<SsoInfo> {
    const s = await this.configured.active();
    return { enabled: !!s, providerName: s?.providerName ?? null };
  }

  async start(): Promise<SsoStart> {
    const s = await this.settings();
    const config = await this.client.configuration(s);
    const flow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: s.redirectUri,
      scope: s.scopes.split(/\s+/).includes('openid') ? s.scopes : `openid ${s.scopes}`,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { authorizationUrl: url.href, flow: this.flows.issue(flow) };
  }

  async callback(dto: SsoCallbackDto, ip: string, userAgent: string | null): Promise<LoginResponse> {
    const s = await this.settings();
    const flow = this.flows.read(dto.flow);
    const config = await this.client.configuration(s);
    const current = new URL(s.redirectUri);
    current.search = dto.callback.startsWith('?') ? dto.callback.slice(1) : dto.callback;
    let claims: Record<string, unknown>;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = { ...tokens.claims() };
      // Providers that keep the ID token small (as the spec has it for the code flow) give the e-mail and groups at userinfo.
      if ((!claims.email || !(s.groupsClaim in claims)) && config.serverMetadata().userinfo_endpoint)
        claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))), ...claims };
    } catch {
      // A provider's refusal, a replayed or forged answer: the protocol checks are openid-client's.
      throw new AppError('SSO_FLOW_INVALID');
    }
    const issuer = config.serverMetadata().issuer;
    const user = await this.match(issuer, claims);
    if (!user.active || !user.webAccess) {
      await this.audit.record(user, 'session', null, 'login.disabled', {}, undefined, { ip });
      throw new AppError('AUTH_ACCOUNT_DISABLED');
    }
    if (user.oidcSubject === null || user.oidcIssuer !== issuer) {
      await this.repo.link(user.id, issuer, String(claims.sub));
      const before = user.oidcIssuer ? { before: { issuer: user.oidcIssuer } } : {};
      await this.audit.record(user, 'user', user.id, 'sso.link', { ...before, after: { issuer } }, undefined, { ip });
    }
    const permissions = await this.applyGroups(user, groupsOf(claims, s.groupsClaim), s, ip);
    return this.opener.open({ ...user, permissions }, ip, userAgent);
  }

  /** The user the provider's account is: its stored subject, else (first time) a verified e-mail of an unlinked user. */
  private async match(issuer: string, claims: Record<string, unknown>): Promise<SsoUser> {
    const subject = typeof claims.sub === 'string' ? claims.sub : '';
    const linked = subject ? await this.repo.findBySubject(issuer, subject) : null;
    if (linked) return linked;
    const email = typeof claims.email === 'string' ? claims.email : '';
    const byEmail = subject && email && claims.email_verified === true ? await this.repo.findByEmail(email) : null;
    // A user already linked to another account of this provider is not taken over by an e-mail; one linked
    // to a provider the portal no longer uses (an administrator changed the issuer) is linked anew.
    if (!byEmail || (byEmail.oidcSubject !== null && byEmail.oidcIssuer === issuer))
      throw new AppError('SSO_ACCOUNT_UNKNOWN');
    return byEmail;
  }

  /** The group mapping, applied at each sign-in (audited when it changes something). */
  private async applyGroups(user: SsoUser, groups: string[], s: OidcConfig, ip: string): Promise<Permission[]> {
    const current = parseAuthorities(user.permissions.map((p) => p.permission).join(','));
    const { grant, revoke } = permissionChanges(s.groupPermissions, groups, current);
    if (grant.length === 0 && revoke.length === 0) return current;
    await this.repo.changePermissions(user.id, grant, revoke);
    const after = [...current.filter((p) => !revoke.includes(p)), ...grant].sort();
    await this.audit.record(
      user,
      'user',
      user.id,
      'permissions',
      { before: { permissions: current }, after: { permissions: after } },
      undefined,
      { ip },
    );
    return after;
  }

  /**
   * Sign-out: ends this token's portal session (as /auth/v1/logout does) and, when the provider has an
   * end-session endpoint, answers where to send the browser to sign out there too (RP-initiated logout).
   */
  async logout(user: AuthUser): Promise<SsoLogout> {
    if (user.sessionId) {
      await this.sessions.endOne(user.id, user.sessionId, 'logout');
      await this.audit.record(user, 'session', user.sessionId, 'logout');
    }
    const s = await this.configured.active();
    if (!s) return { endSessionUrl: null };
    const config = await this.client.configuration(s).catch(() => null);
    if (!config?.serverMetadata().end_session_endpoint) return { endSessionUrl: null };
    const url = oidc.buildEndSessionUrl(config, {
      client_id: s.clientId,
      post_logout_redirect_uri: s.postLogoutRedirectUri,
    });
    return { endSessionUrl: url.href };
  }
}
