import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditEventItem, Page } from '@freight/shared';
import { AuditQueryDto } from '@freight/shared/dto';
import { ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import { AuditService } from './audit.service.js';

/** The audit trail, read by administrators (UPDATE_USER). */
@ApiTags('audit')
@ForModule('administration')
@Controller('app/v1/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({ summary: 'Audit events, newest first, filtered by entity type, user and date range (keyset paging)' })
  list(@Query() q: AuditQueryDto): Promise<Page<AuditEventItem>> {
    return this.audit.list(q);
  }
}
