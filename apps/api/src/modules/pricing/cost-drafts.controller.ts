import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CostDraftInfo } from '@freight/shared';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { CostDraftsService } from './cost-drafts.service.js';

/** Issue 42: costs read from the cost template an agent attached to its reply by mail. */
@ApiTags('pricing')
@ForModule('pricing')
@Controller('app/v1/quotations/:reference/cost-drafts')
export class CostDraftsController {
  constructor(private readonly drafts: CostDraftsService) {}

  @Get()
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: "Costs read from the agents' filled cost templates (replies by mail), newest first" })
  list(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<CostDraftInfo[]> {
    return this.drafts.list(user, reference);
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @RequireAnyPermission('UPDATE_QUOTATION_COSTS')
  @ApiOperation({ summary: "Confirm a draft cost: under the cost form's rules it becomes the agent's cost" })
  confirm(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Param('id', uuidParam) id: string,
  ): Promise<CostDraftInfo> {
    return this.drafts.confirm(user, reference, id);
  }

  @Post(':id/discard')
  @HttpCode(200)
  @RequireAnyPermission('UPDATE_QUOTATION_COSTS')
  @ApiOperation({ summary: 'Discard a draft cost; nothing else changes' })
  discard(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Param('id', uuidParam) id: string,
  ): Promise<CostDraftInfo> {
    return this.drafts.discard(user, reference, id);
  }
}
