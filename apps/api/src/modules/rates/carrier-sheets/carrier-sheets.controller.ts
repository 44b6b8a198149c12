import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  CarrierSheetDryRunPage,
  CarrierSheetImportResult,
  CarrierSheetLocationAlias,
  CarrierSheetMapping,
  CarrierSheetPreview,
  CarrierSheetVersionItem,
} from '@freight/shared';
import {
  CarrierSheetDryRunPageQueryDto,
  CarrierSheetImportQueryDto,
  SaveCarrierSheetLocationAliasesDto,
  SaveCarrierSheetMappingDto,
} from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../../common/auth/access.decorators.js';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { AppError } from '../../../common/errors/app-error.js';
import { pickLanguage } from '../../../common/errors/language.js';
import { uuidParam } from '../../../common/http/uuid-param.js';
import { AcceptsImport, type UploadedFileData } from '../../documents/upload.interceptor.js';
import { CarrierSheetDryRunsService } from './carrier-sheet-dry-runs.service.js';
import { CarrierSheetImportService } from './carrier-sheet-import.service.js';
import { CarrierSheetsService } from './carrier-sheets.service.js';
import { SheetLocationsService } from './sheet-locations.service.js';

const fileOf = (file: UploadedFileData | undefined) => {
  if (!file) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'file', rules: ['isDefined'] }] });
  return { name: file.originalname, data: file.buffer };
};

/** Carrier rate sheets in the carrier's own layout (issue 44), under PRICING as the rates import. */
@ApiTags('rates')
@ForModule('pricing')
@Controller('app/v1/rates/carrier-sheets')
export class CarrierSheetsController {
  constructor(
    private readonly sheets: CarrierSheetsService,
    private readonly importer: CarrierSheetImportService,
    private readonly places: SheetLocationsService,
    private readonly dryRuns: CarrierSheetDryRunsService,
  ) {}

  @Post('preview')
  @HttpCode(200)
  @RequireAnyPermission('PRICING')
  @AcceptsImport()
  @ApiOperation({
    summary:
      "An uploaded sheet's first rows as read (XLSX or CSV, under the import limits), to pick the header and columns",
  })
  preview(@UploadedFile() file: UploadedFileData | undefined): Promise<CarrierSheetPreview> {
    return this.sheets.preview(fileOf(file));
  }

  @Get(':carrierId/mapping')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: "The carrier's saved sheet mapping (null when none yet)" })
  mapping(@Param('carrierId', uuidParam) carrierId: string): Promise<{ mapping: CarrierSheetMapping | null }> {
    return this.sheets.mapping(carrierId);
  }

  @Put(':carrierId/mapping')
  @RequireAnyPermission('PRICING')
  @ApiOperation({
    summary:
      "Save the carrier's sheet mapping (header row, columns, equipment or weight breaks); offered for its next sheet",
  })
  saveMapping(
    @CurrentUser() user: AuthUser,
    @Param('carrierId', uuidParam) carrierId: string,
    @Body() dto: SaveCarrierSheetMappingDto,
  ): Promise<{ mapping: CarrierSheetMapping | null }> {
    return this.sheets.saveMapping(user, carrierId, dto);
  }

  @Get(':carrierId/location-aliases')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'How the carrier writes places in its sheets and the catalogue location each means' })
  locationAliases(@Param('carrierId', uuidParam) carrierId: string): Promise<CarrierSheetLocationAlias[]> {
    return this.places.aliases(carrierId);
  }

  @Put(':carrierId/location-aliases')
  @RequireAnyPermission('PRICING')
  @ApiOperation({
    summary:
      "Add or change the carrier's place aliases (a sheet's place text and its catalogue code); its next sheets match them. An unknown code is 400 RATE_SHEET_LOCATION_CODE_UNKNOWN",
  })
  saveLocationAliases(
    @CurrentUser() user: AuthUser,
    @Param('carrierId', uuidParam) carrierId: string,
    @Body() dto: SaveCarrierSheetLocationAliasesDto,
  ): Promise<CarrierSheetLocationAlias[]> {
    return this.places.saveAliases(user, carrierId, dto);
  }

  @Post(':carrierId/import')
  @HttpCode(200)
  @RequireAnyPermission('PRICING')
  @AcceptsImport()
  @ApiOperation({
    summary:
      "Import a carrier's sheet with its saved mapping: counts of every rate's outcome (created, updated, unchanged, refused with reason) and the first of each. dryRun=true stores no rate and answers a dryRunId whose every rate pages at dry-runs/{dryRunId}/rows; applying names that dryRunId and stores a new sheet version, or answers 409 RATE_SHEET_DRY_RUN_STALE when the file, mapping or outcomes changed since",
  })
  import(
    @CurrentUser() user: AuthUser,
    @Param('carrierId', uuidParam) carrierId: string,
    @Query() query: CarrierSheetImportQueryDto,
    @UploadedFile() file: UploadedFileData | undefined,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<CarrierSheetImportResult> {
    return this.importer.run(user, carrierId, fileOf(file), query, pickLanguage(acceptLanguage, user.language));
  }

  @Get('dry-runs/:dryRunId/rows')
  @RequireAnyPermission('PRICING')
  @ApiOperation({
    summary:
      "One page of a dry run's rates of one outcome, in the sheet's order, with every outcome's count. Only the user who ran it reads it (else 404 RATE_SHEET_DRY_RUN_NOT_FOUND); after it expires 410 RATE_SHEET_DRY_RUN_EXPIRED",
  })
  dryRunRows(
    @CurrentUser() user: AuthUser,
    @Param('dryRunId', uuidParam) dryRunId: string,
    @Query() query: CarrierSheetDryRunPageQueryDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<CarrierSheetDryRunPage> {
    return this.dryRuns.page(user, dryRunId, query, pickLanguage(acceptLanguage, user.language));
  }

  @Get(':carrierId/versions')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: "The carrier's sheet versions, newest first: who applied each, when, and its row counts" })
  versions(@Param('carrierId', uuidParam) carrierId: string): Promise<CarrierSheetVersionItem[]> {
    return this.sheets.versions(carrierId);
  }
}
