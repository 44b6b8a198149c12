import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CURSOR_MAX_LENGTH, DEFAULT_PAGE_SIZE, SORT_ORDERS, type SortOrder } from './pagination.js';

/** Page size and cursor: a list whose order is fixed by the server (the support desk: overdue first). */
export class CursorPageQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit: number = DEFAULT_PAGE_SIZE;

  @IsOptional()
  @IsString()
  @MaxLength(CURSOR_MAX_LENGTH)
  cursor?: string;
}

/** Base of every sortable list query: page size, cursor and order; each list adds its filters and sort fields. */
export class PageQueryDto extends CursorPageQueryDto {
  @IsOptional()
  @IsIn(SORT_ORDERS)
  order: SortOrder = 'asc';
}
