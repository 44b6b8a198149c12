import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../common/page-query.dto.js';
import { USER_SORT_FIELDS, type UserSortField } from './user-list.js';

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class UserListQueryDto extends PageQueryDto {
  /** Part of the name, username or e-mail. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  active?: boolean;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  webAccess?: boolean;

  /** Whether a second factor is enrolled and active (issue 46). */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  mfaEnabled?: boolean;

  @IsOptional()
  @IsIn(USER_SORT_FIELDS)
  sort: UserSortField = 'name';
}
