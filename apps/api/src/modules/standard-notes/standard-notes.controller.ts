import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page, StandardNoteItem } from '@freight/shared';
import { StandardNoteDto, StandardNoteListQueryDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { StandardNotesService } from './standard-notes.service.js';

@ApiTags('standard-notes')
@ForModule('administration')
@Controller('app/v1/standard-notes')
export class StandardNotesController {
  constructor(private readonly notes: StandardNotesService) {}

  @Get()
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Standard notes: search by name, filters (active, mandatory, service), keyset paging' })
  list(@Query() query: StandardNoteListQueryDto): Promise<Page<StandardNoteItem>> {
    return this.notes.list(query);
  }

  @Post()
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Create a standard note (no services: it applies to every service)' })
  create(@CurrentUser() user: AuthUser, @Body() dto: StandardNoteDto): Promise<StandardNoteItem> {
    return this.notes.create(user, dto);
  }

  @Put(':id')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Replace a standard note' })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: StandardNoteDto,
  ): Promise<StandardNoteItem> {
    return this.notes.update(user, id, dto);
  }

  @Post(':id/activate')
  @HttpCode(200)
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Activate a standard note; answers its new state' })
  activate(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<StandardNoteItem> {
    return this.notes.setActive(user, id, true);
  }

  @Post(':id/inactivate')
  @HttpCode(200)
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Inactivate a standard note; answers its new state' })
  inactivate(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<StandardNoteItem> {
    return this.notes.setActive(user, id, false);
  }
}
