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
  ValidateNested,
} from 'class-validator';
import { MaxDecimals } from '../common/max-decimals.js';
import { PageQueryDto } from '../common/page-query.dto.js';
import { EXPORT_FORMATS, type ExportFormat } from '../common/export-format.js';
import { toBoolean, trim, trimUpper } from '../providers/dto-transforms.js';
import { IsCalendarDate } from '../common/calendar-date.dto.js';
import {
  CONTAINER_TYPE_CODES,
  CURRENCIES,
  SERVICES,
  STACKABLE_VALUES,
  TRANSPORT_MODES,
  type ContainerType,
  type Currency,
  type Service,
  type Stackable,
  type TransportMode,
} from '../reference/constants.js';
import { RATE_CALCULATORS, RATE_RANGE_BASES, type RateCalculator, type RateRangeBasis } from './rate-calculator.js';
import { RATE_LIMITS } from './rate-limits.js';
import { MAX_RATE_CHARGES, MAX_RATE_RANGES } from './rate-rules.js';
import {
  RATE_DIRECTIONS,
  RATE_TERMS,
  RATE_VALIDITIES,
  type RateDirection,
  type RateTerm,
  type RateValidityFilter,
} from './rate.types.js';

/** Decimals are checked by the shared rate rules (they fill the form's slots), not here. */
export class RateRangeDto {
  @IsNumber() from!: number;
  @IsOptional() @IsNumber() to?: number | null;
  @IsNumber() amount!: number;
}

export class RateChargeDto {
  /** Missing or unknown codes fill the "invalid charges" slot rather than failing validation. */
  @IsOptional() @IsUUID() chargeCodeId?: string | null;
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(RATE_LIMITS.charges.description.length)
  description?: string | null;
  @IsIn(CURRENCIES) currency!: Currency;
  @IsIn(RATE_CALCULATORS) calculator!: RateCalculator;
  @IsNumber() amount!: number;
  @IsOptional() @IsString() @MaxLength(RATE_LIMITS.charges.unit.length) unit?: string | null;
  @IsOptional() @IsBoolean() freight?: boolean;
  @IsOptional() @IsIn(RATE_RANGE_BASES) rangeBasis?: RateRangeBasis | null;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_RATE_RANGES * 2)
  @ValidateNested({ each: true })
  @Type(() => RateRangeDto)
  ranges?: RateRangeDto[];
  @IsOptional() @IsNumber() minimumAmount?: number | null;
  @IsOptional() @IsNumber() minimumBelow?: number | null;
}

/** A rate as created or edited (PUT replaces everything; editing a rate in force writes a new version). */
export class SaveRateDto {
  @IsIn(RATE_DIRECTIONS) direction: RateDirection = 'BUY';
  @IsIn(RATE_TERMS) term: RateTerm = 'SPOT';
  @IsIn(SERVICES) service!: Service;
  @IsOptional() @IsIn(CONTAINER_TYPE_CODES) container?: ContainerType | null;
  @Transform(trimUpper) @IsString() @IsNotEmpty() @MaxLength(10) originCode!: string;
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(150) originName!: string;
  @Transform(trimUpper) @IsString() @IsNotEmpty() @MaxLength(10) destinationCode!: string;
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(150) destinationName!: string;
  @IsCalendarDate() validFrom!: string;
  @IsCalendarDate() validTo!: string;
  @IsOptional()
  @IsNumber()
  @MaxDecimals(RATE_LIMITS.cbmRatio.decimals)
  @Min(RATE_LIMITS.cbmRatio.min)
  @Max(RATE_LIMITS.cbmRatio.max)
  cbmRatio?: number | null;
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(RATE_LIMITS.description.length) description!: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(RATE_LIMITS.route.length) route?: string | null;
  @IsOptional()
  @IsInt()
  @Min(RATE_LIMITS.transitDays.min)
  @Max(RATE_LIMITS.transitDays.max)
  transitDays?: number | null;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(RATE_LIMITS.frequency.length) frequency?: string | null;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(RATE_LIMITS.comments.length) comments?: string | null;
  @IsOptional()
  @IsInt()
  @Min(RATE_LIMITS.freeDays.min)
  @Max(RATE_LIMITS.freeDays.max)
  freeDays?: number | null;
  @IsOptional() @IsIn(STACKABLE_VALUES) stackable?: Stackable | null;
  /** A pricing user; the signed-in user when left out. */
  @IsOptional() @IsUUID() ownerId?: string;
  @IsUUID() carrierId!: string;
  @IsArray()
  @ArrayMaxSize(MAX_RATE_CHARGES * 2)
  @ValidateNested({ each: true })
  @Type(() => RateChargeDto)
  charges!: RateChargeDto[];
}

export const RATE_SORT_FIELDS = ['validTo'] as const;

export class RateListQueryDto extends PageQueryDto {
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(10) originCode?: string;
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(10) destinationCode?: string;
  @IsOptional() @IsIn(TRANSPORT_MODES) transportMode?: TransportMode;
  @IsOptional() @IsIn(SERVICES) service?: Service;
  @IsOptional() @IsUUID() carrierId?: string;
  @IsOptional() @IsUUID() ownerId?: string;
  @IsOptional() @IsIn(RATE_VALIDITIES) validity?: RateValidityFilter;
  /** For EXPIRING: ending within this many days from today (default 7). */
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(365) expiringDays?: number;
  @IsOptional() @IsIn(RATE_SORT_FIELDS) sort: (typeof RATE_SORT_FIELDS)[number] = 'validTo';
}

export class RateExportQueryDto extends RateListQueryDto {
  @IsOptional() @IsIn(EXPORT_FORMATS) format: ExportFormat = 'xlsx';
}

export class ExchangeRateDto {
  @IsIn(CURRENCIES) currency!: Currency;
  @IsNumber() @MaxDecimals(6) @Min(0.000001) @Max(1_000_000) perUsd!: number;
}

/** A day's table (PUT replaces that day's rows). */
export class SaveExchangeRatesDto {
  @IsArray()
  @ArrayMaxSize(CURRENCIES.length)
  @ValidateNested({ each: true })
  @Type(() => ExchangeRateDto)
  rates!: ExchangeRateDto[];
}

export class ExchangeRatesQueryDto {
  /** The table in force on this day (the newest row of each currency not after it); today when left out. */
  @IsOptional() @IsCalendarDate() day?: string;
}

export class RateImportQueryDto {
  @IsOptional() @Transform(toBoolean) @IsBoolean() dryRun: boolean = false;
}

/** "Save as rate" of an agent's answered cost: its validity (the cost's own "valid until" by default). */
export class SaveCostAsRateDto {
  @IsCalendarDate() validFrom!: string;
  @IsCalendarDate() validTo!: string;
}
