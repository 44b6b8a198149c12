import { Injectable } from '@nestjs/common';
import {
  MFA_CHALLENGE_SECONDS,
  MFA_ENROLMENT_SECONDS,
  parseAuthorities,
  type LoginOutcome,
  type LoginResponse,
  type MfaEnrolmentRequiredResponse,
  type PasskeySignInOptions,
  type Permission,
} from '@freight/shared';
import type { LoginDto, MfaLoginDto, PasskeyLoginDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { MfaPolicyService } from '../mfa/mfa-policy.service.js';
import { MfaService } from '../mfa/mfa.service.js';
import { PasskeysService } from '../mfa/passkeys.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { SsoSettingsService } from '../sso/sso-settings.service.js';
import { UsersService } from '../users/users.service.js';
import { LoginAttemptsService } from './login-attempts.service.js';
import { MfaChallengeService } from './mfa-challenge.service.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionOpener } from './session-opener.service.js';
import { SessionTokenService } from './session-token.service.js';

type LoginUser = NonNullable<Awaited<ReturnType<UsersService['findForLogin']>>>;

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly attempts: LoginAttemptsService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokenService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly mfa: MfaService,
    private readonly challenges: MfaChallengeService,
    private readonly policy: MfaPolicyService,
    private readonly passkeys: PasskeysService,
    private readonly opener: SessionOpener,
    private readonly sso: SsoSettingsService,
  ) {}

  async login(dto: LoginDto, ip: string, userAgent: string | null = null): Promise<LoginOutcome> {
    const typed = dto.username.trim().toLowerCase().slice(0, 200);
    await this.attempts.assertAllowed(typed, ip);

    const user = await this.users.findForLogin(dto.username);
    // Unknown user and wrong password are the same failure, in code and in time.
    const ok = await this.hasher.verify(user?.passwordHash ?? null, dto.password);
    if (!user || !ok) {
      await this.attempts.recordFailure(typed, ip, user ? { id: user.id, username: user.username } : null, 'password');
      throw new AppError('AUTH_INVALID_CREDENTIALS');
    }
    // Only someone who knows the password learns that the account is disabled.
    if (!user.active || !user.webAccess) {
      await this.audit.record(user, 'session', null, 'login.disabled', {}, undefined, { ip });
      throw new AppError('AUTH_ACCOUNT_DISABLED');
    }
    // Users linked to the company's provider sign in there only, when so configured (issue 46).
    if (user.oidcSubject !== null && (await this.sso.active())?.passwordSignInOff) {
      await this.attempts.succeeded(typed, ip);
      throw new AppError('AUTH_PASSWORD_SIGN_IN_OFF');
    }
    // A second factor (issue 46): no session yet, and the failures are forgotten only once it is given,
    // so a known password cannot reset the count of wrong codes.
    const factors = await this.mfa.factors(user.id);
    if (factors.totp || factors.passkey) {
      return {
        mfaRequired: true,
        challenge: this.challenges.issue({ userId: user.id, typed }),
        expiresInSeconds: MFA_CHALLENGE_SECONDS,
        factors,
      };
    }
    const permissions = parseAuthorities(user.permissions.map((p) => p.permission).join(','));
    if (await this.policy.requiresFactor({ ...user, permissions }))
      return this.enrolmentOnly({ ...user, permissions }, typed, ip, userAgent);
    return this.signIn(user, typed, ip, userAgent);
  }

  /**
   * The policy asks this user for a second factor and none is enrolled (issue 46): a short session that
   * opens only the enrolment routes; confirming the factor replaces it with a full one. The password is
   * proven, so its failures are forgotten as on any sign-in without a factor (no second secret to guess).
   */
  private async enrolmentOnly(
    user: Omit<LoginUser, 'permissions'> & { permissions: Permission[] },
    typed: string,
    ip: string,
    userAgent: string | null,
  ): Promise<MfaEnrolmentRequiredResponse> {
    await this.attempts.succeeded(typed, ip);
    const expiresAt = this.tokens.expiry(Date.now(), MFA_ENROLMENT_SECONDS);
    const sessionId = await this.sessions.start({
      userId: user.id,
      expiresAt,
      ip,
      userAgent: userAgent?.slice(0, 500) ?? null,
      mfaEnrolmentOnly: true,
    });
    return {
      mfaEnrolmentRequired: true,
      enrolmentToken: this.tokens.issue(user, sessionId, expiresAt),
      expiresInSeconds: MFA_ENROLMENT_SECONDS,
    };
  }

  /** The pending sign-in a second-step request names: throttled like the password, user still allowed in. */
  private async pending(challenge: string, ip: string): Promise<{ user: LoginUser; typed: string }> {
    const { userId, typed } = this.challenges.read(challenge);
    await this.attempts.assertAllowed(typed, ip);
    const user = await this.users.findForLogin(typed);
    if (!user || user.id !== userId) throw new AppError('MFA_CHALLENGE_INVALID');
    if (!user.active || !user.webAccess) throw new AppError('AUTH_ACCOUNT_DISABLED');
    return { user, typed };
  }

  /** The second step: the challenge and a code of the factor or an unused recovery code. */
  async loginWithSecondFactor(dto: MfaLoginDto, ip: string, userAgent: string | null = null): Promise<LoginResponse> {
    const { user, typed } = await this.pending(dto.challenge, ip);
    const actor = { id: user.id, username: user.username };
    const ok = dto.code
      ? await this.mfa.acceptCode(user.id, dto.code)
      : dto.recoveryCode
        ? await this.mfa.acceptRecoveryCode(actor, dto.recoveryCode, ip)
        : false;
    if (!ok) {
      await this.attempts.recordFailure(typed, ip, actor, dto.code ? 'totp' : 'recovery-code');
      throw new AppError('MFA_CODE_INVALID');
    }
    return this.signIn(user, typed, ip, userAgent);
  }

  /** The second step with a passkey, first part: WebAuthn request options bound to this pending sign-in. */
  async passkeyOptions(challenge: string, ip: string): Promise<PasskeySignInOptions> {
    const { user } = await this.pending(challenge, ip);
    return { options: await this.passkeys.signInOptions(user.id, challenge) };
  }

  /** The second step with a passkey: the authenticator's answer; a wrong one counts as a wrong code. */
  async loginWithPasskey(dto: PasskeyLoginDto, ip: string, userAgent: string | null = null): Promise<LoginResponse> {
    const { user, typed } = await this.pending(dto.challenge, ip);
    const actor = { id: user.id, username: user.username };
    if (!(await this.passkeys.acceptSignIn(actor, dto.challenge, dto.response, ip))) {
      await this.attempts.recordFailure(typed, ip, actor, 'passkey');
      throw new AppError('PASSKEY_INVALID');
    }
    return this.signIn(user, typed, ip, userAgent);
  }

  private async signIn(user: LoginUser, typed: string, ip: string, userAgent: string | null): Promise<LoginResponse> {
    await this.attempts.succeeded(typed, ip);
    const permissions = parseAuthorities(user.permissions.map((p) => p.permission).join(','));
    return this.opener.open({ ...user, permissions }, ip, userAgent);
  }

  /** Sign-out: the token's session ends on the server, so the token is refused from now on. */
  async logout(user: AuthUser): Promise<void> {
    if (!user.sessionId) return;
    await this.sessions.endOne(user.id, user.sessionId, 'logout');
    await this.audit.record(user, 'session', user.sessionId, 'logout');
  }
}
