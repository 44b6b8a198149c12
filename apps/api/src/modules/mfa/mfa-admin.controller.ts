import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { MfaService } from './mfa.service.js';

/** An administrator resets a user's second factors (issue 46), like the other user actions. */
@ApiTags('users')
@ForModule('administration')
@Controller('app/v1/users')
export class MfaAdminController {
  constructor(private readonly mfa: MfaService) {}

  @Post(':id/mfa/reset')
  @HttpCode(204)
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({ summary: "Reset a user's second factors and recovery codes (audited); they may enrol again" })
  reset(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string): Promise<void> {
    return this.mfa.reset(user, id);
  }
}
