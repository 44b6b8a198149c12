import { Transform } from 'class-transformer';
import { ArrayUnique, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../common/page-query.dto.js';
import { SERVICES, type Service } from '../reference/constants.js';
import { toBoolean, trim } from '../providers/dto-transforms.js';
import {
  MAX_STANDARD_NOTE_VALUE_LENGTH,
  STANDARD_NOTE_SORT_FIELDS,
  type StandardNoteSortField,
} from './standard-note.types.js';

/** Create or replace (PUT) a standard note. */
export class StandardNoteDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(120) name!: string;
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(MAX_STANDARD_NOTE_VALUE_LENGTH) value!: string;
  @IsBoolean() mandatory: boolean = false;
  /** Empty: the note applies to every service. */
  @IsArray() @ArrayUnique() @IsIn(SERVICES, { each: true }) services: Service[] = [];
}

export class StandardNoteListQueryDto extends PageQueryDto {
  /** Part of the name. */
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @IsOptional() @Transform(toBoolean) @IsBoolean() active?: boolean;
  @IsOptional() @Transform(toBoolean) @IsBoolean() mandatory?: boolean;
  /** Notes that apply to this service (including those for every service). */
  @IsOptional() @IsIn(SERVICES) service?: Service;
  @IsOptional() @IsIn(STANDARD_NOTE_SORT_FIELDS) sort: StandardNoteSortField = 'name';
}
