import { describe, expect, it } from '@jest/globals';
import type { Permission } from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { assertAdministratorRemains, assertKeepsOwnUserAdmin, assertNotSelf, isAdministrator } from './users.policy.js';

const actor = { id: 'me', permissions: ['UPDATE_USER', 'DELETE_USER'] } as AuthUser;
const admin = (over: Partial<{ active: boolean; webAccess: boolean; permissions: Permission[] }> = {}) => ({
  id: 'x',
  active: true,
  webAccess: true,
  permissions: ['UPDATE_USER'] as Permission[],
  ...over,
});
const codeOf = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as AppError).code;
  }
};

describe('users policy', () => {
  it('an administrator is active, with web access and UPDATE_USER', () => {
    expect(isAdministrator(admin())).toBe(true);
    expect(isAdministrator(admin({ active: false }))).toBe(false);
    expect(isAdministrator(admin({ webAccess: false }))).toBe(false);
    expect(isAdministrator(admin({ permissions: ['DELETE_USER'] }))).toBe(false);
  });

  it("refuses removing one's own UPDATE_USER, not someone else's", () => {
    expect(codeOf(() => assertKeepsOwnUserAdmin(actor, 'me', ['DELETE_USER']))).toBe('USER_SELF_PERMISSION_REMOVAL');
    expect(codeOf(() => assertKeepsOwnUserAdmin(actor, 'me', ['UPDATE_USER']))).toBeNull();
    expect(codeOf(() => assertKeepsOwnUserAdmin(actor, 'other', []))).toBeNull();
  });

  it('refuses deactivating oneself', () => {
    expect(codeOf(() => assertNotSelf(actor, 'me'))).toBe('USER_SELF_DEACTIVATION');
    expect(codeOf(() => assertNotSelf(actor, 'other'))).toBeNull();
  });

  it('refuses turning the last administrator into a non-administrator, in any way', () => {
    const before = admin();
    for (const after of [admin({ active: false }), admin({ webAccess: false }), admin({ permissions: [] })]) {
      expect(codeOf(() => assertAdministratorRemains(before, after, 0))).toBe('LAST_ADMINISTRATOR');
      expect(codeOf(() => assertAdministratorRemains(before, after, 1))).toBeNull();
    }
    // A non-administrator may always be deactivated.
    expect(
      codeOf(() =>
        assertAdministratorRemains(admin({ permissions: [] }), admin({ active: false, permissions: [] }), 0),
      ),
    ).toBeNull();
  });
});
