import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { InboundMailInfo, InboundMailPage } from '@freight/shared';
import { AcceptInboundMailDto, InboundMailListQueryDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { InboundTriageService } from './inbound-triage.service.js';

/** Replies by mail (issue 42): the triage of held and unmatched mails, and the mails of a cost request. */
@ApiTags('pricing')
@ForModule('pricing')
@Controller('app/v1')
export class InboundMailsController {
  constructor(private readonly triage: InboundTriageService) {}

  @Get('inbound-mails')
  @RequireAnyPermission('PRICING_INBOUND_MAIL')
  @ApiOperation({
    summary:
      'Received mails waiting for a decision (unmatched, held, flagged), or the undecided ones of one kind, newest first',
  })
  list(@CurrentUser() user: AuthUser, @Query() q: InboundMailListQueryDto): Promise<InboundMailPage> {
    return this.triage.list(user, q);
  }

  @Post('inbound-mails/:id/accept')
  @HttpCode(200)
  @RequireAnyPermission('PRICING_INBOUND_MAIL')
  @ApiOperation({
    summary:
      "Apply a held mail as the agent's answer (to the given cost request: assign); a request closed meanwhile leaves it flagged",
  })
  accept(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: AcceptInboundMailDto,
  ): Promise<InboundMailInfo> {
    return this.triage.accept(user, id, dto);
  }

  @Post('inbound-mails/:id/dismiss')
  @HttpCode(200)
  @RequireAnyPermission('PRICING_INBOUND_MAIL')
  @ApiOperation({ summary: 'Mark a mail waiting for a decision as handled; nothing else changes' })
  dismiss(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<InboundMailInfo> {
    return this.triage.dismiss(user, id);
  }

  @Get('quotations/:reference/cost-requests/:id/mails')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'The mails received for one cost request (replies, automatic answers, held ones)' })
  thread(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Param('id', uuidParam) id: string,
  ): Promise<InboundMailInfo[]> {
    return this.triage.thread(user, reference, id);
  }
}
