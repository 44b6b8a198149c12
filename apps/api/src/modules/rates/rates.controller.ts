import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ExchangeRateRow, Page, RateDetail, RateListItem } from '@freight/shared';
import { ExchangeRatesQueryDto, RateListQueryDto, SaveExchangeRatesDto, SaveRateDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { todayIn } from '../../common/time/zoned-dates.js';
import { uuidParam } from '../providers/uuid-param.js';
import { ExchangeRatesService } from './exchange-rates.service.js';
import { RatesService } from './rates.service.js';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

@ApiTags('rates')
@ForModule('pricing')
@Controller('app/v1')
export class RatesController {
  constructor(
    private readonly rates: RatesService,
    private readonly exchange: ExchangeRatesService,
  ) {}

  @Get('rates')
  @RequireAnyPermission('PRICING')
  @ApiOperation({
    summary: 'Current rates: filters (lane, mode, carrier, owner, validity), keyset paging by validity end',
  })
  list(@CurrentUser() user: AuthUser, @Query() query: RateListQueryDto): Promise<Page<RateListItem>> {
    return this.rates.list(user, query);
  }

  @Get('rates/:id')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'One rate version with its charges, brackets and the list of its versions' })
  detail(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<RateDetail> {
    return this.rates.detail(user, id);
  }

  @Post('rates')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: "Create a rate (the mode needs the user's PRICING_<MODE>); refusals name the form's slots" })
  create(@CurrentUser() user: AuthUser, @Body() dto: SaveRateDto): Promise<RateDetail> {
    return this.rates.create(user, dto);
  }

  @Put('rates/:id')
  @RequireAnyPermission('PRICING')
  @ApiOperation({
    summary:
      'Edit the current version; a version in force or used by a quotation is kept and the edit becomes a new version',
  })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: SaveRateDto,
  ): Promise<RateDetail> {
    return this.rates.update(user, id, dto);
  }

  @Get('exchange-rates')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'The exchange-rate table in force on a day (units per US dollar; today when no day)' })
  exchangeRates(@CurrentUser() user: AuthUser, @Query() query: ExchangeRatesQueryDto): Promise<ExchangeRateRow[]> {
    return this.exchange.tableOn(query.day ?? todayIn(user.timeZone));
  }

  @Put('exchange-rates/:day')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: "Enter a day's exchange rates (units per US dollar); answers the table in force that day" })
  saveExchangeRates(
    @CurrentUser() user: AuthUser,
    @Param('day') day: string,
    @Body() dto: SaveExchangeRatesDto,
  ): Promise<ExchangeRateRow[]> {
    if (!ISO_DAY.test(day) || Number.isNaN(Date.parse(day)))
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'day', rules: ['isoDate'] }] });
    return this.exchange.save(user, day, dto);
  }
}
