import type { Permission } from '@freight/shared';
import { ADMINISTRATOR_PERMISSION } from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';

type TargetState = { id: string; active: boolean; webAccess: boolean; permissions: readonly Permission[] };

/** Whether a user counts as an administrator (see ADMINISTRATOR_PERMISSION). */
export function isAdministrator(u: TargetState): boolean {
  return u.active && u.webAccess && u.permissions.includes(ADMINISTRATOR_PERMISSION);
}

/** Nobody removes their own UPDATE_USER (they could lock themselves out). */
export function assertKeepsOwnUserAdmin(actor: AuthUser, targetId: string, next: readonly Permission[]): void {
  if (actor.id === targetId && !next.includes(ADMINISTRATOR_PERMISSION))
    throw new AppError('USER_SELF_PERMISSION_REMOVAL');
}

/** Nobody deactivates themselves. */
export function assertNotSelf(actor: AuthUser, targetId: string): void {
  if (actor.id === targetId) throw new AppError('USER_SELF_DEACTIVATION');
}

/** A change that turns the last active administrator into a non-administrator is refused. */
export function assertAdministratorRemains(before: TargetState, after: TargetState, othersActive: number): void {
  if (isAdministrator(before) && !isAdministrator(after) && othersActive === 0)
    throw new AppError('LAST_ADMINISTRATOR');
}
