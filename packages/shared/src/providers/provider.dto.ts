import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto } from '../common/page-query.dto.js';
import { LANGUAGES, type Language } from '../config/modules.js';
import { SERVICES, type Service } from '../reference/constants.js';
import { COUNTRY_CODES } from './countries.js';
import { blankToNull, toBoolean, trim, trimLower, trimUpper, upperEach } from './dto-transforms.js';
import {
  CONTACT_TRAFFICS,
  MAX_CONTACTS_PER_PROVIDER,
  PROVIDER_CATEGORIES,
  PROVIDER_CODE_PATTERN,
  PROVIDER_SORT_FIELDS,
  type ContactTraffic,
  type ProviderCategory,
  type ProviderSortField,
} from './provider.types.js';

/** A contact as created or replaced (PUT). `primary: true` makes it the provider's one primary contact. */
export class ProviderContactDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(150) name!: string;
  @Transform(trimLower)
  @IsEmail()
  @MaxLength(254)
  email!: string;
  @IsOptional() @IsBoolean() primary?: boolean;
  @IsArray() @ArrayUnique() @IsIn(SERVICES, { each: true }) services: Service[] = [];
  @IsArray() @ArrayUnique() @IsIn(CONTACT_TRAFFICS, { each: true }) traffics: ContactTraffic[] = [];
  @IsOptional() @Transform(blankToNull) @IsString() @MaxLength(1000) comments?: string | null;
}

/** The provider's own fields: the whole of an update (PUT), contacts have their own routes. */
export class UpdateProviderDto {
  @Transform(trimUpper) @IsString() @Matches(PROVIDER_CODE_PATTERN) code!: string;
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(200) name!: string;
  /** The language of the agent's e-mails and cost page. */
  @IsIn(LANGUAGES) language: Language = 'en';
  @Transform(upperEach) @IsArray() @ArrayUnique() @IsIn(COUNTRY_CODES, { each: true }) originCountries: string[] = [];
  @Transform(upperEach) @IsArray() @ArrayUnique() @IsIn(COUNTRY_CODES, { each: true }) destinationCountries: string[] =
    [];
  @IsArray() @ArrayUnique() @IsIn(PROVIDER_CATEGORIES, { each: true }) categories: ProviderCategory[] = [];
  @IsArray() @ArrayUnique() @IsIn(SERVICES, { each: true }) services: Service[] = [];
}

export class CreateProviderDto extends UpdateProviderDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CONTACTS_PER_PROVIDER)
  @ValidateNested({ each: true })
  @Type(() => ProviderContactDto)
  contacts!: ProviderContactDto[];
}

export class ProviderListQueryDto extends PageQueryDto {
  /** Part of the name, or the start of the code. */
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @IsOptional() @Transform(toBoolean) @IsBoolean() active?: boolean;
  @IsOptional() @IsIn(SERVICES) service?: Service;
  /** Providers serving this country as origin or destination. */
  @IsOptional() @Transform(trimUpper) @IsIn(COUNTRY_CODES) country?: string;
  @IsOptional() @IsIn(PROVIDER_CATEGORIES) category?: ProviderCategory;
  @IsOptional() @IsIn(PROVIDER_SORT_FIELDS) sort: ProviderSortField = 'name';
}
