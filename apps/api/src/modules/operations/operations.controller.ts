import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Query, Res, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type {
  OperationCreated,
  OperationDetail,
  OperationImportResult,
  OperationStatus,
  OperationSummary,
  OperationUserRef,
  Page,
} from '@freight/shared';
import {
  ChangeOperationStatusDto,
  CreateOperationDto,
  OperationExportQueryDto,
  OperationImportQueryDto,
  OperationListQueryDto,
  UpdateOperationDto,
} from '@freight/shared/dto';
import { CurrentUser, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { pickLanguage } from '../../common/errors/language.js';
import { mapRows } from '../../common/export/map-rows.js';
import { sendSheet } from '../../common/export/send-sheet.js';
import { AppError } from '../../common/errors/app-error.js';
import { AcceptsImport, type UploadedFileData } from '../documents/upload.interceptor.js';
import { UsersService } from '../users/users.service.js';
import { OperationImportService } from './import/operation-import.service.js';
import { OPERATION_EXPORT_MAX_ROWS, OPERATION_SHEET_NAME, operationColumns, operationRow } from './operation-export.js';
import { OperationOpeningService } from './operation-opening.service.js';
import { OperationsService } from './operations.service.js';

@ApiTags('operations')
@Controller('operations/v1/operations')
export class OperationsController {
  constructor(
    private readonly operations: OperationsService,
    private readonly opening: OperationOpeningService,
    private readonly users: UsersService,
    private readonly importer: OperationImportService,
  ) {}

  @Get()
  @RequireAnyPermission('OPERATIVE')
  @ApiOperation({
    summary: 'General operations with the filters of spec section 3, keyset paging, open and overdue event counts',
  })
  list(@CurrentUser() user: AuthUser, @Query() query: OperationListQueryDto): Promise<Page<OperationSummary>> {
    return this.operations.list(user, query);
  }

  @Get('export')
  @RequireAnyPermission('OPERATIVE')
  @ApiOperation({ summary: 'The filtered list as an XLSX or CSV file, streamed (up to 100,000 rows)' })
  async export(
    @CurrentUser() user: AuthUser,
    @Query() query: OperationExportQueryDto,
    @Res() res: Response,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<void> {
    const { total, batches } = await this.operations.exportRows(query, OPERATION_EXPORT_MAX_ROWS);
    const language = pickLanguage(acceptLanguage, user.language);
    await sendSheet(res, 'operations', total, {
      format: query.format,
      sheetName: OPERATION_SHEET_NAME[language],
      columns: operationColumns(language),
      numberFormat: await this.users.numberFormat(user.id),
      batches: mapRows(batches, (r) => operationRow(r, language)),
    });
  }

  @Get('operatives')
  @RequireAnyPermission('OPERATIVE')
  @ApiOperation({ summary: 'Active operatives (filter and assignment picker)' })
  operatives(): Promise<OperationUserRef[]> {
    return this.operations.operatives();
  }

  @Get('commercials')
  @RequireAnyPermission('OPERATIVE')
  @ApiOperation({ summary: 'Active commercials (commercial filter)' })
  commercials(): Promise<OperationUserRef[]> {
    return this.operations.commercials();
  }

  @Post()
  @RequireAnyPermission('OPERATIVE')
  @ApiOperation({ summary: 'Create an operation by hand' })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateOperationDto): Promise<OperationCreated> {
    return this.opening.create(user, dto);
  }

  @Post('import')
  @HttpCode(200)
  @RequireAnyPermission('OPERATIVE')
  @AcceptsImport()
  @ApiOperation({
    summary:
      'Import shipments (CSV or XLSX with the list columns) keyed by shipment key; dryRun=true lists creations, updates and bad rows and changes nothing',
  })
  import(
    @CurrentUser() user: AuthUser,
    @Query() query: OperationImportQueryDto,
    @UploadedFile() file: UploadedFileData | undefined,
  ): Promise<OperationImportResult> {
    if (!file) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'file', rules: ['isDefined'] }] });
    return this.importer.run(user, file.originalname, file.buffer, query.dryRun);
  }

  @Get(':reference')
  @RequireAnyPermission('OPERATIVE')
  @ApiOperation({ summary: 'Operation detail: information, status timeline, notes and events' })
  detail(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<OperationDetail> {
    return this.operations.detail(user, reference);
  }

  @Patch(':reference')
  @HttpCode(204)
  @RequireAnyPermission('OPERATIVE')
  @ApiOperation({ summary: 'Edit numbers, dates and operatives (409 on a closed or canceled operation)' })
  update(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: UpdateOperationDto,
  ): Promise<void> {
    return this.operations.update(user, reference, dto);
  }

  @Post(':reference/status')
  @HttpCode(200)
  @RequireAnyPermission('OPERATIVE')
  @ApiOperation({ summary: 'Set the status by hand; every change is recorded (who, when, from, to)' })
  changeStatus(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: ChangeOperationStatusDto,
  ): Promise<{ status: OperationStatus }> {
    return this.operations.changeStatus(user, reference, dto);
  }
}
