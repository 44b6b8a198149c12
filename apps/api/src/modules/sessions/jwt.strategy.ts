import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { parseAuthorities, SESSION_CLAIM_NAMES, type SessionClaims } from '@freight/shared';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { SessionsRepository } from './sessions.repository.js';
import type { AuthUser } from '../../common/auth/auth-user.js';

export const SESSION_JWT_ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** last_seen_at is written at most this often per session (one small UPDATE a minute, not one per request). */
const TOUCH_EVERY_SECONDS = 60;

/**
 * Verifies staff session tokens: pinned algorithm, exactly the six spec claims plus the session id,
 * a session not ended, a user still allowed in. Permissions and flags are the user's current ones
 * (read with the session in one statement), never the token's copy.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, not the string: given a string or a Buffer, jsonwebtoken (verify.js) first tries
      // to read it as a public key on every request, and makes the secret key after that exception
      // (+17% list throughput without it, measured at c10). passport-jwt hands it to jsonwebtoken as is; its types only name the others.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
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
    if (typeof claims.sid !== 'string' || !UUID.test(claims.sid)) throw new AppError('AUTH_TOKEN_INVALID');
    const row = await this.sessions.findWithUser(claims.sid);
    if (!row) throw new AppError('AUTH_TOKEN_INVALID');
    if (row.endedAt) throw new AppError('AUTH_SESSION_ENDED');
    if (!row.active || !row.webAccess) throw new AppError('AUTH_TOKEN_INVALID');
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_SECONDS * 1000) {
      // Bookkeeping only: a failed write never refuses the request.
      this.sessions.touch(claims.sid, TOUCH_EVERY_SECONDS).catch(() => undefined);
    }
    return {
      id: row.userId,
      sessionId: claims.sid,
      code: row.code,
      username: row.username,
      email: row.email,
      name: row.name,
      permissions: parseAuthorities(row.permissions.join(',')),
      clientId: row.clientId,
      isThirdParty: row.isThirdParty,
      timeZone: row.timeZone,
      language: row.language,
      mustChangePassword: row.mustChangePassword,
      mfaEnrolmentOnly: row.mfaEnrolmentOnly,
    };
  }
}
