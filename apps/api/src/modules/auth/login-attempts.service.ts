import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { Metrics } from '../../common/metrics/metrics.service.js';
import { AuditService } from '../audit/audit.service.js';
import {
  type DelayRule,
  ipKey,
  LoginThrottleRepository,
  pairKey,
  type ThrottleRow,
  userKey,
} from './login-throttle.repository.js';

type Actor = { id: string; username: string } | null;

/**
 * The lockout and rate limits of sign-in (issues 18, 35), shared by the password and the second
 * factor (issue 46): a wrong code counts as a wrong password for the same username and address.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(
    private readonly throttle: LoginThrottleRepository,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  /** Refuses with RATE_LIMITED (audited) while this username, pair or address is held back. */
  async assertAllowed(typed: string, ip: string): Promise<void> {
    const { maxFailuresPerIp, windowSeconds } = this.config.login;
    const named = userKey(typed);
    const rows = await this.throttle.find([pairKey(typed, ip), ipKey(ip), named]);
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
        { ip, actorName: typed },
      );
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: retryAfter }, { 'Retry-After': String(retryAfter) });
    }
  }

  /** Counts a failure for the pair, the address and the username, and audits it (`step`: which proof failed). */
  async recordFailure(
    typed: string,
    ip: string,
    user: Actor,
    step: 'password' | 'totp' | 'recovery-code' | 'passkey',
  ): Promise<void> {
    const { maxFailuresPerUser, windowSeconds } = this.config.login;
    this.metrics.loginFailures.inc();
    const [counted] = await Promise.all([
      this.throttle.recordPairFailure(typed, ip, maxFailuresPerUser, windowSeconds),
      this.throttle.recordIpFailure(ip, windowSeconds),
      this.throttle.recordUsernameFailure(typed, this.usernameDelay()),
    ]);
    const after: Record<string, unknown> = {
      failures: counted.failures,
      lockedUntil: counted.blockedUntil?.toISOString() ?? null,
    };
    if (step !== 'password') after.step = step;
    await this.audit.record(user, 'session', null, 'login.failure', { after }, undefined, { ip, actorName: typed });
  }

  /** Success forgets this pair's and this username's failures: the address's count stays. */
  async succeeded(typed: string, ip: string): Promise<void> {
    await Promise.all([this.throttle.clear(pairKey(typed, ip)), this.throttle.clear(userKey(typed))]);
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
}
