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
import { trim } from '../providers/dto-transforms.js';
import { RULE_FILTER_CONDITIONS, RULE_FILTER_TYPES } from '../reference/constants.js';
import { MAX_MARGIN_PERCENT } from '../sells/sells.types.js';
import type { RuleCondition, RuleFilterType } from './rule-evaluation.js';

export const MAX_RULE_FILTERS = 20;

export class RuleFilterDto {
  @IsIn(RULE_FILTER_TYPES) filterType!: RuleFilterType;
  @IsIn(RULE_FILTER_CONDITIONS) condition!: RuleCondition;
  @Transform(trim) @IsString() @MaxLength(500) value: string = '';
}

/** What "test this rule" runs: the filters (and whether it is AUTORATE with a named rate). */
export class TestQuotationRuleDto {
  @IsArray()
  @ArrayMaxSize(MAX_RULE_FILTERS)
  @ValidateNested({ each: true })
  @Type(() => RuleFilterDto)
  filters!: RuleFilterDto[];
  @IsOptional() @IsUUID() rateKey?: string | null;
}

export class SaveQuotationRuleDto extends TestQuotationRuleDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(150) name!: string;
  @IsBoolean() send: boolean = false;
  @IsBoolean() active: boolean = true;
  @IsInt() @Min(0) @Max(10_000) position: number = 0;
  /** Markup on cost of the sells an AUTORATE rule writes (10 = cost + 10 %). */
  @IsNumber() @MaxDecimals(2) @Min(0) @Max(MAX_MARGIN_PERCENT) marginPercent: number = 0;
}
