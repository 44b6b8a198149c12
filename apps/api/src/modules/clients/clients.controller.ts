import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type {
  AssignableUser,
  ClientDetail,
  ClientListItem,
  ClientLookupItem,
  Page,
  TaxIdValidation,
} from '@freight/shared';
import {
  AssignableUsersQueryDto,
  ClientDto,
  ClientExportQueryDto,
  ClientListQueryDto,
  ClientLookupQueryDto,
  ClientPortalSettingsDto,
  ValidateTaxIdDto,
} from '@freight/shared/dto';
import { CurrentUser, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { pickLanguage } from '../../common/errors/language.js';
import { mapRows } from '../../common/export/map-rows.js';
import { sendSheet } from '../../common/export/send-sheet.js';
import { UsersService } from '../users/users.service.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { ClientAssignmentsService } from './client-assignments.service.js';
import { CLIENT_EXPORT_MAX_ROWS, CLIENT_SHEET_NAME, clientColumns, clientRow } from './client-export.js';
import { ClientsRepository } from './clients.repository.js';
import { ClientsService } from './clients.service.js';

// No @ForModule: the lookup serves the quotation request form too. Static paths come before ':id'.
@ApiTags('clients')
@Controller('app/v1/clients')
export class ClientsController {
  constructor(
    private readonly repo: ClientsRepository,
    private readonly clients: ClientsService,
    private readonly assignments: ClientAssignmentsService,
    private readonly users: UsersService,
  ) {}

  @Get('lookup')
  @RequireAnyPermission('VIEW_CLIENT', 'CREATE_QUOTATION', 'PRICING', 'OPERATIVE')
  @ApiOperation({ summary: 'Search clients by name or tax id (request form, new operation form)' })
  async lookup(@Query() q: ClientLookupQueryDto): Promise<{ items: ClientLookupItem[] }> {
    return { items: await this.repo.lookup(q.search, q.limit) };
  }

  @Get()
  @RequireAnyPermission('VIEW_CLIENT')
  @ApiOperation({ summary: 'Clients list: search (names, tax id), city, country, commercial; sort; keyset paging' })
  list(@Query() query: ClientListQueryDto): Promise<Page<ClientListItem>> {
    return this.clients.list(query);
  }

  @Get('export')
  @RequireAnyPermission('VIEW_CLIENT')
  @ApiOperation({ summary: 'The filtered clients list as an XLSX or CSV file, streamed (up to 100,000 rows)' })
  async export(
    @CurrentUser() user: AuthUser,
    @Query() query: ClientExportQueryDto,
    @Res() res: Response,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<void> {
    const { total, batches } = await this.clients.exportRows(query, CLIENT_EXPORT_MAX_ROWS);
    const language = pickLanguage(acceptLanguage, user.language);
    await sendSheet(res, 'clients', total, {
      format: query.format,
      sheetName: CLIENT_SHEET_NAME[language],
      columns: clientColumns(language),
      numberFormat: await this.users.numberFormat(user.id),
      batches: mapRows(batches, (r) => clientRow(r, language, user.timeZone)),
    });
  }

  @Get('assignable-users')
  @RequireAnyPermission('VIEW_CLIENT')
  @ApiOperation({ summary: 'Active users who may be assigned as commercial or operative' })
  assignable(@Query() q: AssignableUsersQueryDto): Promise<AssignableUser[]> {
    return this.assignments.assignable(q.role);
  }

  @Post('validate-tax-id')
  @HttpCode(200)
  @RequireAnyPermission('CREATE_CLIENT')
  @ApiOperation({ summary: 'Before creating: "not found" (may create) or "exists" with tax id, trade and legal name' })
  validateTaxId(@Body() dto: ValidateTaxIdDto): Promise<TaxIdValidation> {
    return this.clients.validateTaxId(dto);
  }

  @Post()
  @RequireAnyPermission('CREATE_CLIENT')
  @ApiOperation({ summary: 'Create a client (409 CLIENT_EXISTS on a taken tax id, whatever its punctuation)' })
  create(@CurrentUser() user: AuthUser, @Body() dto: ClientDto): Promise<ClientDetail> {
    return this.clients.create(user, dto);
  }

  @Get(':id')
  @RequireAnyPermission('VIEW_CLIENT')
  @ApiOperation({ summary: 'One client with express rates, operatives and audit fields' })
  get(@Param('id', uuidParam) id: string): Promise<ClientDetail> {
    return this.clients.get(id);
  }

  @Put(':id')
  @RequireAnyPermission('CREATE_CLIENT')
  @ApiOperation({ summary: "Replace a client's fields (a commercial change is recorded in the assignment history)" })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: ClientDto,
  ): Promise<ClientDetail> {
    return this.clients.update(user, id, dto);
  }

  @Put(':id/portal-settings')
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({
    summary: "An administrator sets the client's portal requests: self-quoting, instant prices, requests per day",
  })
  updatePortalSettings(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: ClientPortalSettingsDto,
  ): Promise<ClientDetail> {
    return this.clients.updatePortalSettings(user, id, dto);
  }
}
