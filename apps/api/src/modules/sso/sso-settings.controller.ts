import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SsoSettings } from '@freight/shared';
import { SsoSettingsDto } from '@freight/shared/dto';
import { CurrentUser, ForModule, RequireAnyPermission } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { SsoSettingsService } from './sso-settings.service.js';

/** The single sign-on configuration (issue 46): the users administrators set it, like the second-factor policy. */
@ApiTags('users')
@ForModule('administration')
@Controller('app/v1/sso-settings')
export class SsoSettingsController {
  constructor(private readonly settings: SsoSettingsService) {}

  @Get()
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({
    summary:
      'The active single sign-on configuration and where it comes from (saved here, or the OIDC_* variables); the client secret only as set or not',
  })
  get(): Promise<SsoSettings> {
    return this.settings.get();
  }

  @Put()
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({
    summary:
      'Save the single sign-on configuration (audited, secret left out); it takes precedence over the OIDC_* variables from the next sign-in, without a restart',
  })
  update(@CurrentUser() user: AuthUser, @Body() dto: SsoSettingsDto): Promise<SsoSettings> {
    return this.settings.update(user, dto);
  }

  @Delete()
  @RequireAnyPermission('UPDATE_USER')
  @ApiOperation({
    summary: 'Forget the saved configuration (audited): the OIDC_* variables, or nothing, apply again',
  })
  remove(@CurrentUser() user: AuthUser): Promise<SsoSettings> {
    return this.settings.remove(user);
  }
}
