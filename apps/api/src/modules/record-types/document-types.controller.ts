import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page, RecordTypeItem } from '@freight/shared';
import { RecordTypeDto, RecordTypeListQueryDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission, SignedIn } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { RecordTypesService } from './record-types.service.js';

/** Document types: any signed-in user reads them (spec section 2); CREATE_DOCUMENT_TYPE writes. */
@ApiTags('document-types')
@ForModule('administration')
@Controller('app/v1/document-types')
export class DocumentTypesController {
  constructor(private readonly types: RecordTypesService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Document types: search by code or name, active filter, keyset paging' })
  list(@Query() query: RecordTypeListQueryDto): Promise<Page<RecordTypeItem>> {
    return this.types.list('document', query);
  }

  @Get(':id')
  @SignedIn()
  @ApiOperation({ summary: 'One document type with its audit fields' })
  get(@Param('id', uuidParam) id: string): Promise<RecordTypeItem> {
    return this.types.get('document', id);
  }

  @Post()
  @RequireAnyPermission('CREATE_DOCUMENT_TYPE')
  @ApiOperation({ summary: 'Create a document type (code 3 or 4 characters, unique case-insensitively)' })
  create(@CurrentUser() user: AuthUser, @Body() dto: RecordTypeDto): Promise<RecordTypeItem> {
    return this.types.create('document', user, dto);
  }

  @Put(':id')
  @RequireAnyPermission('CREATE_DOCUMENT_TYPE')
  @ApiOperation({ summary: 'Replace a document type' })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: RecordTypeDto,
  ): Promise<RecordTypeItem> {
    return this.types.update('document', user, id, dto);
  }

  @Post(':id/activate')
  @HttpCode(200)
  @RequireAnyPermission('CREATE_DOCUMENT_TYPE')
  @ApiOperation({ summary: 'Activate a document type; answers its new state' })
  activate(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<RecordTypeItem> {
    return this.types.setActive('document', user, id, true);
  }

  @Post(':id/inactivate')
  @HttpCode(200)
  @RequireAnyPermission('CREATE_DOCUMENT_TYPE')
  @ApiOperation({
    summary: 'Inactivate a document type (no longer offered; stays on old records); answers its new state',
  })
  inactivate(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<RecordTypeItem> {
    return this.types.setActive('document', user, id, false);
  }
}
