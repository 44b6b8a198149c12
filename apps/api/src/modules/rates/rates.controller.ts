import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Res, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  isCalendarDate,
  type ExchangeRateRow,
  type Page,
  type RateDetail,
  type RateImportResult,
  type RateListItem,
} from '@freight/shared';
import {
  ExchangeRatesQueryDto,
  RateExportQueryDto,
  RateImportQueryDto,
  RateListQueryDto,
  SaveCostAsRateDto,
  SaveExchangeRatesDto,
  SaveRateDto,
} from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { pickLanguage } from '../../common/errors/language.js';
import { sendSheet } from '../../common/export/send-sheet.js';
import { AcceptsImport, type UploadedFileData } from '../documents/upload.interceptor.js';
import { RateImportService } from './import/rate-import.service.js';
import { RATE_SHEET_SPEC_COLUMNS, rateSheetBatches, rateTemplate } from './import/rate-sheet.js';
import { todayIn } from '../../common/time/zoned-dates.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { CostToRateService } from './cost-to-rate.service.js';
import { ExchangeRatesService } from './exchange-rates.service.js';
import { RatesService } from './rates.service.js';

/** Rates an export may hold (each one row per charge). */
const RATE_EXPORT_MAX_RATES = 20_000;

@ApiTags('rates')
@ForModule('pricing')
@Controller('app/v1')
export class RatesController {
  constructor(
    private readonly rates: RatesService,
    private readonly exchange: ExchangeRatesService,
    private readonly importer: RateImportService,
    private readonly fromCost: CostToRateService,
  ) {}

  @Get('rates')
  @RequireAnyPermission('PRICING')
  @ApiOperation({
    summary: 'Current rates: filters (lane, mode, carrier, owner, validity), keyset paging by validity end',
  })
  list(@CurrentUser() user: AuthUser, @Query() query: RateListQueryDto): Promise<Page<RateListItem>> {
    return this.rates.list(user, query);
  }

  @Get('rates/export')
  @RequireAnyPermission('PRICING')
  @ApiOperation({
    summary: 'The filtered rates as an XLSX or CSV file in the import template (one row per charge), streamed',
  })
  async export(@CurrentUser() user: AuthUser, @Query() query: RateExportQueryDto, @Res() res: Response): Promise<void> {
    const { total, batches } = await this.rates.exportRows(user, query, RATE_EXPORT_MAX_RATES);
    await sendSheet(res, 'rates', total, {
      format: query.format,
      sheetName: 'Rates',
      columns: RATE_SHEET_SPEC_COLUMNS,
      numberFormat: 'US',
      batches: rateSheetBatches(batches),
    });
  }

  @Get('rates/import/template')
  @RequireAnyPermission('PRICING')
  @ApiOperation({
    summary:
      "The rates import template (XLSX): examples and, on a second sheet, what each column holds in the user's language",
  })
  async template(
    @CurrentUser() user: AuthUser,
    @Res() res: Response,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<void> {
    const file = await rateTemplate(pickLanguage(acceptLanguage, user.language));
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', 'attachment; filename="rates-template.xlsx"');
    res.send(file);
  }

  @Post('rates/import')
  @HttpCode(200)
  @RequireAnyPermission('PRICING')
  @AcceptsImport()
  @ApiOperation({
    summary:
      'Import rates from the template (XLSX or CSV); dryRun=true stores nothing; bad rows are listed with their reason and their rates not stored; a rate already imported is not stored again',
  })
  import(
    @CurrentUser() user: AuthUser,
    @Query() query: RateImportQueryDto,
    @UploadedFile() file: UploadedFileData | undefined,
  ): Promise<RateImportResult> {
    if (!file) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'file', rules: ['isDefined'] }] });
    return this.importer.run(user, file.originalname, file.buffer, query.dryRun);
  }

  @Post('rates/from-cost/:costId')
  @RequireAnyPermission('PRICING')
  @ApiOperation({
    summary:
      "Save an agent's answered cost as a rate of the quotation's lane and service, with the validity given (once per cost)",
  })
  saveCost(
    @CurrentUser() user: AuthUser,
    @Param('costId', uuidParam) costId: string,
    @Body() dto: SaveCostAsRateDto,
  ): Promise<RateDetail> {
    return this.fromCost.save(user, costId, dto);
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
    // Date.parse reads 2026-02-30 as 2 March: the calendar check refuses the day instead.
    if (!isCalendarDate(day))
      throw new AppError('DATE_INVALID', { fields: [{ field: 'day', rules: ['isCalendarDate'] }] });
    return this.exchange.save(user, day, dto);
  }
}
