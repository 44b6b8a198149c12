import { Body, Controller, Get, Headers, HttpCode, Ip, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LoginOutcome, LoginResponse, MeResponse, PasskeySignInOptions } from '@freight/shared';
import {
  ChangePasswordDto,
  LoginDto,
  MfaLoginDto,
  PasskeyLoginDto,
  PasskeySignInOptionsDto,
  UpdateSettingsDto,
} from '@freight/shared/dto';
import {
  AllowMfaEnrolment,
  AllowPendingPasswordChange,
  CurrentUser,
  Public,
  SignedIn,
} from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { UserAdminService } from '../users/user-admin.service.js';
import { UsersService } from '../users/users.service.js';
import { AuthService } from './auth.service.js';

@ApiTags('auth')
@Controller('auth/v1')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly userAdmin: UserAdminService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    summary:
      'Sign in with username or e-mail; returns a session token, a challenge when a second factor is enrolled, or an enrolment-only token when the policy asks for a factor not enrolled yet',
  })
  login(@Body() dto: LoginDto, @Ip() ip: string, @Headers('user-agent') userAgent?: string): Promise<LoginOutcome> {
    return this.auth.login(dto, ip, userAgent ?? null);
  }

  @Post('login/mfa')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Second sign-in step: the challenge with a TOTP code or an unused recovery code' })
  loginMfa(
    @Body() dto: MfaLoginDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<LoginResponse> {
    return this.auth.loginWithSecondFactor(dto, ip, userAgent ?? null);
  }

  @Post('login/passkey/options')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    summary:
      "Second sign-in step with a passkey: WebAuthn request options for the challenge's user (single-use, bound to it)",
  })
  loginPasskeyOptions(@Body() dto: PasskeySignInOptionsDto, @Ip() ip: string): Promise<PasskeySignInOptions> {
    return this.auth.passkeyOptions(dto.challenge, ip);
  }

  @Post('login/passkey')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: "Second sign-in step with a passkey: the challenge and the authenticator's answer" })
  loginPasskey(
    @Body() dto: PasskeyLoginDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<LoginResponse> {
    return this.auth.loginWithPasskey(dto, ip, userAgent ?? null);
  }

  @Post('logout')
  @HttpCode(204)
  @SignedIn()
  @AllowPendingPasswordChange()
  @AllowMfaEnrolment()
  @ApiOperation({ summary: "Sign out: ends this token's session on the server (the token is refused from now on)" })
  logout(@CurrentUser() user: AuthUser): Promise<void> {
    return this.auth.logout(user);
  }

  @Get('me')
  @SignedIn()
  @AllowPendingPasswordChange()
  @ApiOperation({ summary: 'The signed-in user profile with permissions and derived roles' })
  me(@CurrentUser() user: AuthUser): Promise<MeResponse> {
    return this.users.me(user.id);
  }

  @Patch('me/settings')
  @SignedIn()
  @ApiOperation({ summary: 'Change language, currency format and time zone' })
  updateSettings(@CurrentUser() user: AuthUser, @Body() dto: UpdateSettingsDto): Promise<MeResponse> {
    return this.users.updateSettings(user.id, dto);
  }

  @Post('me/password')
  @HttpCode(204)
  @SignedIn()
  @AllowPendingPasswordChange()
  @ApiOperation({ summary: "Change one's own password (current + new: at least 10 characters, letters and digits)" })
  changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto): Promise<void> {
    return this.userAdmin.changeOwnPassword(user, dto);
  }
}
