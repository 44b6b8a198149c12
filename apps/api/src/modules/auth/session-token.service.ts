import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Permission, SessionClaims } from '@freight/shared';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { SESSION_JWT_ALGORITHM } from '../sessions/jwt.strategy.js';

type TokenSubject = { email: string; username: string; code: string; name: string; permissions: Permission[] };

/** Issues staff session tokens: the six claims the spec reads plus the session id (no iat, sub or jti). */
@Injectable()
export class SessionTokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** When a token issued now expires: after the configured session lifetime, or `seconds` (enrolment-only). */
  expiry(now = Date.now(), seconds = this.config.jwtExpiresInSeconds): Date {
    return new Date((Math.floor(now / 1000) + Math.min(seconds, this.config.jwtExpiresInSeconds)) * 1000);
  }

  issue(user: TokenSubject, sessionId: string, expiresAt: Date): string {
    const claims: SessionClaims = {
      exp: Math.floor(expiresAt.getTime() / 1000),
      user_email: user.email,
      user_username: user.username,
      user_code: user.code,
      user_name: user.name,
      authorities: user.permissions.join(','),
      sid: sessionId,
    };
    return this.jwt.sign(claims, {
      algorithm: SESSION_JWT_ALGORITHM,
      noTimestamp: true,
      secret: this.config.jwtSecret,
    });
  }
}
