import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
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
import { CURRENCIES, type Currency } from '../reference/constants.js';
import { MARGIN_KINDS, type MarginKind } from './sell-math.js';
import { MAX_SELL_AMOUNT, MAX_SELL_LINES } from './sells.types.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** One sell line; the server computes sell, tax and totals from these. */
export class SellLineDto {
  /** The received charge the line was picked from (omit for a line pricing adds by hand). */
  @IsOptional() @IsUUID() costChargeId?: string;
  @IsUUID() chargeCodeId!: string;
  @Transform(trim) @IsString() @MaxLength(200) description: string = '';
  @IsIn(CURRENCIES) currency!: Currency;
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @MaxDecimals(2)
  @Min(0)
  @Max(MAX_SELL_AMOUNT)
  costAmount!: number;
  @IsIn(MARGIN_KINDS) marginKind!: MarginKind;
  /** Percent of cost (PERCENT) or an amount in the line's currency (AMOUNT); may be negative if the sell stays >= 0. */
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @MaxDecimals(4)
  @Min(-MAX_SELL_AMOUNT)
  @Max(MAX_SELL_AMOUNT)
  marginValue!: number;
  @IsBoolean() clientVisible: boolean = true;
}

/** Replaces every sell line of a quotation. */
export class PutSellsDto {
  @IsArray()
  @ArrayMaxSize(MAX_SELL_LINES)
  @ValidateNested({ each: true })
  @Type(() => SellLineDto)
  lines: SellLineDto[] = [];
}

export class DecideApprovalDto {
  @IsBoolean() approve!: boolean;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(1000) comment?: string;
}

/** Sends the quotation PDF to the client's addresses. */
export class SendQuotationDto {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(10) @IsEmail({}, { each: true }) to!: string[];
  @IsOptional() @Transform(trim) @IsString() @MaxLength(4000) message?: string;
}
