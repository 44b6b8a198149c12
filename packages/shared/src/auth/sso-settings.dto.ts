import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { PERMISSIONS, type Permission } from './permissions.js';
import { SSO_PROVIDER_NAME_MAX } from './sso.js';

/** One group of the provider and the permissions it grants at each SSO sign-in. */
export class SsoGroupMappingDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  group!: string;

  @IsArray()
  @ArrayNotEmpty()
  @ArrayUnique()
  @ArrayMaxSize(PERMISSIONS.length)
  @IsIn(PERMISSIONS, { each: true })
  permissions!: Permission[];
}

/**
 * PUT /app/v1/sso-settings: the whole configuration. When enabled, the issuer (https, or http on
 * localhost), the client id and a client secret are required; clientSecret omitted or empty keeps the one
 * in use (the saved one, else OIDC_CLIENT_SECRET).
 */
export class SsoSettingsDto {
  @IsBoolean()
  enabled!: boolean;

  @IsString()
  @MaxLength(500)
  issuer!: string;

  @IsString()
  @MaxLength(200)
  clientId!: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  clientSecret?: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(SSO_PROVIDER_NAME_MAX)
  providerName!: string;

  /** Space-separated scopes ("openid" is added when missing). */
  @IsString()
  @Matches(/^[\w.:/-]+( [\w.:/-]+){0,19}$/)
  @MaxLength(500)
  scopes!: string;

  /** The ID token (or userinfo) claim that lists the user's groups. */
  @IsString()
  @Matches(/^[\w.:/-]{1,100}$/)
  groupsClaim!: string;

  @IsBoolean()
  groupMappingEnabled!: boolean;

  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => SsoGroupMappingDto)
  groupMapping!: SsoGroupMappingDto[];

  @IsBoolean()
  passwordSignInOff!: boolean;
}
