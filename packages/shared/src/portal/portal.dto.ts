import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../common/page-query.dto.js';
import { INCOTERMS, SERVICES, type Incoterm, type Service } from '../reference/constants.js';
import { NOT_APPROVED_REASONS, type NotApprovedReason } from '../quotations/status.js';
import { PORTAL_STATUSES, type PortalStatus } from './portal.types.js';

const toList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').filter(Boolean) : value;
const upperList = ({ value }: { value: unknown }) => {
  const list = toList({ value });
  return Array.isArray(list) ? list.map((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v)) : list;
};

/** Spec section 3, client quotation filters: reference, origins, destinations, services, incoterms, status. */
export class PortalQuotationListQueryDto extends PageQueryDto {
  @IsOptional() @IsString() @MaxLength(30) reference?: string;
  @IsOptional()
  @Transform(upperList)
  @IsArray()
  @IsString({ each: true })
  @MaxLength(10, { each: true })
  origins?: string[];
  @IsOptional()
  @Transform(upperList)
  @IsArray()
  @IsString({ each: true })
  @MaxLength(10, { each: true })
  destinations?: string[];
  @IsOptional() @Transform(toList) @IsArray() @IsIn(SERVICES, { each: true }) services?: Service[];
  @IsOptional() @Transform(toList) @IsArray() @IsIn(INCOTERMS, { each: true }) incoterms?: Incoterm[];
  @IsOptional() @Transform(toList) @IsArray() @IsIn(PORTAL_STATUSES, { each: true }) status?: PortalStatus[];
  override order: 'asc' | 'desc' = 'desc';
}

/** The client declines: a reason, and a text when the reason is OTHER. */
export class DeclineQuotationDto {
  @IsIn(NOT_APPROVED_REASONS) reason!: NotApprovedReason;
  @ValidateIf((o: DeclineQuotationDto) => o.reason === 'OTHER' || o.comment !== undefined)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(1)
  @MaxLength(1000)
  comment?: string;
}
