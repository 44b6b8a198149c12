import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChargeCodeItem, Page } from '@freight/shared';
import { ChargeCodeDto, ChargeCodeListQueryDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { ChargeCodesService } from './charge-codes.service.js';

@ApiTags('charge-codes')
@ForModule('administration')
@Controller('app/v1/charge-codes')
export class ChargeCodesController {
  constructor(private readonly codes: ChargeCodesService) {}

  @Get()
  @RequireAnyPermission('VIEW_CHARGE_CODE', 'CREATE_CHARGE_CODE', 'PRICING')
  @ApiOperation({
    summary: 'Charge codes: search by concept or description, filters (mode flag, active, taxed), keyset paging',
  })
  list(@Query() query: ChargeCodeListQueryDto): Promise<Page<ChargeCodeItem>> {
    return this.codes.list(query);
  }

  @Post()
  @RequireAnyPermission('CREATE_CHARGE_CODE')
  @ApiOperation({ summary: 'Create a charge code (409 on a taken concept)' })
  create(@CurrentUser() user: AuthUser, @Body() dto: ChargeCodeDto): Promise<ChargeCodeItem> {
    return this.codes.create(user, dto);
  }

  @Put(':id')
  @RequireAnyPermission('CREATE_CHARGE_CODE')
  @ApiOperation({ summary: 'Replace a charge code' })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: ChargeCodeDto,
  ): Promise<ChargeCodeItem> {
    return this.codes.update(user, id, dto);
  }

  @Post(':id/activate')
  @HttpCode(200)
  @RequireAnyPermission('CREATE_CHARGE_CODE')
  @ApiOperation({ summary: 'Activate a charge code; answers its new state' })
  activate(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<ChargeCodeItem> {
    return this.codes.setActive(user, id, true);
  }

  @Post(':id/inactivate')
  @HttpCode(200)
  @RequireAnyPermission('CREATE_CHARGE_CODE')
  @ApiOperation({ summary: 'Inactivate a charge code (kept on past costs, no longer offered); answers its new state' })
  inactivate(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<ChargeCodeItem> {
    return this.codes.setActive(user, id, false);
  }
}
