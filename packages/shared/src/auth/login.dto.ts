import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  /** Username or e-mail. */
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  username!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  password!: string;
}
