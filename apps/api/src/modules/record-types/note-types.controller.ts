import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page, RecordTypeItem } from '@freight/shared';
import { RecordTypeDto, RecordTypeListQueryDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission, SignedIn } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { RecordTypesService } from './record-types.service.js';

/** Note types: any signed-in user reads them (spec section 2); CREATE_DOCUMENT_TYPE writes. */
@ApiTags('note-types')
@ForModule('administration')
@Controller('app/v1/note-types')
export class NoteTypesController {
  constructor(private readonly types: RecordTypesService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Note types: search by code or name, active filter, keyset paging' })
  list(@Query() query: RecordTypeListQueryDto): Promise<Page<RecordTypeItem>> {
    return this.types.list('note', query);
  }

  @Get(':id')
  @SignedIn()
  @ApiOperation({ summary: 'One note type with its audit fields' })
  get(@Param('id', uuidParam) id: string): Promise<RecordTypeItem> {
    return this.types.get('note', id);
  }

  @Post()
  @RequireAnyPermission('CREATE_DOCUMENT_TYPE')
  @ApiOperation({ summary: 'Create a note type (code exactly 3 characters, unique case-insensitively)' })
  create(@CurrentUser() user: AuthUser, @Body() dto: RecordTypeDto): Promise<RecordTypeItem> {
    return this.types.create('note', user, dto);
  }

  @Put(':id')
  @RequireAnyPermission('CREATE_DOCUMENT_TYPE')
  @ApiOperation({ summary: 'Replace a note type' })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: RecordTypeDto,
  ): Promise<RecordTypeItem> {
    return this.types.update('note', user, id, dto);
  }

  @Post(':id/activate')
  @HttpCode(200)
  @RequireAnyPermission('CREATE_DOCUMENT_TYPE')
  @ApiOperation({ summary: 'Activate a note type; answers its new state' })
  activate(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<RecordTypeItem> {
    return this.types.setActive('note', user, id, true);
  }

  @Post(':id/inactivate')
  @HttpCode(200)
  @RequireAnyPermission('CREATE_DOCUMENT_TYPE')
  @ApiOperation({ summary: 'Inactivate a note type (no longer offered; stays on old records); answers its new state' })
  inactivate(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<RecordTypeItem> {
    return this.types.setActive('note', user, id, false);
  }
}
