import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page, SupportTicketDetail, SupportTicketSummary } from '@freight/shared';
import {
  CloseSupportTicketDto,
  MarkSupportSolutionDto,
  SupportTicketListQueryDto,
  UpdateSupportTicketDto,
} from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam as uuidOr404 } from '../../common/http/uuid-param.js';
import { SupportService } from './support.service.js';

/** The support staff's desk: every ticket, and what only staff change. */
@ApiTags('support')
@ForModule('support')
@Controller('support/v1/tickets')
export class SupportDeskController {
  constructor(private readonly support: SupportService) {}

  @Get()
  @RequireAnyPermission('SUPPORT_STAFF')
  @ApiOperation({
    summary:
      'Every ticket, filtered by status, priority, product and due date; overdue first, then by due date and priority, a keyset page',
  })
  desk(@CurrentUser() user: AuthUser, @Query() q: SupportTicketListQueryDto): Promise<Page<SupportTicketSummary>> {
    return this.support.desk(user, q);
  }

  @Patch(':id')
  @RequireAnyPermission('SUPPORT_STAFF')
  @ApiOperation({
    summary: "Change a ticket's status, priority or due date (status changes notify the author and related users)",
  })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidOr404) id: string,
    @Body() dto: UpdateSupportTicketDto,
  ): Promise<SupportTicketDetail> {
    return this.support.update(user, id, dto);
  }

  @Post('solution/:id')
  @HttpCode(200)
  @RequireAnyPermission('SUPPORT_STAFF')
  @ApiOperation({ summary: 'Mark one of the ticket’s messages as the solution' })
  markSolution(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidOr404) id: string,
    @Body() dto: MarkSupportSolutionDto,
  ): Promise<SupportTicketDetail> {
    return this.support.markSolution(user, id, dto);
  }

  @Post('close/:id')
  @HttpCode(200)
  @RequireAnyPermission('SUPPORT_STAFF')
  @ApiOperation({ summary: 'Close a ticket with its outcome (finalized, cancelled, closed for the future)' })
  close(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidOr404) id: string,
    @Body() dto: CloseSupportTicketDto,
  ): Promise<SupportTicketDetail> {
    return this.support.close(user, id, dto);
  }
}
