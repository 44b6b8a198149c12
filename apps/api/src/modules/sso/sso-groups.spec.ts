import { describe, expect, it } from '@jest/globals';
import { groupsOf, permissionChanges } from './sso-groups.js';

describe('SSO group mapping', () => {
  const mapping = { pricing: ['PRICING' as const], sales: ['COMMERCIAL' as const, 'VIEW_QUOTATION' as const] };

  it('grants the permissions of the groups the user is in and takes away the mapped ones of the others', () => {
    expect(permissionChanges(mapping, ['pricing'], ['COMMERCIAL', 'CREATE_USER'])).toEqual({
      grant: ['PRICING'],
      revoke: ['COMMERCIAL'],
    });
  });

  it('leaves permissions the mapping does not name alone, and changes nothing with no mapping', () => {
    expect(permissionChanges(mapping, ['sales', 'unknown'], ['CREATE_USER', 'VIEW_QUOTATION'])).toEqual({
      grant: ['COMMERCIAL'],
      revoke: [],
    });
    expect(permissionChanges({}, ['pricing'], ['PRICING'])).toEqual({ grant: [], revoke: [] });
  });

  it('reads the groups claim as a list or a single group, ignoring what is not a name', () => {
    expect(groupsOf({ groups: ['a', 3, 'b'] }, 'groups')).toEqual(['a', 'b']);
    expect(groupsOf({ roles: 'a' }, 'roles')).toEqual(['a']);
    expect(groupsOf({}, 'groups')).toEqual([]);
    // A prototype name is not a mapped group.
    expect(permissionChanges(mapping, ['constructor', 'toString'], [])).toEqual({ grant: [], revoke: [] });
  });
});
