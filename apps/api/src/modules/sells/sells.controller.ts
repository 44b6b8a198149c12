import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CostComparison, PublishResult, SellsView } from '@freight/shared';
import { PutSellsDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { SellsService } from './sells.service.js';

@ApiTags('pricing')
@ForModule('pricing')
@Controller('app/v1/quotations/:reference')
export class SellsController {
  constructor(private readonly sells: SellsService) {}

  @Get('costs/comparison')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Received costs side by side: per charge code and totals per currency, cheapest marked' })
  comparison(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<CostComparison> {
    return this.sells.comparison(user, reference);
  }

  @Get('sells')
  @RequireAnyPermission('PRICING', 'COMMERCIAL', 'COMMERCIAL_MANAGER')
  @ApiOperation({ summary: 'Sell lines with margins (staff only), totals per currency and the pricing summary' })
  view(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<SellsView> {
    return this.sells.view(user, reference);
  }

  @Put('sells')
  @RequireAnyPermission('UPDATE_QUOTATION_SALES')
  @ApiOperation({ summary: 'Replace every sell line; sell, tax and totals are computed by the server' })
  replace(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: PutSellsDto,
  ): Promise<SellsView> {
    return this.sells.replace(user, reference, dto);
  }

  @Post('publish')
  @HttpCode(200)
  @RequireAnyPermission('UPDATE_QUOTATION_SALES')
  @ApiOperation({ summary: 'Publish the sells: PENDING → QUOTED, re-priced → UPDATED; approval starts afresh' })
  publish(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<PublishResult> {
    return this.sells.publish(user, reference);
  }
}
