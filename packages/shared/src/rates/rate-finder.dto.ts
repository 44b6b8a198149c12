import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { IsCalendarDate } from '../common/calendar-date.dto.js';
import { ContainerLineDto, PackingLineDto } from '../quotations/create-quotation.dto.js';
import {
  CURRENCIES,
  MEASURE_SYSTEMS,
  SERVICES,
  type Currency,
  type MeasureSystem,
  type Service,
} from '../reference/constants.js';

/**
 * The rate finder's question: a lane and service, a day (the company's today when left out), the cargo
 * (the instant quote's shapes) and the currency to rank the totals in (the company's default when left out).
 */
export class RateFinderDto {
  @IsIn(SERVICES) service!: Service;
  @IsString() @MaxLength(10) originCode!: string;
  @IsString() @MaxLength(10) destinationCode!: string;
  @IsOptional() @IsCalendarDate() day?: string;
  @IsOptional() @IsIn(CURRENCIES) currency?: Currency;
  @IsOptional() @IsIn(MEASURE_SYSTEMS) measureSystem: MeasureSystem = 'METRIC';
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ContainerLineDto)
  containers?: ContainerLineDto[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => PackingLineDto)
  packingLines?: PackingLineDto[];
}

/**
 * A finder option made a quotation's cost: the rate (its version id) priced again for the quotation's own
 * lane and cargo on the day (the company's today when left out).
 */
export class ApplyFinderRateDto {
  @IsUUID() rateId!: string;
  @IsOptional() @IsCalendarDate() day?: string;
}
