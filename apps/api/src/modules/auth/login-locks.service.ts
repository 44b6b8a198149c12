import { Inject, Injectable } from '@nestjs/common';
import type { LoginLock } from '@freight/shared';
import type { ClearLoginLockDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { ipKey, LoginThrottleRepository, pairKey, type ThrottleRow, userKey } from './login-throttle.repository.js';

/** Administrators see the sign-in counters of the last window and clear one (issue 18). */
@Injectable()
export class LoginLocksService {
  constructor(
    private readonly throttle: LoginThrottleRepository,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<LoginLock[]> {
    const { windowSeconds, maxFailuresPerIp } = this.config.login;
    const now = Date.now();
    return (await this.throttle.recent(windowSeconds)).map((r) => toLock(r, now, windowSeconds, maxFailuresPerIp));
  }

  async clear(actor: AuthUser, dto: ClearLoginLockDto): Promise<void> {
    if (dto.kind === 'pair' && !dto.username)
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'username', rules: ['isNotEmpty'] }] });
    const username = dto.username?.trim().toLowerCase() ?? '';
    const key = dto.kind === 'pair' ? pairKey(username, dto.ip) : ipKey(dto.ip);
    if ((await this.throttle.clear(key)) === 0) throw new AppError('NOT_FOUND');
    // Clearing a pair lets that user in: the username's own delay (from every address) goes too.
    if (dto.kind === 'pair') await this.throttle.clear(userKey(username));
    await this.audit.record(actor, 'session', null, 'login.unlock', {
      after: { kind: dto.kind, username: dto.kind === 'pair' ? dto.username : null, ip: dto.ip },
    });
  }
}

function toLock(r: ThrottleRow, now: number, windowSeconds: number, maxFailuresPerIp: number): LoginLock {
  const pair = r.key.startsWith('pair:');
  const ipUntil = r.failures >= maxFailuresPerIp ? r.windowStart.getTime() + windowSeconds * 1000 : 0;
  const until = pair ? (r.blockedUntil?.getTime() ?? 0) : ipUntil;
  return {
    kind: pair ? 'pair' : 'ip',
    username: pair ? r.username : null,
    ip: r.ip ?? '',
    failures: r.failures,
    lastFailureAt: r.lastFailureAt?.toISOString() ?? null,
    lockedUntil: until > now ? new Date(until).toISOString() : null,
  };
}
