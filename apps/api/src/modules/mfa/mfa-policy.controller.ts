import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MfaPolicy } from '@freight/shared';
import { MfaPolicyDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { MfaPolicyService } from './mfa-policy.service.js';

/** The second-factor policy (issue 46): the users administrators set it, like the other user settings. */
@ApiTags('users')
@ForModule('administration')
@Controller('app/v1/mfa-policy')
export class MfaPolicyController {
  constructor(private readonly policy: MfaPolicyService) {}

  @Get()
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({ summary: 'Who must have a second factor: every staff user, or the staff roles listed' })
  get(): Promise<MfaPolicy> {
    return this.policy.get();
  }

  @Put()
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({
    summary:
      'Set the second-factor policy (audited); applies from the next sign-in. Third-party clients are never asked',
  })
  update(@CurrentUser() user: AuthUser, @Body() dto: MfaPolicyDto): Promise<MfaPolicy> {
    return this.policy.update(user, dto);
  }
}
