import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OperationCreated } from '@freight/shared';
import { OpenFromQuotationDto } from '@freight/shared/dto';
import { CurrentUser, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { OperationOpeningService } from './operation-opening.service.js';
import { OperationsService } from './operations.service.js';

/** A quotation's operation: opened from the quotation's detail, then linked from it. A path of its own, so it never reads as an operation reference. */
@ApiTags('operations')
@Controller('operations/v1/quotation-operations')
export class QuotationOperationController {
  constructor(
    private readonly operations: OperationsService,
    private readonly opening: OperationOpeningService,
  ) {}

  @Post(':quotationReference')
  @RequireAnyPermission('OPERATIVE', 'COMMERCIAL', 'COMMERCIAL_MANAGER')
  @ApiOperation({ summary: 'Open the operation of an APPROVED quotation (lane, client, cargo and commercial copied)' })
  open(
    @CurrentUser() user: AuthUser,
    @Param('quotationReference') quotationReference: string,
    @Body() dto: OpenFromQuotationDto,
  ): Promise<OperationCreated> {
    return this.opening.openFromQuotation(user, quotationReference, dto);
  }

  @Get(':quotationReference')
  @RequireAnyPermission('OPERATIVE', 'COMMERCIAL', 'COMMERCIAL_MANAGER')
  @ApiOperation({ summary: "The operation a quotation opened (the quotation's link to it), or null" })
  find(
    @CurrentUser() user: AuthUser,
    @Param('quotationReference') quotationReference: string,
  ): Promise<{ reference: string | null }> {
    return this.operations.byQuotation(user, quotationReference);
  }
}
