import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn } from 'class-validator';
import { MFA_POLICY_ROLES, type MfaPolicyRole } from './mfa-policy.js';

/** PUT /app/v1/mfa-policy: the whole policy (the company-wide switch and the roles). */
export class MfaPolicyDto {
  @IsBoolean()
  requireAllStaff!: boolean;

  @IsArray()
  @ArrayUnique()
  @ArrayMaxSize(MFA_POLICY_ROLES.length)
  @IsIn(MFA_POLICY_ROLES, { each: true })
  roles!: MfaPolicyRole[];
}
