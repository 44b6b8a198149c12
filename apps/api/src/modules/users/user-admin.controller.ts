import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CommercialOption, EndSessionsResponse, UserDetail } from '@freight/shared';
import { UserDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { UserAdminService } from './user-admin.service.js';

/** Users administration: UPDATE_USER edits, CREATE_USER creates, DELETE_USER (de)activates. */
@ApiTags('users')
@ForModule('administration')
@Controller('app/v1/users')
export class UserAdminController {
  constructor(private readonly users: UserAdminService) {}

  // Declared before ':id' so the word is not read as an id.
  @Get('commercials')
  @RequireAnyPermission('UPDATE_USER', 'CREATE_USER')
  @ApiOperation({ summary: 'Active commercials a manager may be related to' })
  commercials(): Promise<CommercialOption[]> {
    return this.users.commercials();
  }

  @Get(':id')
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({ summary: 'One user with permissions, related commercials and audit fields' })
  get(@Param('id', uuidParam) id: string): Promise<UserDetail> {
    return this.users.get(id);
  }

  @Post()
  @RequireAnyPermission('CREATE_USER')
  @ApiOperation({ summary: 'Create a user (no usable password until "send new password")' })
  create(@CurrentUser() user: AuthUser, @Body() dto: UserDto): Promise<UserDetail> {
    return this.users.create(user, dto);
  }

  @Put(':id')
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({ summary: 'Replace a user; nobody removes their own UPDATE_USER' })
  update(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string, @Body() dto: UserDto): Promise<UserDetail> {
    return this.users.update(user, id, dto);
  }

  @Post(':id/activate')
  @HttpCode(200)
  @RequireAnyPermission('DELETE_USER')
  @ApiOperation({ summary: 'Activate a user' })
  activate(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<UserDetail> {
    return this.users.setActive(user, id, true);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @RequireAnyPermission('DELETE_USER')
  @ApiOperation({
    summary: 'Deactivate a user: refused at the next call, sockets closed; never oneself nor the last administrator',
  })
  deactivate(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<UserDetail> {
    return this.users.setActive(user, id, false);
  }

  @Post(':id/end-sessions')
  @HttpCode(200)
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({ summary: 'Sign a user out everywhere: every open session ends, open sockets close' })
  endSessions(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<EndSessionsResponse> {
    return this.users.endSessions(user, id);
  }

  @Post(':id/send-password')
  @HttpCode(200)
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({ summary: 'E-mail a one-time password; the next sign-in must change it' })
  sendPassword(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<UserDetail> {
    return this.users.sendNewPassword(user, id);
  }
}
