import { Inject, Injectable } from '@nestjs/common';
import { parseAuthorities, type LoginResponse } from '@freight/shared';
import type { LoginDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { Metrics } from '../../common/metrics/metrics.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { UsersService } from '../users/users.service.js';
import { AuditService } from '../audit/audit.service.js';
import {
  type DelayRule,
  ipKey,
  LoginThrottleRepository,
  pairKey,
  type ThrottleRow,
  userKey,
} from './login-throttle.repository.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionTokenService } from './session-token.service.js';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokenService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  async login(dto: LoginDto, ip: string, userAgent: string | null = null): Promise<LoginResponse> {
    const { maxFailuresPerUser, maxFailuresPerIp, windowSeconds } = this.config.login;
    const typed = dto.username.trim().toLowerCase().slice(0, 200);
    const pair = pairKey(typed, ip);
    const named = userKey(typed);
    const rows = await this.throttle.find([pair, ipKey(ip), named]);
    const now = Date.now();
    const waits = rows.map((r) => {
      if (r.key === ipKey(ip))
        // The address: over its limit within the window (however many usernames it tried).
        return r.failures >= maxFailuresPerIp ? r.windowStart.getTime() + windowSeconds * 1000 - now : 0;
      return r.blockedUntil ? r.blockedUntil.getTime() - now : 0;
    });
    let retryAfter = Math.ceil(Math.max(0, ...waits) / 1000);
    // The username past its free failures: this attempt must take the one slot of the delay.
    const usernameRow = rows.find((r) => r.key === named);
    if (retryAfter === 0 && usernameRow && this.pastFreeFailures(usernameRow, now)) {
      if (!(await this.throttle.claimUsernameAttempt(typed, this.usernameDelay()))) retryAfter = 1;
    }
    if (retryAfter > 0) {
      this.metrics.loginLockouts.inc();
      await this.audit.record(
        null,
        'session',
        null,
        'login.locked',
        { after: { retryAfterSeconds: retryAfter } },
        undefined,
        {
          ip,
          actorName: typed,
        },
      );
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: retryAfter }, { 'Retry-After': String(retryAfter) });
    }

    const user = await this.users.findForLogin(dto.username);
    // Unknown user and wrong password are the same failure, in code and in time.
    const ok = await this.hasher.verify(user?.passwordHash ?? null, dto.password);
    if (!user || !ok) {
      this.metrics.loginFailures.inc();
      const [counted] = await Promise.all([
        this.throttle.recordPairFailure(typed, ip, maxFailuresPerUser, windowSeconds),
        this.throttle.recordIpFailure(ip, windowSeconds),
        this.throttle.recordUsernameFailure(typed, this.usernameDelay()),
      ]);
      await this.audit.record(
        user ? { id: user.id, username: user.username } : null,
        'session',
        null,
        'login.failure',
        { after: { failures: counted.failures, lockedUntil: counted.blockedUntil?.toISOString() ?? null } },
        undefined,
        { ip, actorName: typed },
      );
      throw new AppError('AUTH_INVALID_CREDENTIALS');
    }
    // Only someone who knows the password learns that the account is disabled.
    if (!user.active || !user.webAccess) {
      await this.audit.record(user, 'session', null, 'login.disabled', {}, undefined, { ip });
      throw new AppError('AUTH_ACCOUNT_DISABLED');
    }

    // Success forgets this pair's and this username's failures: the address's count stays.
    await Promise.all([
      this.throttle.clear(pair),
      this.throttle.clear(named),
      this.users.recordLogin(user.id, new Date()),
    ]);
    const permissions = parseAuthorities(user.permissions.map((p) => p.permission).join(','));
    const expiresAt = this.tokens.expiry();
    const sessionId = await this.sessions.start({
      userId: user.id,
      expiresAt,
      ip,
      userAgent: userAgent?.slice(0, 500) ?? null,
    });
    await this.audit.record(user, 'session', sessionId, 'login.success', {}, undefined, { ip });
    return {
      access_token: this.tokens.issue({ ...user, permissions }, sessionId, expiresAt),
      mustChangePassword: user.mustChangePassword,
    };
  }

  private usernameDelay(): DelayRule {
    const { maxFailuresPerUsername, usernameDelayBaseSeconds, usernameDelayMaxSeconds, windowSeconds } =
      this.config.login;
    return {
      free: maxFailuresPerUsername,
      baseSeconds: usernameDelayBaseSeconds,
      maxSeconds: usernameDelayMaxSeconds,
      windowSeconds,
    };
  }

  /** Whether the username's counter, still within its window, has used its free failures. */
  private pastFreeFailures(row: ThrottleRow, now: number): boolean {
    const { maxFailuresPerUsername, windowSeconds } = this.config.login;
    return row.failures >= maxFailuresPerUsername && (row.lastFailureAt?.getTime() ?? 0) > now - windowSeconds * 1000;
  }

  /** Sign-out: the token's session ends on the server, so the token is refused from now on. */
  async logout(user: AuthUser): Promise<void> {
    if (!user.sessionId) return;
    await this.sessions.endOne(user.id, user.sessionId, 'logout');
    await this.audit.record(user, 'session', user.sessionId, 'logout');
  }
}
