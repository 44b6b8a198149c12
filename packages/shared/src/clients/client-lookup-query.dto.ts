import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

export class ClientLookupQueryDto {
  /** Part of the trade name, legal name or tax id. */
  @IsString() @MinLength(1) @MaxLength(100) search!: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(50) limit: number = 20;
}
