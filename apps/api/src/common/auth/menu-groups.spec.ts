import { describe, expect, it } from '@jest/globals';
import { APP_MODULES, deriveRoles, visibleMenuGroups } from '@freight/shared';

describe('menu groups and roles from packages/shared', () => {
  it('shows a group only when its module is on and the user holds one of its permissions', () => {
    expect(visibleMenuGroups([...APP_MODULES], ['PRICING'])).toEqual(['administration', 'pricing']);
    expect(
      visibleMenuGroups(
        APP_MODULES.filter((m) => m !== 'pricing'),
        ['PRICING'],
      ),
    ).toEqual(['administration']);
    expect(visibleMenuGroups([...APP_MODULES], ['VIEW_SHIPMENT', 'OPERATIVE'])).toEqual(['operations', 'agenda']);
    expect(visibleMenuGroups([...APP_MODULES], [])).toEqual([]);
    // Issue 42: the mail triage's permission alone opens the Pricing group (its one screen).
    expect(visibleMenuGroups([...APP_MODULES], ['PRICING_INBOUND_MAIL'])).toEqual(['pricing']);
  });

  it('derives roles from flags and permissions', () => {
    expect(deriveRoles({ isCommercial: true, isManager: false, isThirdParty: false, permissions: [] })).toEqual([
      'commercial',
    ]);
    expect(
      deriveRoles({
        isCommercial: false,
        isManager: false,
        isThirdParty: false,
        permissions: ['PRICING', 'SUPPORT_STAFF'],
      }),
    ).toEqual(['pricing', 'supportStaff']);
  });
});
