import { Readable } from 'node:stream';
import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type {
  AgentScorecard,
  AnalyticsReportTable,
  AnalyticsSummary,
  CarrierTable,
  ClientRequestFigures,
  AnalyticsFilterOptions,
  LanePriceTable,
  WaitingTimes,
  WinRateTable,
} from '@freight/shared';
import {
  AnalyticsExportQueryDto,
  AnalyticsFilterDto,
  AnalyticsReportParamDto,
  WinRateQueryDto,
} from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { pickLanguage } from '../../common/errors/language.js';
import { sendSheet } from '../../common/export/send-sheet.js';
import type { SheetCell } from '../../common/export/sheet-stream.js';
import { UsersService } from '../users/users.service.js';
import { REPORT_SHEET_NAMES, sheetColumns } from './analytics-reports.js';
import { AnalyticsReportsService } from './analytics-reports.service.js';
import { AnalyticsService } from './analytics.service.js';

/**
 * Dashboards (ANALYTICS_QUOTATIONS, or VIEW_STATS for one's own figures) and reports (ANALYTICS_REPORTS),
 * read from the rollups; AnalyticsScope decides whose figures each user sees.
 */
@ApiTags('analytics')
@ForModule('analytics')
@Controller('analytics/v1')
export class AnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly reports: AnalyticsReportsService,
    private readonly users: UsersService,
  ) {}

  @Get('filter-options')
  @RequireAnyPermission('ANALYTICS_QUOTATIONS', 'ANALYTICS_REPORTS', 'VIEW_STATS')
  @ApiOperation({
    summary:
      "The filters' choices: commercials in the user's scope and the clients of their quotations (first 500 by name)",
  })
  filterOptions(@CurrentUser() user: AuthUser): Promise<AnalyticsFilterOptions> {
    return this.analytics.filterOptions(user);
  }

  @Get('quotations/summary')
  @RequireAnyPermission('ANALYTICS_QUOTATIONS', 'VIEW_STATS')
  @ApiOperation({
    summary:
      'Quotations per period and service, statuses, most requested services, commercial ranking and of the month, lost reasons',
  })
  summary(@CurrentUser() user: AuthUser, @Query() q: AnalyticsFilterDto): Promise<AnalyticsSummary> {
    return this.analytics.summary(user, q);
  }

  @Get('quotations/win-rate')
  @RequireAnyPermission('ANALYTICS_QUOTATIONS', 'VIEW_STATS')
  @ApiOperation({ summary: 'Won, lost and win rate by commercial, client, lane or mode' })
  winRate(@CurrentUser() user: AuthUser, @Query() q: WinRateQueryDto): Promise<WinRateTable> {
    return this.analytics.winRate(user, q, q.by);
  }

  @Get('quotations/client-requests')
  @RequireAnyPermission('ANALYTICS_QUOTATIONS', 'VIEW_STATS')
  @ApiOperation({
    summary: 'Client portal requests: share priced instantly, time to price, win rate of instant vs manual (issue 43)',
  })
  clientRequests(@CurrentUser() user: AuthUser, @Query() q: AnalyticsFilterDto): Promise<ClientRequestFigures> {
    return this.analytics.clientRequestFigures(user, q);
  }

  @Get('waiting-times')
  @RequireAnyPermission('ANALYTICS_QUOTATIONS', 'VIEW_STATS')
  @ApiOperation({ summary: 'Average hours waiting with the agent and with pricing, per period' })
  waitingTimes(@CurrentUser() user: AuthUser, @Query() q: AnalyticsFilterDto): Promise<WaitingTimes> {
    return this.analytics.waitingTimes(user, q);
  }

  @Get('agents/scorecard')
  @RequireAnyPermission('ANALYTICS_QUOTATIONS', 'VIEW_STATS')
  @ApiOperation({
    summary: 'Per agent: requests, answers (a decline counts), answer times, costs sold, price position, average cost',
  })
  scorecard(@CurrentUser() user: AuthUser, @Query() q: AnalyticsFilterDto): Promise<AgentScorecard> {
    return this.analytics.scorecard(user, q);
  }

  @Get('agents/carriers')
  @RequireAnyPermission('ANALYTICS_QUOTATIONS', 'VIEW_STATS')
  @ApiOperation({ summary: 'Costs per agent and carrier (carrier-by-agent and agent-by-carrier analysis)' })
  carriers(@CurrentUser() user: AuthUser, @Query() q: AnalyticsFilterDto): Promise<CarrierTable> {
    return this.analytics.carriers(user, q);
  }

  @Get('agents/lane-prices')
  @RequireAnyPermission('ANALYTICS_QUOTATIONS', 'VIEW_STATS')
  @ApiOperation({
    summary:
      "Each agent's average cost on a lane against the other agents' average on the same lane (lanes two agents or more priced)",
  })
  lanePrices(@CurrentUser() user: AuthUser, @Query() q: AnalyticsFilterDto): Promise<LanePriceTable> {
    return this.analytics.lanePrices(user, q);
  }

  @Get('reports/:report')
  @RequireAnyPermission('ANALYTICS_REPORTS')
  @ApiOperation({ summary: "One report's table (the dashboards' figures), words in the user's language" })
  report(
    @CurrentUser() user: AuthUser,
    @Param() p: AnalyticsReportParamDto,
    @Query() q: AnalyticsFilterDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<AnalyticsReportTable> {
    return this.reports.table(user, p.report, q, pickLanguage(acceptLanguage, user.language));
  }

  @Get('reports/:report/export')
  @RequireAnyPermission('ANALYTICS_REPORTS')
  @ApiOperation({ summary: "One report as an XLSX or CSV file: the table's rows" })
  async export(
    @CurrentUser() user: AuthUser,
    @Param() p: AnalyticsReportParamDto,
    @Query() q: AnalyticsExportQueryDto,
    @Res() res: Response,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<void> {
    const language = pickLanguage(acceptLanguage, user.language);
    const table = await this.reports.table(user, p.report, q, language);
    await sendSheet(res, `report-${p.report}-${table.range.from}-${table.range.to}`, table.rows.length, {
      format: q.format,
      sheetName: REPORT_SHEET_NAMES[language][p.report],
      columns: sheetColumns(p.report, language),
      numberFormat: await this.users.numberFormat(user.id),
      // The table is small (one row per period, commercial or agent): one batch.
      batches: Readable.from([table.rows.map((r) => [...r.labels, ...r.values])]) as AsyncIterable<SheetCell[][]>,
    });
  }
}
