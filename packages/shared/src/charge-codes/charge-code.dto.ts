import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../common/page-query.dto.js';
import { toBoolean, trim, trimUpper } from '../providers/dto-transforms.js';
import {
  CHARGE_CODE_CONCEPT_PATTERN,
  CHARGE_CODE_MODES,
  CHARGE_CODE_SORT_FIELDS,
  type ChargeCodeMode,
  type ChargeCodeSortField,
} from './charge-code.types.js';

/** Create or replace (PUT) a charge code; absent flags are false. */
export class ChargeCodeDto {
  @Transform(trimUpper) @IsString() @Matches(CHARGE_CODE_CONCEPT_PATTERN) concept!: string;
  /** The name in Spanish. */
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(200) description!: string;
  /** The name in English. */
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(200) descriptionEn!: string;
  /** The name in Portuguese. */
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(200) descriptionPt!: string;
  @IsBoolean() taxed: boolean = false;
  @IsBoolean() air: boolean = false;
  @IsBoolean() sea: boolean = false;
  @IsBoolean() road: boolean = false;
  @IsBoolean() express: boolean = false;
  @IsBoolean() insurance: boolean = false;
}

export class ChargeCodeListQueryDto extends PageQueryDto {
  /** Start of the concept or part of the description. */
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @IsOptional() @Transform(toBoolean) @IsBoolean() active?: boolean;
  /** Only codes flagged for this mode. */
  @IsOptional() @IsIn(CHARGE_CODE_MODES) mode?: ChargeCodeMode;
  @IsOptional() @Transform(toBoolean) @IsBoolean() taxed?: boolean;
  @IsOptional() @IsIn(CHARGE_CODE_SORT_FIELDS) sort: ChargeCodeSortField = 'concept';
}
