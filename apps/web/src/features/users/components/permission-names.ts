import type { Permission } from '@freight/shared';

/** The `users:permissionNames` key of a permission's short description. */
export function permissionNameKey(permission: Permission): string {
  return `permissionNames.${permission}`;
}
