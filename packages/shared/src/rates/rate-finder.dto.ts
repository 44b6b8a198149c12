import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../common/calendar-date.dto.js';
import { RateCargoDto } from './instant-quote.dto.js';
import { CURRENCIES, SERVICES, type Currency, type Service } from '../reference/constants.js';

/**
 * The rate finder's question: a lane and service, a day (the company's today when left out), the cargo
 * (the instant quote's shapes) and the currency to rank the totals in (the company's default when left out).
 */
export class RateFinderDto extends RateCargoDto {
  @IsIn(SERVICES) service!: Service;
  @IsString() @MaxLength(10) originCode!: string;
  @IsString() @MaxLength(10) destinationCode!: string;
  @IsOptional() @IsCalendarDate() day?: string;
  @IsOptional() @IsIn(CURRENCIES) currency?: Currency;
}

/**
 * A finder option made a quotation's cost: the rate (its version id) priced again for the quotation's own
 * lane and cargo on the day (the company's today when left out).
 */
export class ApplyFinderRateDto {
  @IsUUID() rateId!: string;
  @IsOptional() @IsCalendarDate() day?: string;
}
