import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RateFinderResult } from '@freight/shared';
import { RateFinderDto } from '@freight/shared/dto';
import { ForModule, RequireAnyPermission } from '../../../common/auth/access.decorators.js';
import { RateFinderService } from './rate-finder.service.js';

@ApiTags('rates')
@ForModule('pricing')
@Controller('app/v1/rate-finder')
export class RateFinderController {
  constructor(private readonly finder: RateFinderService) {}

  @Post()
  @HttpCode(200)
  @RequireAnyPermission('PRICING', 'CREATE_QUOTATION')
  @ApiOperation({
    summary:
      "Every valid rate of a lane on a day, from every carrier, priced for the cargo with surcharges and totalled in one currency at the day's exchange rates, cheapest first; changes nothing",
  })
  find(@Body() dto: RateFinderDto): Promise<RateFinderResult> {
    return this.finder.find(dto);
  }
}
