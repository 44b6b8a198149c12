import type { Permission } from './permissions.js';

/** Roles of spec section 6, derived from the user's flags and permissions (never stored). */
export const ROLES = ['commercial', 'manager', 'thirdParty', 'pricing', 'supportStaff'] as const;
export type Role = (typeof ROLES)[number];

export type RoleSource = {
  isCommercial: boolean;
  isManager: boolean;
  isThirdParty: boolean;
  permissions: readonly Permission[];
};

export function deriveRoles(user: RoleSource): Role[] {
  const has = (p: Permission) => user.permissions.includes(p);
  const roles: Role[] = [];
  if (user.isCommercial || has('COMMERCIAL')) roles.push('commercial');
  if (user.isManager || has('COMMERCIAL_MANAGER')) roles.push('manager');
  if (user.isThirdParty || has('THIRD_PARTY_CLIENT')) roles.push('thirdParty');
  if (has('PRICING')) roles.push('pricing');
  if (has('SUPPORT_STAFF')) roles.push('supportStaff');
  return roles;
}
