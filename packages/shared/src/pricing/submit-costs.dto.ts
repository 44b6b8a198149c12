import { Type } from 'class-transformer';
import {
  IsArray,
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
import { INT4_MAX } from '../common/int4.js';
import { CURRENCIES, type Currency } from '../reference/constants.js';
import { IsCalendarDate, IsCalendarDateTime } from '../common/calendar-date.dto.js';
import { MaxDecimals } from '../common/max-decimals.js';
import { QUANTITY_SCALE, UNIT_AMOUNT_SCALE } from '../money/money.js';
import { COST_DECLINE_REASONS, RANGE_BASES, type CostDeclineReason, type RangeBasis } from './cost-rules.js';

// Array sizes are checked by costSubmissionViolations so each rule keeps its own message.
export class CostChargeDto {
  @IsOptional() @IsUUID() chargeCodeId?: string;
  @IsOptional() @IsString() @MaxLength(200) description?: string;
  @IsIn(CURRENCIES) currency: Currency = 'USD';
  /** Up to 4 decimals (per-kilo rates); the total is rounded once to the cent by the money module. */
  @IsOptional() @IsNumber() @MaxDecimals(UNIT_AMOUNT_SCALE) @Min(0) amountPerUnit?: number;
  @IsOptional() @IsNumber() @MaxDecimals(QUANTITY_SCALE) @Min(0) quantity?: number;
  @IsOptional() @IsIn(RANGE_BASES) rangeBasis?: RangeBasis;
  @IsOptional() @IsNumber() @Min(0) rangeFrom?: number;
  @IsOptional() @IsNumber() @Min(0) rangeTo?: number;
}

export class CostDto {
  @IsString() @MaxLength(200) description: string = '';
  @IsOptional() @IsCalendarDate() validUntil?: string;
  @IsOptional() @IsString() @MaxLength(200) route?: string;
  @IsOptional() @IsInt() @Min(0) @Max(INT4_MAX) transitDays?: number;
  @IsOptional() @IsInt() @Min(0) @Max(INT4_MAX) freeDays?: number;
  @IsOptional() @IsString() @MaxLength(100) carrier?: string;
  @IsOptional() @IsString() @MaxLength(2000) comments?: string;
  @IsArray() @ValidateNested({ each: true }) @Type(() => CostChargeDto) charges: CostChargeDto[] = [];
}

/** What an agent sends through its link (and pricing enters on its behalf). */
export class SubmitCostsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => CostDto) costs: CostDto[] = [];
}

/** Pricing enters costs received by phone or mail for one provider. */
export class AgentQuoteDto extends SubmitCostsDto {
  @IsUUID() providerId!: string;
}

export class RequestCostsDto {
  @IsArray() @IsUUID('all', { each: true }) providerIds!: string[];
  /** When pricing wants the answer (ISO date-time); the API's default (e.g. 48 h) when absent. Not the link's validity. */
  @IsOptional() @IsCalendarDateTime() answerBy?: string;
}

/** Resend a cost request: a new link (the old one ends at once) and, optionally, a new answer-by date. */
export class ResendCostRequestDto {
  @IsOptional() @IsCalendarDateTime() answerBy?: string;
}

/** The agent says it cannot quote: a reason, and a text when the reason is OTHER (checked by the API). */
export class DeclineCostRequestDto {
  @IsIn(COST_DECLINE_REASONS) reason!: CostDeclineReason;
  @IsOptional() @IsString() @MaxLength(1000) text?: string;
}

/** An agent's question to the analyst, from the no-login page. */
export class AskCostQuestionDto {
  @IsString() @IsNotEmpty() @MaxLength(2000) text!: string;
}

/** Pricing's answer to an agent's question (e-mailed to the agent with its link). */
export class AnswerCostQuestionDto {
  @IsString() @IsNotEmpty() @MaxLength(2000) text!: string;
}
