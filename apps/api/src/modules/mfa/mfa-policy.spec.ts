import { describe, expect, it } from '@jest/globals';
import { isThirdPartyClient, mfaPolicyRolesOf, mfaRequiredFor, PERMISSIONS, type RoleSource } from '@freight/shared';

const user = (permissions: RoleSource['permissions'], flags: Partial<RoleSource> = {}): RoleSource => ({
  isCommercial: false,
  isManager: false,
  isThirdParty: false,
  permissions,
  ...flags,
});

describe('who the second-factor policy asks for a factor', () => {
  it('names the policy roles a user holds, from flags and permissions', () => {
    expect(mfaPolicyRolesOf(user(['UPDATE_USER', 'PRICING']))).toEqual(['administrator', 'pricing']);
    expect(mfaPolicyRolesOf(user([], { isCommercial: true, isManager: true }))).toEqual(['commercial', 'manager']);
    expect(mfaPolicyRolesOf(user(['SUPPORT_STAFF', 'VIEW_QUOTATION']))).toEqual(['supportStaff']);
  });

  it('asks a user of a listed role, or every staff user with the switch, and nobody when off', () => {
    expect(mfaRequiredFor({ requireAllStaff: false, roles: ['pricing'] }, user(['PRICING']))).toBe(true);
    expect(mfaRequiredFor({ requireAllStaff: false, roles: ['pricing'] }, user(['COMMERCIAL']))).toBe(false);
    expect(mfaRequiredFor({ requireAllStaff: true, roles: [] }, user(['OPERATIVE']))).toBe(true);
    expect(mfaRequiredFor({ requireAllStaff: true, roles: [] }, user([]))).toBe(true);
    expect(mfaRequiredFor({ requireAllStaff: false, roles: [] }, user([...PERMISSIONS]))).toBe(false);
  });

  it('never asks a third-party client, by flag or by permission; an administrator holding every permission is staff', () => {
    const policy = { requireAllStaff: true, roles: [] };
    expect(isThirdPartyClient(user(['THIRD_PARTY_CLIENT']))).toBe(true);
    expect(isThirdPartyClient(user(['THIRD_PARTY_CLIENT', 'SUPPORT_USER']))).toBe(true);
    expect(isThirdPartyClient(user(['PRICING'], { isThirdParty: true }))).toBe(true);
    expect(mfaRequiredFor(policy, user(['THIRD_PARTY_CLIENT']))).toBe(false);
    expect(mfaRequiredFor(policy, user(['PRICING'], { isThirdParty: true }))).toBe(false);
    expect(isThirdPartyClient(user([...PERMISSIONS]))).toBe(false);
    expect(mfaRequiredFor(policy, user([...PERMISSIONS]))).toBe(true);
  });
});
