import { IsIn, IsOptional, IsTimeZone } from 'class-validator';
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
}
