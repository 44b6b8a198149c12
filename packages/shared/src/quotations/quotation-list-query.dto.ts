import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { toBoolean } from '../providers/dto-transforms.js';
import { EXPORT_FORMATS, type ExportFormat } from '../common/export-format.js';
import { PageQueryDto } from '../common/page-query.dto.js';
import {
  INCOTERMS,
  SERVICES,
  TRANSPORT_MODES,
  type Incoterm,
  type Service,
  type TransportMode,
} from '../reference/constants.js';
import { IsCalendarDate } from '../common/calendar-date.dto.js';
import { NOT_APPROVED_REASONS, QUOTATION_STATUSES, type NotApprovedReason, type QuotationStatus } from './status.js';

/** The lists (my quotations, history, finalize, assigned, manager) share these filters. */
export const QUOTATION_VIEWS = [
  'mine',
  'history',
  'finalize',
  'assigned',
  'manager',
  'pricingNew',
  'pricingInProcess',
  'pricingAll',
] as const;
export type QuotationView = (typeof QUOTATION_VIEWS)[number];
export const QUOTATION_SORT_FIELDS = ['createdAt', 'reference'] as const;

const toList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').filter(Boolean) : value;

export class QuotationListQueryDto extends PageQueryDto {
  @IsIn(QUOTATION_VIEWS) view: QuotationView = 'mine';
  @IsOptional() @IsString() @MaxLength(30) reference?: string;
  @IsOptional() @IsUUID() clientId?: string;
  /** One commercial's quotations (the manager view filters by them; the scope still applies). */
  @IsOptional() @IsUUID() commercialId?: string;
  /** Only quotations whose margin approval was requested and not yet decided. */
  @IsOptional() @Transform(toBoolean) @IsBoolean() awaitingApproval?: boolean;
  /** The pricing analyst who took the request (the pricing owner). */
  @IsOptional() @IsUUID() pricingUserId?: string;
  @IsOptional() @IsIn(TRANSPORT_MODES) transportMode?: TransportMode;
  @IsOptional() @IsIn(SERVICES) service?: Service;
  @IsOptional() @IsString() @MaxLength(10) originCode?: string;
  @IsOptional() @IsString() @MaxLength(10) destinationCode?: string;
  @IsOptional() @IsIn(INCOTERMS) incoterm?: Incoterm;
  @IsOptional() @Transform(toList) @IsArray() @IsIn(QUOTATION_STATUSES, { each: true }) status?: QuotationStatus[];
  /** Creation date range, inclusive, yyyy-mm-dd in the user's time zone. */
  @IsOptional() @IsCalendarDate() createdFrom?: string;
  @IsOptional() @IsCalendarDate() createdTo?: string;
  @IsOptional() @IsIn(QUOTATION_SORT_FIELDS) sort: (typeof QUOTATION_SORT_FIELDS)[number] = 'createdAt';
  override order: 'asc' | 'desc' = 'desc';
}

export class ChangeStatusDto {
  @IsIn(QUOTATION_STATUSES) status!: QuotationStatus;
  /** Required when the client declined (NOT_APPROVED). */
  @IsOptional() @IsIn(NOT_APPROVED_REASONS) reason?: NotApprovedReason;
  @IsOptional() @IsString() @MaxLength(1000) comment?: string;
}

/** The export of a list: the same view and filters, and the file format. */
export class QuotationExportQueryDto extends QuotationListQueryDto {
  @IsOptional() @IsIn(EXPORT_FORMATS) format: ExportFormat = 'xlsx';
}
