import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { QuotationNote } from '@freight/shared';
import { AddNoteDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { NotesService } from './notes.service.js';

/** Deliberately no PUT, PATCH or DELETE: notes are never changed or deleted. */
@ApiTags('notes')
@ForModule('quotations')
@Controller('app/v1/quotations/:reference/notes')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get()
  @RequireAnyPermission('VIEW_QUOTATION', 'CREATE_QUOTATION', 'COMMERCIAL', 'PRICING')
  @ApiOperation({ summary: "A quotation's notes, newest first" })
  list(@CurrentUser() user: AuthUser, @Param('reference') reference: string): Promise<QuotationNote[]> {
    return this.notes.list(user, reference);
  }

  @Post()
  @RequireAnyPermission('CREATE_QUOTATION', 'COMMERCIAL', 'PRICING')
  @ApiOperation({
    summary:
      'Add a note (visibility CLIENT, INTERNAL or ON_REQUEST; INTERNAL by default; an active note type); logged as NOTE_ADDED',
  })
  add(
    @CurrentUser() user: AuthUser,
    @Param('reference') reference: string,
    @Body() dto: AddNoteDto,
  ): Promise<QuotationNote> {
    return this.notes.add(user, reference, dto);
  }
}
