import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from '../../common/errors/app-error.js';

/** Requests per address and window on the agent routes: an agent's page makes a handful. */
export const AGENT_LINK_RATE_LIMIT = { limit: 120, windowMs: 60_000 };

/**
 * The no-login agent routes are open to the internet: a flood of guessed link tokens from one
 * address is refused (429) before any token is checked. Fixed windows per address, kept in memory
 * per instance: enough to make guessing noisy and slow, with nothing to share across instances.
 */
@Injectable()
export class AgentLinkRateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { start: number; count: number }>();

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const now = Date.now();
    const key = req.ip ?? 'unknown';
    let w = this.windows.get(key);
    if (!w || now - w.start >= AGENT_LINK_RATE_LIMIT.windowMs) {
      if (this.windows.size > 10_000) this.forgetExpired(now);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    if (w.count <= AGENT_LINK_RATE_LIMIT.limit) return true;
    const retryAfter = Math.ceil((w.start + AGENT_LINK_RATE_LIMIT.windowMs - now) / 1000);
    throw new AppError('RATE_LIMITED', null, { 'Retry-After': String(retryAfter) });
  }

  private forgetExpired(now: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= AGENT_LINK_RATE_LIMIT.windowMs) this.windows.delete(key);
  }
}
