import { Transform } from 'class-transformer';
import {
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { PERMISSIONS, type Permission } from '../auth/permissions.js';
import { LANGUAGES, type Language } from '../config/modules.js';
import { blankToNull, trim, trimLower, trimUpper } from '../providers/dto-transforms.js';

/** Create (POST) or replace (PUT) a user; the password is never set here ("send new password"). */
export class UserDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(120) name!: string;
  @Transform(trimLower) @IsEmail() @MaxLength(254) email!: string;
  @Transform(trimUpper) @IsString() @Matches(/^[A-Z0-9]{2,10}$/) code!: string;
  /** Sign-in name; the e-mail when absent. */
  @IsOptional() @Transform(trimLower) @IsString() @Matches(/^[a-z0-9._@-]{3,254}$/) username?: string;
  @IsIn(LANGUAGES) language: Language = 'es';
  @IsOptional() @Transform(blankToNull) @ValidateIf((_, v) => v !== null) @IsString() @MaxLength(60) role?:
    string | null;
  @IsBoolean() webAccess: boolean = true;
  @IsBoolean() isCommercial: boolean = false;
  @IsBoolean() isManager: boolean = false;
  @IsBoolean() isThirdParty: boolean = false;
  /** Required for third-party users, ignored otherwise. */
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsUUID() clientId?: string | null;
  /** Commercials a manager oversees; ignored for non-managers. */
  @IsArray() @ArrayUnique() @IsUUID('all', { each: true }) relatedCommercialIds: string[] = [];
  @IsArray() @ArrayUnique() @IsIn(PERMISSIONS, { each: true }) permissions: Permission[] = [];
}

/** The signed-in user's own change: the current password, then a strong new one. */
export class ChangePasswordDto {
  @IsString() @IsNotEmpty() @MaxLength(256) currentPassword!: string;
  /** Strength (isStrongPassword) is checked by the service so it answers PASSWORD_TOO_WEAK. */
  @IsString() @MaxLength(256) newPassword!: string;
}
