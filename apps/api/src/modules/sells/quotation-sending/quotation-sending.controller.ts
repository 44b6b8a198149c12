import { Body, Controller, Get, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApprovalState, PricingSummary, RecipientSuggestion, SendResult } from '@freight/shared';
import { DecideApprovalDto, SendQuotationDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../../common/auth/access.decorators.js';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ApprovalService } from '../approval.service.js';
import { QuotationPdfService } from '../quotation-pdf/quotation-pdf.service.js';
import { SellsService } from '../sells.service.js';
import { QuotationSendingService } from './quotation-sending.service.js';

const COMMERCIAL_SIDE = ['COMMERCIAL', 'COMMERCIAL_MANAGER'] as const;

@ApiTags('quotations')
@ForModule('quotations')
@Controller('app/v1/quotations/:reference')
export class QuotationSendingController {
  constructor(
    private readonly sells: SellsService,
    private readonly approval: ApprovalService,
    private readonly pdf: QuotationPdfService,
    private readonly sending: QuotationSendingService,
  ) {}

  @Get('pricing-summary')
  @RequireAnyPermission('PRICING', ...COMMERCIAL_SIDE)
  @ApiOperation({ summary: 'Publication, margin against the minimum, approval state and what the user may do next' })
  summary(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<PricingSummary> {
    return this.sells.summary(user, reference);
  }

  @Post('approval/request')
  @HttpCode(200)
  @RequireAnyPermission(...COMMERCIAL_SIDE)
  @ApiOperation({ summary: 'Ask a manager to approve sells below the minimum margin' })
  requestApproval(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
  ): Promise<{ approvalState: ApprovalState }> {
    return this.approval.request(user, reference);
  }

  @Post('approval/decide')
  @HttpCode(200)
  @RequireAnyPermission('COMMERCIAL_MANAGER')
  @ApiOperation({ summary: "Approve or reject (manager of the quotation's commercial)" })
  decideApproval(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: DecideApprovalDto,
  ): Promise<{ approvalState: ApprovalState }> {
    return this.approval.decide(user, reference, dto);
  }

  @Get('pdf')
  @RequireAnyPermission('PRICING', ...COMMERCIAL_SIDE)
  @ApiOperation({
    summary:
      "The client's PDF (client-visible lines, client's language and number format); a DRAFT watermark until it may be sent; logs a PDF_DOWNLOADED event",
  })
  async download(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<StreamableFile> {
    const pdf = await this.pdf.download(user, reference);
    return new StreamableFile(pdf.content, {
      type: 'application/pdf',
      disposition: `attachment; filename="${pdf.filename}"`,
    });
  }

  @Get('recipients')
  @RequireAnyPermission(...COMMERCIAL_SIDE)
  @ApiOperation({ summary: "The addresses the send dialog suggests: the client's active contacts" })
  recipients(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<RecipientSuggestion[]> {
    return this.sending.recipients(user, reference);
  }

  @Post('send')
  @HttpCode(200)
  @RequireAnyPermission(...COMMERCIAL_SIDE)
  @ApiOperation({ summary: 'E-mail the PDF to the client (queued, one mail per address) and mark the quotation SENT' })
  send(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: SendQuotationDto,
  ): Promise<SendResult> {
    return this.sending.send(user, reference, dto);
  }
}
