import { Inject, Injectable } from '@nestjs/common';
import { parseAuthorities, type LoginResponse } from '@freight/shared';
import type { LoginDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { LoginThrottleRepository } from './login-throttle.repository.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionTokenService } from './session-token.service.js';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly throttle: LoginThrottleRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokenService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(dto: LoginDto, ip: string, userAgent: string | null = null): Promise<LoginResponse> {
    const { maxFailuresPerUser, maxFailuresPerIp, windowSeconds } = this.config.login;
    const userKey = `user:${dto.username.trim().toLowerCase()}`;
    const ipKey = `ip:${ip}`;
    const failures = await this.throttle.failuresWithin([userKey, ipKey], windowSeconds);
    if ((failures.get(userKey) ?? 0) >= maxFailuresPerUser || (failures.get(ipKey) ?? 0) >= maxFailuresPerIp) {
      throw new AppError('RATE_LIMITED', null, { 'Retry-After': String(windowSeconds) });
    }

    const user = await this.users.findForLogin(dto.username);
    // Unknown user and wrong password are the same failure, in code and in time.
    const ok = await this.hasher.verify(user?.passwordHash ?? null, dto.password);
    if (!user || !ok) {
      await Promise.all([this.throttle.recordFailure(userKey, windowSeconds), this.throttle.recordFailure(ipKey, windowSeconds)]);
      throw new AppError('AUTH_INVALID_CREDENTIALS');
    }
    // Only someone who knows the password learns that the account is disabled.
    if (!user.active || !user.webAccess) throw new AppError('AUTH_ACCOUNT_DISABLED');

    await Promise.all([this.throttle.clear(userKey), this.users.recordLogin(user.id, new Date())]);
    const permissions = parseAuthorities(user.permissions.map((p) => p.permission).join(','));
    const expiresAt = this.tokens.expiry();
    const sessionId = await this.sessions.start({ userId: user.id, expiresAt, ip, userAgent: userAgent?.slice(0, 500) ?? null });
    return {
      access_token: this.tokens.issue({ ...user, permissions }, sessionId, expiresAt),
      mustChangePassword: user.mustChangePassword,
    };
  }

  /** Sign-out: the token's session ends on the server, so the token is refused from now on. */
  async logout(user: AuthUser): Promise<void> {
    if (user.sessionId) await this.sessions.endOne(user.id, user.sessionId, 'logout');
  }
}
