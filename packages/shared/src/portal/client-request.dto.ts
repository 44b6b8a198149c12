import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsCalendarDate } from '../common/calendar-date.dto.js';
import { ContainerLineDto, PackingLineDto, TruckLineDto } from '../quotations/create-quotation.dto.js';
import {
  COMMODITY_TYPES,
  INCOTERMS,
  MEASURE_SYSTEMS,
  SERVICES,
  STACKABLE_VALUES,
  type CommodityType,
  type Incoterm,
  type MeasureSystem,
  type Service,
  type Stackable,
} from '../reference/constants.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/**
 * A client's quotation request from the portal (issue 43): the staff form's lane and cargo fields (same
 * cargo lines, checked by the same quotationRuleViolations), without the client, owner, company or
 * pricing choices, which the server sets. Dangerous goods is commodityType DG.
 */
export class ClientQuotationRequestDto {
  @IsIn(SERVICES) service!: Service;
  @IsOptional() @IsString() @MaxLength(10) originCode?: string;
  @IsOptional() @IsString() @MaxLength(150) originName?: string;
  @IsOptional() @IsString() @MaxLength(10) destinationCode?: string;
  @IsOptional() @IsString() @MaxLength(150) destinationName?: string;
  @IsOptional() @IsIn(INCOTERMS) incoterm?: Incoterm;
  @IsOptional() @IsCalendarDate() goodsReadyDate?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ContainerLineDto)
  containers?: ContainerLineDto[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => TruckLineDto)
  trucks?: TruckLineDto[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => PackingLineDto)
  packingLines?: PackingLineDto[];
  @IsIn(MEASURE_SYSTEMS) measureSystem: MeasureSystem = 'METRIC';

  @IsIn(COMMODITY_TYPES) commodityType: CommodityType = 'GEN';
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(1000) goodsDescription!: string;
  @IsIn(STACKABLE_VALUES) stackable: Stackable = 'YES';
  /** The client's own reference. */
  @IsOptional() @Transform(trim) @IsString() @MaxLength(60) clientReference?: string;
  /** Shown to staff and kept as a client-visible note. */
  @IsOptional() @Transform(trim) @IsString() @MaxLength(4000) notes?: string;
}

/** What an administrator sets on a client for its portal requests. */
export class ClientPortalSettingsDto {
  @IsBoolean() selfQuoting!: boolean;
  @IsBoolean() instantPrices!: boolean;
  @IsInt() @Min(1) @Max(500) dailyRequestLimit!: number;
}
