import { type CanActivate, type ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from '../../common/errors/app-error.js';
import { type AgentLinkClaims, AgentLinkService } from './agent-link.service.js';

type AgentRequest = Request & { agentLink?: AgentLinkClaims };

/** Admits the agent link's bearer token (and nothing else) on the no-login agent routes. */
@Injectable()
export class AgentLinkGuard implements CanActivate {
  constructor(private readonly links: AgentLinkService) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<AgentRequest>();
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token) throw new AppError('AGENT_LINK_INVALID');
    req.agentLink = this.links.verify(token);
    return true;
  }
}

export const AgentLink = createParamDecorator((_: unknown, ctx: ExecutionContext): AgentLinkClaims => {
  const link = ctx.switchToHttp().getRequest<AgentRequest>().agentLink;
  if (!link) throw new AppError('AGENT_LINK_INVALID');
  return link;
});
