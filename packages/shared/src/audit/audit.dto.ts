import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsCalendarDateTime } from '../common/calendar-date.dto.js';
import { PageQueryDto } from '../common/page-query.dto.js';
import { SORT_ORDERS, type SortOrder } from '../common/pagination.js';
import { AUDIT_ENTITY_TYPES, type AuditEntityType } from './audit.js';

/** GET /app/v1/audit: newest first by default; keyset paging on (at, id). */
export class AuditQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(SORT_ORDERS)
  override order: SortOrder = 'desc';

  @IsOptional()
  @IsIn(AUDIT_ENTITY_TYPES)
  entityType?: AuditEntityType;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  entityId?: string;

  /** The acting user. */
  @IsOptional()
  @IsUUID()
  userId?: string;

  /** Inclusive lower bound, an ISO 8601 instant. */
  @IsOptional()
  @IsCalendarDateTime()
  from?: string;

  /** Exclusive upper bound, an ISO 8601 instant. */
  @IsOptional()
  @IsCalendarDateTime()
  to?: string;
}

/** POST /app/v1/login-locks/clear: forget one pair's (or one address's) failures. */
export class ClearLoginLockDto {
  @IsIn(['pair', 'ip'])
  kind!: 'pair' | 'ip';

  @IsOptional()
  @IsString()
  @MaxLength(200)
  username?: string;

  @IsString()
  @MaxLength(100)
  ip!: string;
}
