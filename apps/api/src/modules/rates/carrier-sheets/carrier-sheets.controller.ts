import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  CarrierSheetImportResult,
  CarrierSheetLocationAlias,
  CarrierSheetMapping,
  CarrierSheetPreview,
  CarrierSheetVersionItem,
} from '@freight/shared';
import {
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
      "Import a carrier's sheet with its saved mapping: every row's outcome (created, updated, unchanged, refused with reason); dryRun=true stores nothing, else a new sheet version",
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

  @Get(':carrierId/versions')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: "The carrier's sheet versions, newest first: who applied each, when, and its row counts" })
  versions(@Param('carrierId', uuidParam) carrierId: string): Promise<CarrierSheetVersionItem[]> {
    return this.sheets.versions(carrierId);
  }
}
