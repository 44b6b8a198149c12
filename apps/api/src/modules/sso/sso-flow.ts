import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SSO_FLOW_SECONDS } from '@freight/shared';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';

const TYPE = 'sso-flow';
export type Flow = { state: string; nonce: string; verifier: string };

/**
 * What a started SSO sign-in must check its answer against (state, nonce, PKCE verifier), held by the
 * browser that started it and signed with a key of its own (derived from JWT_SECRET), so no server state
 * is needed between the two requests and the token can never pass as a session or challenge token.
 */
@Injectable()
export class SsoFlowTokens {
  private readonly secret: string;

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = createHmac('sha256', config.jwtSecret).update('sso-flow/v1').digest('hex');
  }

  issue(f: Flow): string {
    return this.jwt.sign(
      { typ: TYPE, st: f.state, nn: f.nonce, cv: f.verifier },
      { algorithm: 'HS256', expiresIn: SSO_FLOW_SECONDS, secret: this.secret },
    );
  }

  read(token: string): Flow {
    try {
      const p = this.jwt.verify<Record<string, unknown>>(token, { algorithms: ['HS256'], secret: this.secret });
      if (p.typ !== TYPE || typeof p.st !== 'string' || typeof p.nn !== 'string' || typeof p.cv !== 'string')
        throw new Error('not a flow');
      return { state: p.st, nonce: p.nn, verifier: p.cv };
    } catch {
      throw new AppError('SSO_FLOW_INVALID');
    }
  }
}
