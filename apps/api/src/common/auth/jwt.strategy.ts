import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { parseAuthorities, SESSION_CLAIM_NAMES, type SessionClaims } from '@freight/shared';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AppError } from '../errors/app-error.js';
import { UsersRepository } from '../../modules/users/users.repository.js';
import type { AuthUser } from './auth-user.js';

export const SESSION_JWT_ALGORITHM = 'HS256';

/** Verifies staff session tokens: pinned algorithm, exactly the six spec claims, a user still allowed in. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: [SESSION_JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  async validate(payload: Record<string, unknown>): Promise<AuthUser> {
    // Any other token type (e.g. an agent's cost link) carries other claims and is refused here.
    const keys = Object.keys(payload).sort();
    const expected = [...SESSION_CLAIM_NAMES].sort();
    if (keys.length !== expected.length || keys.some((k, i) => k !== expected[i])) {
      throw new AppError('AUTH_TOKEN_INVALID');
    }
    const claims = payload as SessionClaims;
    const user = await this.users.findForSession(claims.user_username);
    if (!user || !user.active || !user.webAccess) throw new AppError('AUTH_TOKEN_INVALID');
    return {
      id: user.id,
      code: claims.user_code,
      username: claims.user_username,
      email: claims.user_email,
      name: claims.user_name,
      permissions: parseAuthorities(claims.authorities),
      clientId: user.clientId,
      isThirdParty: user.isThirdParty,
      timeZone: user.timeZone,
      language: user.language,
      mustChangePassword: user.mustChangePassword,
    };
  }
}
