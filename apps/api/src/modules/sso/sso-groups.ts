import type { Permission } from '@freight/shared';

/** The groups an ID token names under the configured claim (a list, or one group as a string). */
export function groupsOf(claims: Record<string, unknown>, claim: string): string[] {
  const value = claims[claim];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string') : [];
}

/**
 * What the group mapping changes in a user's permissions: the permissions of the user's groups are
 * granted, the other permissions the mapping names are taken away, and any permission the mapping does
 * not name stays as the administrators set it.
 */
export function permissionChanges(
  mapping: Record<string, readonly Permission[]>,
  groups: readonly string[],
  current: readonly Permission[],
): { grant: Permission[]; revoke: Permission[] } {
  const managed = new Set(Object.values(mapping).flat());
  const wanted = new Set(groups.flatMap((g) => (Object.hasOwn(mapping, g) ? mapping[g] : [])));
  return {
    grant: [...wanted].filter((p) => !current.includes(p)).sort(),
    revoke: current.filter((p) => managed.has(p) && !wanted.has(p)).sort(),
  };
}
