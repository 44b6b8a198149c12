import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../common/page-query.dto.js';
import { toBoolean, trim, trimUpper } from '../providers/dto-transforms.js';
import { RECORD_TYPE_SORT_FIELDS, type RecordTypeSortField } from './record-type.types.js';

/**
 * Create or replace (PUT) a document or note type. The code's length rule is checked by the
 * service so it answers its own error code (DOCUMENT_TYPE_CODE_INVALID / NOTE_TYPE_CODE_INVALID).
 */
export class RecordTypeDto {
  @Transform(trimUpper) @IsString() @MaxLength(20) code!: string;
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(120) name!: string;
  @IsBoolean() clientVisible: boolean = false;
  @IsBoolean() providerVisible: boolean = false;
}

export class RecordTypeListQueryDto extends PageQueryDto {
  /** Start of the code or part of the name. */
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @IsOptional() @Transform(toBoolean) @IsBoolean() active?: boolean;
  @IsOptional() @IsIn(RECORD_TYPE_SORT_FIELDS) sort: RecordTypeSortField = 'code';
}
