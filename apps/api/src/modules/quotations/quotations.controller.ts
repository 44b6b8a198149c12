import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type {
  Page,
  QuotationCreated,
  QuotationDetail,
  QuotationEvent,
  QuotationStatus,
  QuotationSummary,
  UserRef,
} from '@freight/shared';
import {
  ChangeStatusDto,
  CreateQuotationDto,
  QuotationExportQueryDto,
  QuotationListQueryDto,
} from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { pickLanguage } from '../../common/errors/language.js';
import { mapRows } from '../../common/export/map-rows.js';
import { sendSheet } from '../../common/export/send-sheet.js';
import { QuotationQueriesService } from './quotation-queries.service.js';
import { QuotationRequestsService } from './quotation-requests.service.js';
import { QuotationStatusService } from './quotation-status.service.js';
import { EXPORT_MAX_ROWS, QUOTATION_SHEET_NAME, quotationColumns, quotationRow } from './quotation-export.js';

const READERS = ['COMMERCIAL', 'COMMERCIAL_MANAGER', 'PRICING'] as const;

@ApiTags('quotations')
@ForModule('quotations')
@Controller('app/v1/quotations')
export class QuotationsController {
  constructor(
    private readonly requests: QuotationRequestsService,
    private readonly queries: QuotationQueriesService,
    private readonly statuses: QuotationStatusService,
  ) {}

  @Post()
  @RequireAnyPermission('CREATE_QUOTATION')
  @ApiOperation({ summary: 'Request a quotation (any service); returns its reference' })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateQuotationDto): Promise<QuotationCreated> {
    return this.requests.create(user, dto);
  }

  @Get()
  @RequireAnyPermission(...READERS)
  @ApiOperation({ summary: 'A list view (mine, history, finalize, assigned, manager) with filters and keyset paging' })
  list(@CurrentUser() user: AuthUser, @Query() query: QuotationListQueryDto): Promise<Page<QuotationSummary>> {
    return this.queries.list(user, query);
  }

  @Get('export')
  @RequireAnyPermission(...READERS)
  @ApiOperation({ summary: 'The current list view and filters as an XLSX or CSV file, streamed (up to 100,000 rows)' })
  async export(
    @CurrentUser() user: AuthUser,
    @Query() query: QuotationExportQueryDto,
    @Res() res: Response,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<void> {
    const { total, numberFormat, batches } = await this.queries.exportRows(user, query, EXPORT_MAX_ROWS);
    // In the language on the user's screen (the SPA sends it), else the profile's.
    const language = pickLanguage(acceptLanguage, user.language);
    await sendSheet(res, `quotations-${query.view}`, total, {
      format: query.format,
      sheetName: QUOTATION_SHEET_NAME[language],
      columns: quotationColumns(language),
      numberFormat,
      batches: mapRows(batches, (r) => quotationRow(r, language, user.timeZone)),
    });
  }

  @Get('approvals/count')
  @RequireAnyPermission('COMMERCIAL_MANAGER')
  @ApiOperation({ summary: "How many of the manager's commercials' quotations await margin approval (home count)" })
  awaitingApprovalCount(@CurrentUser() user: AuthUser): Promise<{ count: number }> {
    return this.queries.awaitingApprovalCount(user);
  }

  @Get('manager/commercials')
  @RequireAnyPermission('COMMERCIAL_MANAGER')
  @ApiOperation({ summary: 'The commercials the manager view filters by (the manager and related commercials)' })
  managerCommercials(@CurrentUser() user: AuthUser): Promise<UserRef[]> {
    return this.queries.managerCommercials(user);
  }

  @Get('pricing-owners')
  @RequireAnyPermission(...READERS)
  @ApiOperation({ summary: "Users who may own a quotation's pricing, for the lists' pricing-owner filter" })
  pricingOwners(): Promise<UserRef[]> {
    return this.queries.pricingOwners();
  }

  @Get(':reference')
  @RequireAnyPermission(...READERS)
  @ApiOperation({ summary: 'Quotation detail (records a "viewed" event at most once per user per hour)' })
  detail(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<QuotationDetail> {
    return this.queries.detail(user, reference);
  }

  @Get(':reference/events')
  @RequireAnyPermission(...READERS)
  @ApiOperation({ summary: 'The event log of a quotation, newest first' })
  events(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<QuotationEvent[]> {
    return this.queries.events(user, reference);
  }

  @Post(':reference/status')
  @HttpCode(200)
  @RequireAnyPermission(...READERS)
  @ApiOperation({ summary: 'Move the quotation to another status (409 when the transition table forbids it)' })
  changeStatus(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: ChangeStatusDto,
  ): Promise<{ status: QuotationStatus }> {
    return this.statuses.change(user, reference, dto);
  }

  @Post(':reference/inactivate')
  @HttpCode(204)
  @RequireAnyPermission('COMMERCIAL', 'COMMERCIAL_MANAGER', 'DELETE_QUOTATION')
  @ApiOperation({ summary: 'Cancel (inactivate) a quotation' })
  inactivate(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<void> {
    return this.statuses.inactivate(user, reference);
  }
}
