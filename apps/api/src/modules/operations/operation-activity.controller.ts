import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AgendaCounts, OperationEvent, OperationNote } from '@freight/shared';
import {
  AgendaQueryDto,
  CorrectOperationNoteDto,
  CreateOperationEventDto,
  CreateOperationNoteDto,
  PostponeOperationEventDto,
  UpdateOperationEventDto,
} from '@freight/shared/dto';
import { CurrentUser, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { OperationActivityService } from './operation-activity.service.js';

/** Notes (no delete route: notes are never deleted) and events of an operation, and the agenda. */
@ApiTags('operations')
@Controller('operations/v1')
export class OperationActivityController {
  constructor(private readonly activity: OperationActivityService) {}

  @Post('operations/:reference/notes')
  @RequireAnyPermission('OPERATIVE', 'VIEW_SHIPMENT')
  @ApiOperation({ summary: 'Add a note (409 OPERATION_READ_ONLY when closed or canceled)' })
  addNote(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: CreateOperationNoteDto,
  ): Promise<OperationNote> {
    return this.activity.addNote(user, reference, dto);
  }

  @Patch('operations/:reference/notes/:noteId')
  @RequireAnyPermission('OPERATIVE', 'VIEW_SHIPMENT')
  @ApiOperation({ summary: "Correct one's own note text; the earlier text is kept in its history" })
  correctNote(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Param('noteId', ParseUUIDPipe) noteId: string,
    @Body() dto: CorrectOperationNoteDto,
  ): Promise<OperationNote> {
    return this.activity.correctNote(user, reference, noteId, dto);
  }

  @Post('operations/:reference/events')
  @RequireAnyPermission('OPERATIVE', 'VIEW_SHIPMENT')
  @ApiOperation({ summary: 'Create an event (a date alone is due at 12:00 in the user time zone)' })
  addEvent(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: CreateOperationEventDto,
  ): Promise<OperationEvent> {
    return this.activity.addEvent(user, reference, dto);
  }

  @Patch('operations/:reference/events/:eventId')
  @RequireAnyPermission('OPERATIVE', 'VIEW_SHIPMENT')
  @ApiOperation({ summary: 'Edit an open event' })
  updateEvent(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Param('eventId', ParseUUIDPipe) eventId: string,
    @Body() dto: UpdateOperationEventDto,
  ): Promise<OperationEvent> {
    return this.activity.updateEvent(user, reference, eventId, dto);
  }

  @Post('operations/:reference/events/:eventId/postpone')
  @HttpCode(200)
  @RequireAnyPermission('OPERATIVE', 'VIEW_SHIPMENT')
  @ApiOperation({ summary: 'Postpone an open event to a new due date, with a reason' })
  postponeEvent(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Param('eventId', ParseUUIDPipe) eventId: string,
    @Body() dto: PostponeOperationEventDto,
  ): Promise<OperationEvent> {
    return this.activity.postponeEvent(user, reference, eventId, dto);
  }

  @Post('operations/:reference/events/:eventId/finalize')
  @HttpCode(200)
  @RequireAnyPermission('OPERATIVE', 'VIEW_SHIPMENT')
  @ApiOperation({ summary: 'Finalize an open event' })
  finalizeEvent(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Param('eventId', ParseUUIDPipe) eventId: string,
  ): Promise<OperationEvent> {
    return this.activity.finalizeEvent(user, reference, eventId);
  }

  @Get('agenda')
  @RequireAnyPermission('OPERATIVE')
  @ApiOperation({ summary: 'Events of the operations the user follows, due in a range (at most 62 days)' })
  agenda(@CurrentUser() user: AuthUser, @Query() query: AgendaQueryDto): Promise<OperationEvent[]> {
    return this.activity.agenda(user, query);
  }

  @Get('agenda/counts')
  @RequireAnyPermission('OPERATIVE')
  @ApiOperation({ summary: "Open events due today and overdue on the user's operations (home page)" })
  agendaCounts(@CurrentUser() user: AuthUser): Promise<AgendaCounts> {
    return this.activity.agendaCounts(user);
  }
}
