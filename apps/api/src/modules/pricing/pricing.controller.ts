import { Body, Controller, Get, Header, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AgentSuggestion, CostInfo, CostQuestionInfo, CostRequestInfo } from '@freight/shared';
import {
  AgentQuoteDto,
  AnswerCostQuestionDto,
  ApplyFinderRateDto,
  RequestCostsDto,
  ResendCostRequestDto,
} from '@freight/shared/dto';
import { uuidParam } from '../../common/http/uuid-param.js';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { fileResponse } from './agent-costs.controller.js';
import { AgentCostsService } from './agent-costs.service.js';
import { AgentExchangeService } from './agent-exchange.service.js';
import { CostRequestsService } from './cost-requests.service.js';
import { FinderCostService } from './finder-cost.service.js';
import { PricingQueueService } from './pricing-queue.service.js';

@ApiTags('pricing')
@ForModule('pricing')
@Controller('app/v1/quotations/:reference')
export class PricingController {
  constructor(
    private readonly queue: PricingQueueService,
    private readonly requests: CostRequestsService,
    private readonly agentCosts: AgentCostsService,
    private readonly exchange: AgentExchangeService,
    private readonly finderCost: FinderCostService,
  ) {}

  @Post('take')
  @HttpCode(204)
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Take a new request: assigns it to me and moves it to PENDING' })
  take(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<void> {
    return this.queue.take(user, reference);
  }

  @Get('agent-suggestions')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Providers that fit the lane and service, best first' })
  suggestions(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<AgentSuggestion[]> {
    return this.requests.suggestions(user, reference);
  }

  @Get('cost-requests')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Cost requests sent to agents, with sent and answered times' })
  costRequests(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<CostRequestInfo[]> {
    return this.requests.list(user, reference);
  }

  @Post('cost-requests')
  @RequireAnyPermission('UPDATE_QUOTATION_COSTS')
  @ApiOperation({ summary: 'E-mail each chosen agent a no-login link to send its costs' })
  requestCosts(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: RequestCostsDto,
  ): Promise<CostRequestInfo[]> {
    return this.requests.request(user, reference, dto);
  }

  @Post('cost-requests/:id/resend')
  @RequireAnyPermission('UPDATE_QUOTATION_COSTS')
  @ApiOperation({ summary: 'Mail the agent a new link; the old one ends at once' })
  resend(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Param('id', uuidParam) id: string,
    @Body() dto: ResendCostRequestDto,
  ): Promise<CostRequestInfo[]> {
    return this.requests.resend(user, reference, id, dto);
  }

  @Post('cost-requests/:id/cancel')
  @HttpCode(204)
  @RequireAnyPermission('UPDATE_QUOTATION_COSTS')
  @ApiOperation({ summary: 'Withdraw an open cost request; its link ends at once' })
  cancel(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Param('id', uuidParam) id: string,
  ): Promise<void> {
    return this.requests.cancel(user, reference, id);
  }

  @Get('cost-requests/:id/files/:fileId/content')
  @RequireAnyPermission('PRICING')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', "default-src 'none'; sandbox")
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Download a file an agent attached to its answer, as an attachment' })
  async file(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Param('id', uuidParam) id: string,
    @Param('fileId', uuidParam) fileId: string,
  ): Promise<StreamableFile> {
    return fileResponse(await this.exchange.pricingFile(user, reference, id, fileId));
  }

  @Post('cost-requests/:id/questions/:questionId/answer')
  @RequireAnyPermission('UPDATE_QUOTATION_COSTS')
  @ApiOperation({ summary: "Answer an agent's question; the answer is e-mailed to the agent with its link" })
  answer(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Param('id', uuidParam) id: string,
    @Param('questionId', uuidParam) questionId: string,
    @Body() dto: AnswerCostQuestionDto,
  ): Promise<CostQuestionInfo> {
    return this.exchange.answer(user, reference, id, questionId, dto);
  }

  @Get('costs')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Every cost received, with charges and totals per currency' })
  costs(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<CostInfo[]> {
    return this.queue.costs(user, reference);
  }

  @Post('costs')
  @HttpCode(201)
  @RequireAnyPermission('UPDATE_QUOTATION_COSTS')
  @ApiOperation({ summary: "Agent quote: enter costs received by phone or mail on an agent's behalf" })
  agentQuote(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: AgentQuoteDto,
  ): Promise<void> {
    return this.agentCosts.submitOnBehalf(user, reference, dto);
  }

  @Post('finder-costs')
  @HttpCode(204)
  @RequireAnyPermission('UPDATE_QUOTATION_COSTS')
  @ApiOperation({
    summary:
      "Make a rate-finder option the quotation's cost: the rate priced again for the quotation's lane and cargo on the day, stored as a cost from its carrier",
  })
  applyFinderRate(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: ApplyFinderRateDto,
  ): Promise<void> {
    return this.finderCost.apply(user, reference, dto);
  }
}
