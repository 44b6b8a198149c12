import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PasskeyRegistered, PasskeyRegistrationOptions, PasskeyView } from '@freight/shared';
import { RegisterPasskeyDto, RemoveTotpDto } from '@freight/shared/dto';
import { AllowMfaEnrolment, CurrentUser, SignedIn } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { PasskeysService } from './passkeys.service.js';

/** One's own passkeys (issue 46), beside the TOTP factor. */
@ApiTags('auth')
@Controller('auth/v1/me/mfa/passkeys')
export class PasskeysController {
  constructor(private readonly passkeys: PasskeysService) {}

  @Get()
  @SignedIn()
  @AllowMfaEnrolment()
  @ApiOperation({ summary: "The signed-in user's passkeys: name, created, last used" })
  list(@CurrentUser() user: AuthUser): Promise<PasskeyView[]> {
    return this.passkeys.list(user.id);
  }

  @Post('options')
  @HttpCode(200)
  @SignedIn()
  @AllowMfaEnrolment()
  @ApiOperation({
    summary: 'Start registering a passkey: WebAuthn creation options with a single-use challenge (five minutes)',
  })
  options(@CurrentUser() user: AuthUser): Promise<PasskeyRegistrationOptions> {
    return this.passkeys.registrationOptions(user);
  }

  @Post()
  @HttpCode(201)
  @SignedIn()
  @AllowMfaEnrolment()
  @ApiOperation({
    summary:
      "Register a passkey: its name and the authenticator's answer to the challenge. With an enrolment-only token, also the session that completes sign-in",
  })
  register(
    @CurrentUser() user: AuthUser,
    @Body() dto: RegisterPasskeyDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<PasskeyRegistered> {
    return this.passkeys.register(user, dto, ip, userAgent ?? null);
  }

  @Post(':id/remove')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({
    summary:
      'Remove a passkey: asks for a current TOTP code or the password; refused for the last factor while the policy requires one',
  })
  remove(@CurrentUser() user: AuthUser, @Param('id', uuidParam) id: string, @Body() dto: RemoveTotpDto): Promise<void> {
    return this.passkeys.remove(user, id, dto);
  }
}
