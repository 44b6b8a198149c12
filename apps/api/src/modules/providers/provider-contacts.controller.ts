import { Body, Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProviderDetail } from '@freight/shared';
import { ProviderContactDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { ProviderContactsService } from './provider-contacts.service.js';

/** Each route answers the whole provider: making one contact primary changes the others. */
@ApiTags('providers')
@ForModule('administration')
@Controller('app/v1/providers/:id/contacts')
export class ProviderContactsController {
  constructor(private readonly contacts: ProviderContactsService) {}

  @Post()
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: "Add a contact (primary when asked or when it is the provider's first)" })
  add(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() dto: ProviderContactDto,
  ): Promise<ProviderDetail> {
    return this.contacts.add(user, id, dto);
  }

  @Put(':contactId')
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Replace a contact; primary: true moves the primary role to it' })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Param('contactId', uuidParam) contactId: string,
    @Body() dto: ProviderContactDto,
  ): Promise<ProviderDetail> {
    return this.contacts.update(user, id, contactId, dto);
  }

  @Post(':contactId/activate')
  @HttpCode(200)
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Activate a contact' })
  activate(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Param('contactId', uuidParam) contactId: string,
  ): Promise<ProviderDetail> {
    return this.contacts.setActive(user, id, contactId, true);
  }

  @Post(':contactId/inactivate')
  @HttpCode(200)
  @RequireAnyPermission('PRICING')
  @ApiOperation({ summary: 'Inactivate a contact (not the primary one: 409)' })
  inactivate(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Param('contactId', uuidParam) contactId: string,
  ): Promise<ProviderDetail> {
    return this.contacts.setActive(user, id, contactId, false);
  }
}
