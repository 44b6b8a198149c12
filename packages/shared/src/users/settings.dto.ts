import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsTimeZone, Matches, MaxLength } from 'class-validator';
import { PHONE_MAX_LENGTH, PHONE_PATTERN } from './profile.js';
import { CURRENCY_FORMATS, LANGUAGES, type CurrencyFormat, type Language } from '../config/modules.js';

export class UpdateSettingsDto {
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;

  @IsOptional()
  @IsIn(CURRENCY_FORMATS)
  currencyFormat?: CurrencyFormat;

  @IsOptional()
  @IsTimeZone()
  timeZone?: string;

  /** Printed on the client PDFs the user's quotations produce; empty clears it. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(PHONE_MAX_LENGTH)
  @Matches(PHONE_PATTERN)
  phone?: string;
}
