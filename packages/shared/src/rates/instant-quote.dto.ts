import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { ContainerLineDto, PackingLineDto } from '../quotations/create-quotation.dto.js';
import {
  INCOTERMS,
  MEASURE_SYSTEMS,
  SERVICES,
  type Incoterm,
  type MeasureSystem,
  type Service,
} from '../reference/constants.js';

/** The cargo a rate is priced for, as the instant quote and the rate finder take it. */
export class RateCargoDto {
  @IsOptional() @IsIn(MEASURE_SYSTEMS) measureSystem: MeasureSystem = 'METRIC';
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ContainerLineDto)
  containers?: ContainerLineDto[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => PackingLineDto)
  packingLines?: PackingLineDto[];
}

/** What the request form has filled so far: the lane, the service and the cargo (and the client, for the rules). */
export class InstantQuoteDto extends RateCargoDto {
  @IsIn(SERVICES) service!: Service;
  @IsOptional() @IsUUID() clientId?: string;
  @IsString() @MaxLength(10) originCode!: string;
  @IsOptional() @IsString() @MaxLength(150) originName?: string;
  @IsString() @MaxLength(10) destinationCode!: string;
  @IsOptional() @IsString() @MaxLength(150) destinationName?: string;
  @IsOptional() @IsIn(INCOTERMS) incoterm?: Incoterm;
}
