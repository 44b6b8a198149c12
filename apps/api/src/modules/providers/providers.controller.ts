import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page, ProviderDetail, ProviderListItem } from '@freight/shared';
import { CreateProviderDto, ProviderListQueryDto, UpdateProviderDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { ProvidersService } from './providers.service.js';

@ApiTags('providers')
@ForModule('administration')
@Controller('app/v1/providers')
export class ProvidersController {
  constructor(private readonly providers: ProvidersService) {}

  @Get()
  @RequireAnyPermission('PRICING', 'VIEW_AGENT')
  @ApiOperation({
    summary: 'Providers list: search by name or code, filters (active, service, country, category), keyset paging',
  })
  list(@Query() query: ProviderListQueryDto): Promise<Page<ProviderListItem>> {
    return this.providers.list(query);
  }

  @Get(':id')
  @RequireAnyPermission('PRICING', 'VIEW_AGENT')
  @ApiOperation({ summary: 'One provider with all its contacts (primary first)' })
  get(@Param('id', uuidParam) id: string): Promise<ProviderDetail> {
    return this.providers.get(id);
  }

  @Post()
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Create a provider with its contacts (one primary; 409 on a taken code)' })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateProviderDto): Promise<ProviderDetail> {
    return this.providers.create(user, dto);
  }

  @Put(':id')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: "Replace a provider's own fields (contacts have their own routes)" })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: UpdateProviderDto,
  ): Promise<ProviderDetail> {
    return this.providers.update(user, id, dto);
  }

  @Post(':id/activate')
  @HttpCode(200)
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Activate a provider; answers it in its new state' })
  activate(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<ProviderDetail> {
    return this.providers.setActive(user, id, true);
  }

  @Post(':id/inactivate')
  @HttpCode(200)
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Inactivate a provider (no longer offered for cost requests); answers its new state' })
  inactivate(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<ProviderDetail> {
    return this.providers.setActive(user, id, false);
  }
}
