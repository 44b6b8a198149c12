import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AgentCostContext } from '@freight/shared';
import { DeclineCostRequestDto, SubmitCostsDto } from '@freight/shared/dto';
import { ForModule, Public } from '../../common/auth/access.decorators.js';
import { AgentLink, AgentLinkGuard } from './agent-link.guard.js';
import { AgentLinkRateLimitGuard } from './agent-link-rate-limit.guard.js';
import type { AgentLinkClaims } from './agent-link.service.js';
import { AgentCostsService } from './agent-costs.service.js';

/**
 * The no-login cost page's API: public to staff auth, admitted only by an agent link token.
 * The rate limit runs first, so a flood of guessed tokens is refused before any is checked.
 */
@ApiTags('agent')
@ApiBearerAuth('agentLink')
@ForModule('thirdParty')
@Public()
@UseGuards(AgentLinkRateLimitGuard, AgentLinkGuard)
@Controller('app/v1/agent')
export class AgentCostsController {
  constructor(private readonly costs: AgentCostsService) {}

  @Get('cost-request')
  @ApiOperation({ summary: 'What the agent is asked to quote (no client identity)' })
  context(@AgentLink() link: AgentLinkClaims): Promise<AgentCostContext> {
    return this.costs.context(link);
  }

  @Post('costs')
  @HttpCode(201)
  @ApiOperation({ summary: 'Send the costs; accepted once per link' })
  submit(@AgentLink() link: AgentLinkClaims, @Body() dto: SubmitCostsDto): Promise<void> {
    return this.costs.submitViaLink(link, dto);
  }

  @Post('decline')
  @HttpCode(204)
  @ApiOperation({ summary: 'Say the request cannot be quoted, with a reason; ends the link' })
  decline(@AgentLink() link: AgentLinkClaims, @Body() dto: DeclineCostRequestDto): Promise<void> {
    return this.costs.declineViaLink(link, dto);
  }
}
