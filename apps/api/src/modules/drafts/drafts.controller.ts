import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Draft, DraftSummary, Page } from '@freight/shared';
import { DraftListQueryDto, SaveDraftDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { DraftsService } from './drafts.service.js';

@ApiTags('drafts')
@ForModule('drafts')
@RequireAnyPermission('VIEW_QUOTATION', 'CREATE_QUOTATION', 'COMMERCIAL')
@Controller('app/v1/drafts')
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Get()
  @ApiOperation({ summary: 'My drafts, most recently saved first (without their form data)' })
  list(@CurrentUser() user: AuthUser, @Query() query: DraftListQueryDto): Promise<Page<DraftSummary>> {
    return this.drafts.list(user, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of my drafts, with its form data' })
  get(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<Draft> {
    return this.drafts.get(user, id);
  }

  @Post()
  @ApiOperation({ summary: 'Save a new draft' })
  create(@CurrentUser() user: AuthUser, @Body() dto: SaveDraftDto): Promise<Draft> {
    return this.drafts.create(user, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace one of my drafts' })
  replace(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: SaveDraftDto,
  ): Promise<Draft> {
    return this.drafts.replace(user, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete one of my drafts' })
  async delete(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<void> {
    await this.drafts.delete(user, id);
  }
}
