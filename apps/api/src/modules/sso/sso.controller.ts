import { Body, Controller, Get, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LoginResponse, SsoInfo, SsoLogout, SsoStart } from '@freight/shared';
import { SsoCallbackDto } from '@freight/shared/dto';
import {
  AllowMfaEnrolment,
  AllowPendingPasswordChange,
  CurrentUser,
  Public,
  SignedIn,
} from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { SsoService } from './sso.service.js';

@ApiTags('auth')
@Controller('auth/v1/sso')
export class SsoController {
  constructor(private readonly sso: SsoService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Whether single sign-on is configured, and the name of its provider for the sign-in button',
  })
  info(): Promise<SsoInfo> {
    return this.sso.info();
  }

  @Post('start')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    summary:
      "Start a single sign-on: the provider's authorization URL (code flow with PKCE, state and nonce) and the flow token to hand back",
  })
  start(): Promise<SsoStart> {
    return this.sso.start();
  }

  @Post('callback')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    summary:
      "Finish a single sign-on with the provider's answer: the account is matched to a portal user (stored subject or verified e-mail) and a session opened",
  })
  callback(
    @Body() dto: SsoCallbackDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<LoginResponse> {
    return this.sso.callback(dto, ip, userAgent ?? null);
  }

  @Post('logout')
  @HttpCode(200)
  @SignedIn()
  @AllowPendingPasswordChange()
  @AllowMfaEnrolment()
  @ApiOperation({
    summary: "Sign out: ends this token's session, and gives the provider's end-session URL when it has one",
  })
  logout(@CurrentUser() user: AuthUser): Promise<SsoLogout> {
    return this.sso.logout(user);
  }
}
