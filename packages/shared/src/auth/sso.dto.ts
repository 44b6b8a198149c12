import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The provider's answer as the browser got it back: the flow token of /sso/start and the redirect's query string. */
export class SsoCallbackDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(4000)
  flow!: string;

  /** The query string the provider redirected with ("?code=…&state=…&iss=…", or "?error=…"). */
  @IsString()
  @IsNotEmpty()
  @MaxLength(4000)
  callback!: string;
}
