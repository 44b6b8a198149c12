import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Language } from '@freight/shared';
import { JwtStrategy, SESSION_JWT_ALGORITHM } from '../../sessions/jwt.strategy.js';
import { APP_CONFIG, type AppConfig } from '../../../common/config/app-config.js';
import { AppError } from '../../../common/errors/app-error.js';

export type SocketUser = { id: string; sessionId: string; language: Language; expiresAt: number };

/** The CONNECT frame's bearer token checked exactly as an HTTP request's (same strategy, same refusals). */
@Injectable()
export class StompAuthenticator {
  constructor(
    private readonly jwt: JwtService,
    private readonly strategy: JwtStrategy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async authenticate(authorization: string | undefined): Promise<SocketUser> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
    if (!token) throw new AppError('AUTH_TOKEN_MISSING');
    let payload: Record<string, unknown>;
    try {
      payload = this.jwt.verify<Record<string, unknown>>(token, {
        secret: this.config.jwtSecret,
        algorithms: [SESSION_JWT_ALGORITHM],
      });
    } catch (err) {
      throw new AppError((err as Error).name === 'TokenExpiredError' ? 'AUTH_TOKEN_EXPIRED' : 'AUTH_TOKEN_INVALID');
    }
    const user = await this.strategy.validate(payload);
    return {
      id: user.id,
      sessionId: user.sessionId ?? '',
      language: user.language,
      expiresAt: Number(payload.exp) * 1000,
    };
  }
}
