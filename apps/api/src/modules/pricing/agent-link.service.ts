import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';

/** Claims of an agent's cost link: one quotation, one provider, one request. */
export type AgentLinkClaims = { typ: 'agent-cost'; crq: string; qid: string; pid: string; exp: number };
export const AGENT_LINK_TYPE = 'agent-cost';

/**
 * Signs and verifies the no-login links e-mailed to agents. They use a key derived from the staff
 * secret for this purpose alone, and carry other claims, so a staff token never passes here and an
 * agent token never passes the staff strategy.
 */
@Injectable()
export class AgentLinkService {
  private readonly key: string;

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('agent-cost-link/v1').digest('hex');
  }

  expiryFromNow(now = Date.now()): Date {
    return new Date(now + this.config.agentLinkTtlDays * 86_400_000);
  }

  sign(ids: { costRequestId: string; quotationId: string; providerId: string }, expiresAt: Date): string {
    const claims: AgentLinkClaims = {
      typ: AGENT_LINK_TYPE,
      crq: ids.costRequestId,
      qid: ids.quotationId,
      pid: ids.providerId,
      exp: Math.floor(expiresAt.getTime() / 1000),
    };
    return this.jwt.sign(claims, { secret: this.key, algorithm: 'HS256', noTimestamp: true });
  }

  verify(token: string): AgentLinkClaims {
    let claims: AgentLinkClaims;
    try {
      claims = this.jwt.verify<AgentLinkClaims>(token, { secret: this.key, algorithms: ['HS256'] });
    } catch (e) {
      throw new AppError(
        (e as { name?: string }).name === 'TokenExpiredError' ? 'AGENT_LINK_EXPIRED' : 'AGENT_LINK_INVALID',
      );
    }
    if (claims.typ !== AGENT_LINK_TYPE || !claims.crq || !claims.qid || !claims.pid)
      throw new AppError('AGENT_LINK_INVALID');
    return claims;
  }

  url(token: string): string {
    return `${this.config.publicUrl.replace(/\/$/, '')}/third-party/new-cost/${token}`;
  }
}
