import { Transform, Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import {
  LOCATION_KINDS,
  LOCATION_SEARCH_DEFAULT_LIMIT,
  LOCATION_SEARCH_MAX_LENGTH,
  LOCATION_SEARCH_MAX_LIMIT,
  type LocationKind,
} from './location.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// `kind=SEAPORT,COUNTRY` or `kind=SEAPORT&kind=COUNTRY`; an empty `kind=` means every kind.
const toList = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string' && !Array.isArray(value)) return value;
  const list = ([value] as unknown[])
    .flat()
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .map((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
    .filter((v) => v !== '');
  return list.length ? list : undefined;
};

export class LocationSearchQueryDto {
  /** Part of a code or name; accents and case do not matter. */
  @Transform(trim)
  @IsString()
  @Length(1, LOCATION_SEARCH_MAX_LENGTH)
  search!: string;

  /** One kind or a comma list; all kinds when absent. */
  @IsOptional()
  @Transform(toList)
  @IsArray()
  @IsIn(LOCATION_KINDS, { each: true })
  kind?: LocationKind[];

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(LOCATION_SEARCH_MAX_LIMIT)
  limit: number = LOCATION_SEARCH_DEFAULT_LIMIT;
}
