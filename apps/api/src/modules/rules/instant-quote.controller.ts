import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { InstantQuoteResult } from '@freight/shared';
import { InstantQuoteDto } from '@freight/shared/dto';
import { ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import { InstantQuoteService } from './instant-quote.service.js';

@ApiTags('rates')
@ForModule('quotations')
@Controller('app/v1/instant-quotes')
export class InstantQuoteController {
  constructor(private readonly instant: InstantQuoteService) {}

  @Post()
  @HttpCode(200)
  @RequireAnyPermission('CREATE_QUOTATION')
  @ApiOperation({
    summary:
      "Prices a request being filled from the lane's valid rates (per carrier), before it is sent; changes nothing",
  })
  quote(@Body() dto: InstantQuoteDto): Promise<InstantQuoteResult> {
    return this.instant.quote(dto);
  }
}
