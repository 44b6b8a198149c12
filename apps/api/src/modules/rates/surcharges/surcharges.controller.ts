import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page, SurchargeItem } from '@freight/shared';
import { SaveSurchargeDto, SurchargeListQueryDto, SurchargePeriodDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../../common/auth/access.decorators.js';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { uuidParam } from '../../../common/http/uuid-param.js';
import { SurchargesService } from './surcharges.service.js';

/** The surcharge table: kept under PRICING, the permission the spec gives rates (administrators hold it too). */
@ApiTags('rates')
@ForModule('pricing')
@Controller('app/v1/surcharges')
export class SurchargesController {
  constructor(private readonly surcharges: SurchargesService) {}

  @Get()
  @RequireAnyPermission('PRICING')
  @ApiOperation({
    summary:
      'Surcharges: search by charge code or description, filters (carrier, basis, service, active, in force on a day), keyset paging',
  })
  list(@CurrentUser() user: AuthUser, @Query() query: SurchargeListQueryDto): Promise<Page<SurchargeItem>> {
    return this.surcharges.list(user, query);
  }

  @Get(':id')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'One surcharge with its scope and dated amounts' })
  detail(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<SurchargeItem> {
    return this.surcharges.detail(user, id);
  }

  @Post()
  @RequireAnyPermission('PRICING')
  @ApiOperation({
    summary: 'Create a surcharge the rate calculator adds to every rate in its scope and validity at quote time',
  })
  create(@CurrentUser() user: AuthUser, @Body() dto: SaveSurchargeDto): Promise<SurchargeItem> {
    return this.surcharges.create(user, dto);
  }

  @Put(':id')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Replace a surcharge (scope, validity and every dated amount)' })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: SaveSurchargeDto,
  ): Promise<SurchargeItem> {
    return this.surcharges.update(user, id, dto);
  }

  @Post(':id/periods')
  @HttpCode(200)
  @RequireAnyPermission('PRICING')
  @ApiOperation({
    summary: "A fuel or bunker table's change as one entry: the amount from a day on (a day already there is replaced)",
  })
  putPeriod(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: SurchargePeriodDto,
  ): Promise<SurchargeItem> {
    return this.surcharges.putPeriod(user, id, dto);
  }
}
