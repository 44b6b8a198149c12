import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ClientAssignments, ClientContactInfo } from '@freight/shared';
import { ClientAssignmentsDto, ClientContactDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { ClientAssignmentsService } from './client-assignments.service.js';
import { ClientContactsService } from './client-contacts.service.js';

@ApiTags('clients')
@ForModule('administration')
@Controller('app/v1/clients/:id')
export class ClientRelationsController {
  constructor(
    private readonly contacts: ClientContactsService,
    private readonly assignments: ClientAssignmentsService,
  ) {}

  @Get('contacts')
  @RequireAnyPermission('VIEW_CLIENT')
  @ApiOperation({ summary: "A client's contacts, active first" })
  listContacts(@Param('id', uuidParam) id: string): Promise<ClientContactInfo[]> {
    return this.contacts.list(id);
  }

  @Post('contacts')
  @RequireAnyPermission('CREATE_CLIENT')
  @ApiOperation({ summary: 'Add a contact (409 CONTACT_EXISTS on an e-mail the client already has)' })
  addContact(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: ClientContactDto,
  ): Promise<ClientContactInfo> {
    return this.contacts.add(user, id, dto);
  }

  @Put('contacts/:contactId')
  @RequireAnyPermission('CREATE_CLIENT')
  @ApiOperation({ summary: 'Replace a contact' })
  updateContact(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Param('contactId', uuidParam) contactId: string,
    @Body() dto: ClientContactDto,
  ): Promise<ClientContactInfo> {
    return this.contacts.update(user, id, contactId, dto);
  }

  @Post('contacts/:contactId/activate')
  @HttpCode(200)
  @RequireAnyPermission('CREATE_CLIENT')
  @ApiOperation({ summary: 'Activate a contact' })
  activate(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Param('contactId', uuidParam) contactId: string,
  ): Promise<ClientContactInfo> {
    return this.contacts.setActive(user, id, contactId, true);
  }

  @Post('contacts/:contactId/inactivate')
  @HttpCode(200)
  @RequireAnyPermission('CREATE_CLIENT')
  @ApiOperation({ summary: 'Deactivate a contact' })
  inactivate(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Param('contactId', uuidParam) contactId: string,
  ): Promise<ClientContactInfo> {
    return this.contacts.setActive(user, id, contactId, false);
  }

  @Post('contacts/:contactId/portal-access')
  @HttpCode(200)
  @RequireAnyPermission('CREATE_CLIENT')
  @ApiOperation({ summary: 'Make the contact a THIRD_PARTY_CLIENT user of this client and e-mail it a password' })
  grantPortalAccess(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Param('contactId', uuidParam) contactId: string,
  ): Promise<ClientContactInfo> {
    return this.contacts.grantPortalAccess(user, id, contactId);
  }

  @Get('assignments')
  @RequireAnyPermission('VIEW_CLIENT')
  @ApiOperation({ summary: 'The commercial, the operatives and the history of changes (newest first)' })
  getAssignments(@Param('id', uuidParam) id: string): Promise<ClientAssignments> {
    return this.assignments.get(id);
  }

  @Put('assignments')
  @RequireAnyPermission('CREATE_CLIENT')
  @ApiOperation({ summary: 'Set the commercial and operatives; each change is recorded with who and when' })
  setAssignments(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: ClientAssignmentsDto,
  ): Promise<ClientAssignments> {
    return this.assignments.set(user, id, dto);
  }
}
