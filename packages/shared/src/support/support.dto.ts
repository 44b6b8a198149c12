import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsObject,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { INT4_MAX } from '../common/int4.js';
import { Transform } from 'class-transformer';
import { toBoolean, trim } from '../providers/dto-transforms.js';
import { IsCalendarDate } from '../common/calendar-date.dto.js';
import { CursorPageQueryDto } from '../common/page-query.dto.js';
import {
  SUPPORT_TICKET_OUTCOMES,
  SUPPORT_TICKET_PRIORITIES,
  SUPPORT_TICKET_STATUSES,
  type SupportTicketOutcome,
  type SupportTicketPriority,
  type SupportTicketStatus,
} from './support.types.js';

export const SUPPORT_TEXT_MAX = 5000;
export const SUPPORT_TITLE_MAX = 200;
export const SUPPORT_MAX_ATTACHMENTS = 20;

/** A product or an error as the form sends it: its id and name. */
export class SupportRefDto {
  @IsInt() @Min(1) @Max(INT4_MAX) id!: number;
  @IsString() @MaxLength(200) name!: string;
}

export class SupportRelatedUserDto {
  @IsUUID() id!: string;
  @IsString() @MaxLength(200) name!: string;
  @IsString() @MaxLength(100) tenantId!: string;
}

/** An attachment uploaded first through POST tickets/attachments; `content` is the id that upload returned. */
export class SupportAttachmentRefDto {
  @IsString() @MinLength(1) @MaxLength(200) name!: string;
  @IsUUID() content!: string;
}

/** POST /support/v1/tickets/create (spec section 3). Title and due date are optional for the widget. */
export class CreateSupportTicketDto {
  @IsString() @IsNotEmpty() @MaxLength(SUPPORT_TEXT_MAX) description!: string;
  @IsOptional() @IsString() @MaxLength(SUPPORT_TITLE_MAX) title?: string;
  @IsDefined() @IsObject() @ValidateNested() @Type(() => SupportRefDto) product!: SupportRefDto;
  @IsDefined() @IsObject() @ValidateNested() @Type(() => SupportRefDto) error!: SupportRefDto;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => SupportRelatedUserDto)
  relatedUsers?: SupportRelatedUserDto[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SUPPORT_MAX_ATTACHMENTS)
  @ValidateNested({ each: true })
  @Type(() => SupportAttachmentRefDto)
  attachments?: SupportAttachmentRefDto[];
  @IsOptional() @IsIn(SUPPORT_TICKET_PRIORITIES) priority?: SupportTicketPriority;
  /** yyyy-mm-dd, after today. */
  @IsOptional() @IsCalendarDate() dueDate?: string;
  /** One of the user's own quotations or operations, by reference. */
  @IsOptional() @IsString() @MaxLength(40) quotationReference?: string;
  @IsOptional() @IsString() @MaxLength(40) operationReference?: string;
}

export class AddSupportMessageDto {
  @IsString() @IsNotEmpty() @MaxLength(SUPPORT_TEXT_MAX) description!: string;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SUPPORT_MAX_ATTACHMENTS)
  @ValidateNested({ each: true })
  @Type(() => SupportAttachmentRefDto)
  attachments?: SupportAttachmentRefDto[];
}

/**
 * Support staff: any of status, priority, due date. `clearDueDate` removes the due date: a null sent
 * for an optional field means "absent" on every route (AppValidationPipe), so it cannot clear one.
 */
export class UpdateSupportTicketDto {
  @IsOptional() @IsIn(SUPPORT_TICKET_STATUSES) status?: SupportTicketStatus;
  @IsOptional() @IsIn(SUPPORT_TICKET_PRIORITIES) priority?: SupportTicketPriority;
  @IsOptional() @IsCalendarDate() dueDate?: string;
  @IsOptional() @IsBoolean() clearDueDate?: boolean;
}

export class MarkSupportSolutionDto {
  @IsUUID() messageId!: string;
}

export class CloseSupportTicketDto {
  @IsIn(SUPPORT_TICKET_OUTCOMES) outcome!: SupportTicketOutcome;
}

/** POST /support/v1/users/: users holding a permission in the tenant domain (only SUPPORT_USER is offered). */
export class SupportUsersQueryDto {
  @IsOptional() @IsIn(['SUPPORT_USER']) permission?: 'SUPPORT_USER';
}

/**
 * GET tickets/users (own and related: newest first) and the staff desk's GET tickets (overdue first, then
 * by due date, the most urgent priority first): keyset pages in the server's order.
 */
export class SupportTicketListQueryDto extends CursorPageQueryDto {
  @IsOptional() @Transform(toBoolean) @IsBoolean() includeClosed?: boolean;
  @IsOptional() @IsIn(SUPPORT_TICKET_STATUSES) status?: SupportTicketStatus;
  @IsOptional() @IsIn(SUPPORT_TICKET_PRIORITIES) priority?: SupportTicketPriority;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(INT4_MAX) productId?: number;
  /** Due on or before this yyyy-mm-dd. */
  @IsOptional() @IsCalendarDate() dueBefore?: string;
}

/** A product or an error type, by name (support staff maintain them). */
export class SupportProductNameDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(100) name!: string;
}

/** Rename or (de)activate a product or an error type; inactive ones are no longer offered. */
export class UpdateSupportProductDto {
  @IsOptional() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(100) name?: string;
  @IsOptional() @IsBoolean() active?: boolean;
}

/** The tickets linked to one quotation or one operation, by reference (one of the two). */
export class SupportLinkedTicketsQueryDto {
  @IsOptional() @IsString() @MaxLength(40) quotation?: string;
  @IsOptional() @IsString() @MaxLength(40) operation?: string;
}
