import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { MFA_CHALLENGE_SECONDS } from '@freight/shared';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';

const TYPE = 'mfa-challenge';
export type Challenge = { userId: string; typed: string };

/**
 * The token between the password and the second factor (issue 46): names the user and the login as
 * typed (so both steps count failures on the same keys), lives five minutes, opens no session. Signed
 * with a key of its own derived from JWT_SECRET, so it can never pass as a session token.
 */
@Injectable()
export class MfaChallengeService {
  private readonly secret: string;

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = createHmac('sha256', config.jwtSecret).update('mfa-challenge/v1').digest('hex');
  }

  issue(c: Challenge): string {
    return this.jwt.sign(
      // A nonce of its own: each sign-in's token differs, so what is bound to it (a passkey challenge) is bound to one sign-in.
      { typ: TYPE, uid: c.userId, login: c.typed, nonce: randomBytes(16).toString('base64url') },
      { algorithm: 'HS256', expiresIn: MFA_CHALLENGE_SECONDS, secret: this.secret },
    );
  }

  read(token: string): Challenge {
    try {
      const p = this.jwt.verify<Record<string, unknown>>(token, { algorithms: ['HS256'], secret: this.secret });
      if (p.typ !== TYPE || typeof p.uid !== 'string' || typeof p.login !== 'string')
        throw new Error('not a challenge');
      return { userId: p.uid, typed: p.login };
    } catch {
      throw new AppError('MFA_CHALLENGE_INVALID');
    }
  }
}
