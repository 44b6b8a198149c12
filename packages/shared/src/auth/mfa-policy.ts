import type { RoleSource } from './roles.js';

/**
 * The administrators' second-factor policy (issue 46): a company-wide switch for every staff user,
 * plus a list of staff roles that need one. Third-party clients (THIRD_PARTY_CLIENT or the flag) are
 * always excepted, and agents' cost links are not sign-ins at all.
 */
export const MFA_POLICY_ROLES = ['administrator', 'commercial', 'manager', 'pricing', 'supportStaff'] as const;
export type MfaPolicyRole = (typeof MFA_POLICY_ROLES)[number];

/** GET/PUT /app/v1/mfa-policy. */
export type MfaPolicy = {
  /** Every staff user (any user who is not a third-party client) needs a second factor. */
  requireAllStaff: boolean;
  /** Staff roles that need a second factor when the company-wide switch is off. */
  roles: MfaPolicyRole[];
  /** Last change (ISO) and who made it; null while never changed. */
  updatedAt: string | null;
  updatedBy: string | null;
};

/** The policy roles a user holds: the spec's staff roles, and administrator (user administration permissions). */
export function mfaPolicyRolesOf(user: RoleSource): MfaPolicyRole[] {
  const has = (p: RoleSource['permissions'][number]) => user.permissions.includes(p);
  const roles: MfaPolicyRole[] = [];
  if (has('UPDATE_USER') || has('CREATE_USER') || has('DELETE_USER')) roles.push('administrator');
  if (user.isCommercial || has('COMMERCIAL')) roles.push('commercial');
  if (user.isManager || has('COMMERCIAL_MANAGER')) roles.push('manager');
  if (has('PRICING')) roles.push('pricing');
  if (has('SUPPORT_STAFF')) roles.push('supportStaff');
  return roles;
}

// What a client's own account may hold besides THIRD_PARTY_CLIENT.
const CLIENT_PERMISSIONS: readonly string[] = ['THIRD_PARTY_CLIENT', 'SUPPORT_USER'];

/**
 * A third-party client's account: the flag, or THIRD_PARTY_CLIENT with nothing of staff's (an
 * administrator holding every permission, THIRD_PARTY_CLIENT among them, is still staff).
 */
export function isThirdPartyClient(user: RoleSource): boolean {
  if (user.isThirdParty) return true;
  return (
    user.permissions.includes('THIRD_PARTY_CLIENT') && user.permissions.every((p) => CLIENT_PERMISSIONS.includes(p))
  );
}

/** Whether the policy asks this user for a second factor; never for a third-party client. */
export function mfaRequiredFor(policy: Pick<MfaPolicy, 'requireAllStaff' | 'roles'>, user: RoleSource): boolean {
  if (isThirdPartyClient(user)) return false;
  if (policy.requireAllStaff) return true;
  return mfaPolicyRolesOf(user).some((r) => policy.roles.includes(r));
}
