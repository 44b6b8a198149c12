import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsCalendarDate } from '../common/calendar-date.dto.js';
import { MaxDecimals } from '../common/max-decimals.js';
import { toBoolean, trim } from '../providers/dto-transforms.js';
import {
  CONTAINER_TYPE_CODES,
  CURRENCIES,
  SERVICES,
  type ContainerType,
  type Currency,
  type Service,
} from '../reference/constants.js';
import {
  CARRIER_SHEET_DRY_RUN_MAX_PAGE,
  CARRIER_SHEET_DRY_RUN_PAGE,
  CARRIER_SHEET_OUTCOMES,
  MAX_CARRIER_SHEET_LOCATION_ALIASES,
  MAX_CARRIER_SHEET_PRICE_COLUMNS,
  type CarrierSheetRowOutcome,
} from './rate-sheet.types.js';

const COLUMN = 100;

/** The sheet's header text of each mapped field (a column is found by its header, wherever it moves). */
export class CarrierSheetColumnsDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(COLUMN) origin!: string;
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(COLUMN) destination!: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(COLUMN) originName?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(COLUMN) destinationName?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(COLUMN) currency?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(COLUMN) validFrom?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(COLUMN) validTo?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(COLUMN) transitDays?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(COLUMN) freeDays?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(COLUMN) remarks?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(COLUMN) minimum?: string;
}

/** An equipment column: its amounts are per container of that type (one rate per row and column). */
export class CarrierSheetEquipmentDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(COLUMN) column!: string;
  @IsIn(CONTAINER_TYPE_CODES) container!: ContainerType;
}

/** A weight-break column: its amount is per chargeable kilogram from `from` kg up to the next break. */
export class CarrierSheetWeightBreakDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(COLUMN) column!: string;
  @IsNumber() @MaxDecimals(3) @Min(0) @Max(1_000_000) from!: number;
}

/**
 * A carrier's sheet layout: the header row, the columns of each field, and either equipment columns
 * (ocean FCL: per container) or weight-break columns (air, LCL, trucking: per chargeable kg). Fixed
 * values stand in for fields the sheet does not carry (its currency, a validity printed in a header cell).
 */
export class SaveCarrierSheetMappingDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(80) name!: string;
  @IsInt() @Min(1) @Max(1000) headerRow!: number;
  @IsIn(SERVICES) service!: Service;
  @IsUUID() chargeCodeId!: string;
  @ValidateNested() @Type(() => CarrierSheetColumnsDto) columns!: CarrierSheetColumnsDto;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CARRIER_SHEET_PRICE_COLUMNS)
  @ValidateNested({ each: true })
  @Type(() => CarrierSheetEquipmentDto)
  equipment: CarrierSheetEquipmentDto[] = [];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CARRIER_SHEET_PRICE_COLUMNS)
  @ValidateNested({ each: true })
  @Type(() => CarrierSheetWeightBreakDto)
  weightBreaks: CarrierSheetWeightBreakDto[] = [];
  @IsOptional() @IsIn(CURRENCIES) currency?: Currency | null;
  @IsOptional() @IsCalendarDate() validFrom?: string | null;
  @IsOptional() @IsCalendarDate() validTo?: string | null;
}

/** An import: a dry run stores nothing; a validity given here overrides the sheet's and the mapping's. */
export class CarrierSheetImportQueryDto {
  @IsOptional() @Transform(toBoolean) @IsBoolean() dryRun: boolean = false;
  @IsOptional() @IsCalendarDate() validFrom?: string;
  @IsOptional() @IsCalendarDate() validTo?: string;
  /** Applying names the dry run it applies: the same sheet, with the same outcome for every rate, or 409. */
  @ValidateIf((o: CarrierSheetImportQueryDto) => !o.dryRun)
  @IsUUID()
  dryRunId?: string;
}

/** A page of one outcome's rates of a dry run: page 1 is the first `pageSize` in the sheet's order. */
export class CarrierSheetDryRunPageQueryDto {
  @IsIn(CARRIER_SHEET_OUTCOMES) outcome!: CarrierSheetRowOutcome;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(CARRIER_SHEET_DRY_RUN_MAX_PAGE) page: number = 1;
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(CARRIER_SHEET_DRY_RUN_PAGE.max)
  pageSize: number = CARRIER_SHEET_DRY_RUN_PAGE.default;
}

/** How the carrier writes a place in its sheets, and the catalogue code (UN/LOCODE, IATA or ISO) it means. */
export class CarrierSheetLocationAliasDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(150) alias!: string;
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(10) code!: string;
}

/** Adds or changes these aliases of the carrier (the others stay). */
export class SaveCarrierSheetLocationAliasesDto {
  @IsArray()
  @ArrayMaxSize(MAX_CARRIER_SHEET_LOCATION_ALIASES)
  @ValidateNested({ each: true })
  @Type(() => CarrierSheetLocationAliasDto)
  aliases!: CarrierSheetLocationAliasDto[];
}
