import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { QuotationLaneCargoDto } from '../quotations/create-quotation.dto.js';
import { PORTAL_DAILY_REQUEST_LIMIT, PORTAL_REQUEST_ATTACHMENTS_MAX } from './portal-limits.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/**
 * A client's quotation request from the portal (issue 43): the staff request's lane and cargo (the same
 * base class, checked by the same quotationRuleViolations), without the client, owner, company or
 * pricing choices, which the server sets.
 */
export class ClientQuotationRequestDto extends QuotationLaneCargoDto {
  /** Shown to staff and kept as a client-visible note. */
  @IsOptional() @Transform(trim) @IsString() @MaxLength(4000) notes?: string;
  /**
   * Files the client uploaded beforehand (POST /app/v1/portal/documents), claimed by the new quotation in
   * its creating transaction. One flagged as a safety data sheet satisfies the dangerous-goods rule.
   */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PORTAL_REQUEST_ATTACHMENTS_MAX)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  attachments?: string[];
}

/** What an administrator sets on a client for its portal requests. */
export class ClientPortalSettingsDto {
  @IsBoolean() selfQuoting!: boolean;
  @IsBoolean() instantPrices!: boolean;
  @IsInt()
  @Min(PORTAL_DAILY_REQUEST_LIMIT.min)
  @Max(PORTAL_DAILY_REQUEST_LIMIT.max)
  dailyRequestLimit!: number;
  /** The client's acceptance opens the operation for staff, as a staff acceptance does. */
  @IsBoolean() opensOperation!: boolean;
}
