import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { CURSOR_MAX_LENGTH, DEFAULT_PAGE_SIZE } from '../common/pagination.js';
import {
  DRAFT_TYPES,
  jsonByteLength,
  MAX_DRAFT_DATA_BYTES,
  MAX_DRAFT_NAME_LENGTH,
  MAX_DRAFT_SUMMARY_LENGTH,
  type DraftType,
} from './draft.types.js';

function MaxJsonBytes(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'maxJsonBytes', constraints: [max], validator: { validate: (v: unknown) => jsonByteLength(v) <= max } },
    options,
  );
}

/** Create or replace (PUT) a draft. */
export class SaveDraftDto {
  @IsIn(DRAFT_TYPES) type!: DraftType;
  @IsString() @MinLength(1) @MaxLength(MAX_DRAFT_NAME_LENGTH) name!: string;
  @IsString() @MaxLength(MAX_DRAFT_SUMMARY_LENGTH) summary: string = '';
  /** The form's values as the web saved them; the server does not interpret them. */
  @IsObject() @MaxJsonBytes(MAX_DRAFT_DATA_BYTES) data!: Record<string, unknown>;
}

/** Own drafts, most recently saved first. */
export class DraftListQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit: number = DEFAULT_PAGE_SIZE;

  @IsOptional() @IsString() @MaxLength(CURSOR_MAX_LENGTH) cursor?: string;
}
