import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { EXPORT_FORMATS, type ExportFormat } from '../common/export-format.js';
import { PageQueryDto } from '../common/page-query.dto.js';
import { LANGUAGES, type Language } from '../config/modules.js';
import { COUNTRY_CODES } from '../providers/countries.js';
import { blankToNull, toBoolean, trim, trimLower, trimUpper } from '../providers/dto-transforms.js';
import {
  CREDIT_DAYS,
  DEFAULT_EXPRESS_RATE,
  EXPRESS_DIRECTIONS,
  PAYMENT_TERMS,
  type ExpressDirection,
} from '../reference/constants.js';
import {
  ASSIGNMENT_ROLES,
  CLIENT_SORT_FIELDS,
  MAX_EXPRESS_RATES,
  type AssignmentRole,
  type ClientSortField,
  type PaymentTerms,
} from './client.types.js';

const blankToEmpty = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : (value ?? '');

export class ExpressRateDto {
  @Transform(trimUpper) @IsString() @IsNotEmpty() @MaxLength(10) rate: string = DEFAULT_EXPRESS_RATE;
  @IsIn(EXPRESS_DIRECTIONS) direction!: ExpressDirection;
}

/** A client's own fields: the whole of an update (PUT). Tax id rules (per country) are checked by the service. */
export class ClientDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(200) tradeName!: string;
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(200) legalName!: string;
  @IsString() @IsNotEmpty() @MaxLength(40) taxId!: string;
  @Transform(blankToEmpty) @IsString() @MaxLength(300) address: string = '';
  @Transform(blankToEmpty) @IsString() @MaxLength(20) postalCode: string = '';
  @Transform(blankToEmpty) @IsString() @MaxLength(100) city: string = '';
  @Transform(trimUpper) @IsIn(COUNTRY_CODES) country!: string;
  @IsOptional() @IsUUID() commercialId?: string | null;
  @IsIn(PAYMENT_TERMS) paymentTerms: PaymentTerms = 'CASH';
  /** Only with CREDIT terms (then required); null otherwise. */
  @IsOptional() @IsInt() @IsIn(CREDIT_DAYS) creditDays?: number | null;
  @IsOptional() @Transform(blankToNull) @IsString() @MaxLength(20) cwCode?: string | null;
  @IsArray()
  @ArrayMaxSize(MAX_EXPRESS_RATES)
  @ValidateNested({ each: true })
  @Type(() => ExpressRateDto)
  expressRates: ExpressRateDto[] = [];
}

export class ValidateTaxIdDto {
  @Transform(trimUpper) @IsIn(COUNTRY_CODES) country!: string;
  @IsString() @IsNotEmpty() @MaxLength(40) taxId!: string;
}

export class ClientListQueryDto extends PageQueryDto {
  /** Part of the trade name, legal name or tax id (dots and dashes ignored). */
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) search?: string;
  /** Part of the city. */
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) city?: string;
  @IsOptional() @Transform(trimUpper) @IsIn(COUNTRY_CODES) country?: string;
  @IsOptional() @IsUUID() commercialId?: string;
  @IsOptional() @IsIn(CLIENT_SORT_FIELDS) sort: ClientSortField = 'tradeName';
}

/** The export of the clients list: the same filters and order, and the file format. */
export class ClientExportQueryDto extends ClientListQueryDto {
  @IsOptional() @IsIn(EXPORT_FORMATS) format: ExportFormat = 'xlsx';
}

export class ClientContactDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(150) name!: string;
  @Transform(trimLower) @IsEmail() @MaxLength(254) email!: string;
  @IsOptional() @Transform(blankToNull) @IsString() @MaxLength(40) phone?: string | null;
  @IsOptional() @Transform(blankToNull) @IsString() @MaxLength(100) position?: string | null;
  @IsIn(LANGUAGES) language: Language = 'es';
}

export class ClientAssignmentsDto {
  @IsOptional() @IsUUID() commercialId?: string | null;
  @IsArray() @ArrayMaxSize(20) @ArrayUnique() @IsUUID('all', { each: true }) operativeIds: string[] = [];
}

export class AssignableUsersQueryDto {
  @IsIn(ASSIGNMENT_ROLES) role!: AssignmentRole;
}

/** Multipart fields sent with a client document. */
export class ClientDocumentUploadDto {
  @IsOptional() @Transform(toBoolean) @IsBoolean() clientVisible?: boolean;
  @IsOptional() @Transform(toBoolean) @IsBoolean() providerVisible?: boolean;
  /** One of the active document types; an empty field means no type. */
  @IsOptional() @Transform(blankToNull) @IsUUID() documentTypeId?: string | null;
}
