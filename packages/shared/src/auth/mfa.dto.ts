import { IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** A six-digit code from the authenticator app. */
export class TotpCodeDto {
  @IsString()
  @Matches(/^\d{6}$/)
  code!: string;
}

/** Removing one's own factor: a current code or the password. */
export class RemoveTotpDto {
  @IsOptional()
  @IsString()
  @Matches(/^\d{6}$/)
  code?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  password?: string;
}

/** The second step of sign-in: the challenge from POST /auth/v1/login and a code or a recovery code. */
export class MfaLoginDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  challenge!: string;

  @IsOptional()
  @IsString()
  @Matches(/^\d{6}$/)
  code?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  recoveryCode?: string;
}

/** Registering a passkey: its name and the authenticator's answer (RegistrationResponseJSON). */
export class RegisterPasskeyDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  name!: string;

  @IsObject()
  response!: Record<string, unknown>;
}

/** Options for the passkey sign-in step: the challenge from POST /auth/v1/login. */
export class PasskeySignInOptionsDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  challenge!: string;
}

/** The second sign-in step with a passkey: the challenge and the authenticator's answer (AuthenticationResponseJSON). */
export class PasskeyLoginDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  challenge!: string;

  @IsObject()
  response!: Record<string, unknown>;
}
