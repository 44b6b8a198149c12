import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsCalendarDate } from '../common/calendar-date.dto.js';
import { MaxDecimals } from '../common/max-decimals.js';
import { PageQueryDto } from '../common/page-query.dto.js';
import { toBoolean, trim, upperEach } from '../providers/dto-transforms.js';
import { CONTAINER_TYPE_CODES, CURRENCIES, SERVICES, type Currency, type Service } from '../reference/constants.js';
import { SURCHARGE_BASES, type SurchargeBasis } from './surcharge-calculator.js';
import {
  MAX_SURCHARGE_PERIODS,
  MAX_SURCHARGE_SCOPE_ENTRIES,
  SURCHARGE_SORT_FIELDS,
  type SurchargeSortField,
} from './surcharge.types.js';

const AMOUNT_MAX = 999_999_999_999;

/** One amount from a day on (a fuel table's monthly entry). */
export class SurchargePeriodDto {
  @IsCalendarDate() from!: string;
  @IsNumber() @MaxDecimals(2) @Min(0) @Max(AMOUNT_MAX) amount!: number;
}

/** A surcharge as created or replaced (PUT replaces everything, periods included). */
export class SaveSurchargeDto {
  @IsUUID() chargeCodeId!: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(200) description?: string | null;
  @IsIn(SURCHARGE_BASES) basis!: SurchargeBasis;
  @IsIn(CURRENCIES) currency!: Currency;
  @IsCalendarDate() validFrom!: string;
  @IsOptional() @IsCalendarDate() validTo?: string | null;
  @IsOptional() @IsUUID() carrierId?: string | null;
  @IsOptional() @IsArray() @ArrayMaxSize(SERVICES.length) @IsIn(SERVICES, { each: true }) services: Service[] = [];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(CONTAINER_TYPE_CODES.length)
  @IsIn(CONTAINER_TYPE_CODES, { each: true })
  containers: string[] = [];
  @IsOptional()
  @Transform(upperEach)
  @IsArray()
  @ArrayMaxSize(MAX_SURCHARGE_SCOPE_ENTRIES)
  @Matches(/^[A-Z0-9]{2,10}$/, { each: true })
  originCodes: string[] = [];
  @IsOptional()
  @Transform(upperEach)
  @IsArray()
  @ArrayMaxSize(MAX_SURCHARGE_SCOPE_ENTRIES)
  @Matches(/^[A-Z]{2}$/, { each: true })
  originCountries: string[] = [];
  @IsOptional()
  @Transform(upperEach)
  @IsArray()
  @ArrayMaxSize(MAX_SURCHARGE_SCOPE_ENTRIES)
  @Matches(/^[A-Z0-9]{2,10}$/, { each: true })
  destinationCodes: string[] = [];
  @IsOptional()
  @Transform(upperEach)
  @IsArray()
  @ArrayMaxSize(MAX_SURCHARGE_SCOPE_ENTRIES)
  @Matches(/^[A-Z]{2}$/, { each: true })
  destinationCountries: string[] = [];
  @IsOptional() @IsBoolean() active: boolean = true;
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_SURCHARGE_PERIODS)
  @ValidateNested({ each: true })
  @Type(() => SurchargePeriodDto)
  periods!: SurchargePeriodDto[];
}

export class SurchargeListQueryDto extends PageQueryDto {
  /** Start of the charge code's concept or part of the description. */
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) search?: string;
  @IsOptional() @IsUUID() chargeCodeId?: string;
  @IsOptional() @IsUUID() carrierId?: string;
  @IsOptional() @IsIn(SURCHARGE_BASES) basis?: SurchargeBasis;
  @IsOptional() @IsIn(SERVICES) service?: Service;
  @IsOptional() @Transform(toBoolean) @IsBoolean() active?: boolean;
  /** Only those with an amount in force on this day. */
  @IsOptional() @IsCalendarDate() validOn?: string;
  @IsOptional() @IsIn(SURCHARGE_SORT_FIELDS) sort: SurchargeSortField = 'validFrom';
}
