import { Body, Controller, Get, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MfaStatus, RecoveryCodesIssued, TotpEnrolmentConfirmed, TotpEnrolmentStart } from '@freight/shared';
import { RemoveTotpDto, TotpCodeDto } from '@freight/shared/dto';
import { AllowMfaEnrolment, CurrentUser, SignedIn } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { MfaService } from './mfa.service.js';

/** One's own second factor (issue 46). */
@ApiTags('auth')
@Controller('auth/v1/me/mfa')
export class MfaController {
  constructor(private readonly mfa: MfaService) {}

  @Get()
  @SignedIn()
  @AllowMfaEnrolment()
  @ApiOperation({ summary: "The signed-in user's second factor: enabled, recovery codes left" })
  status(@CurrentUser() user: AuthUser): Promise<MfaStatus> {
    return this.mfa.status(user.id);
  }

  @Post('totp')
  @HttpCode(200)
  @SignedIn()
  @AllowMfaEnrolment()
  @ApiOperation({
    summary: 'Start TOTP enrolment: a new secret, its otpauth URI and QR code (pending until confirmed)',
  })
  start(@CurrentUser() user: AuthUser): Promise<TotpEnrolmentStart> {
    return this.mfa.startEnrolment(user);
  }

  @Post('totp/confirm')
  @HttpCode(200)
  @SignedIn()
  @AllowMfaEnrolment()
  @ApiOperation({
    summary:
      'Confirm TOTP enrolment with a code: the factor is active; ten recovery codes, shown once. With an enrolment-only token, also the session that completes sign-in',
  })
  confirm(
    @CurrentUser() user: AuthUser,
    @Body() dto: TotpCodeDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<TotpEnrolmentConfirmed> {
    return this.mfa.confirmEnrolment(user, dto.code, ip, userAgent ?? null);
  }

  @Post('totp/remove')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({
    summary:
      'Remove the TOTP factor and its recovery codes: asks for a current code or the password; refused while the policy requires a factor',
  })
  remove(@CurrentUser() user: AuthUser, @Body() dto: RemoveTotpDto): Promise<void> {
    return this.mfa.remove(user, dto);
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary:
      'Ten new single-use recovery codes, shown once (those left stop working): for a user with a factor (a passkey-only user too); asks for a current code or the password',
  })
  recoveryCodes(@CurrentUser() user: AuthUser, @Body() dto: RemoveTotpDto): Promise<RecoveryCodesIssued> {
    return this.mfa.issueRecoveryCodes(user, dto);
  }
}
