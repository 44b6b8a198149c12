import { DEMO_ACCOUNTS as SEEDED_ACCOUNTS } from '../../prisma/seed/demo-accounts';
import { DEMO_ACCOUNTS } from '../fixtures/accounts';
import { expect, test } from '../fixtures/sessions';

/**
 * Spec section 6, written out here rather than taken from the app, so a wrong rule in the
 * app cannot also make its own expectation. Order is the header's (spec section 1); every
 * module is enabled in the test environment.
 */
const SPEC_MENU_GROUPS: readonly { id: string; anyOf: readonly string[] }[] = [
  { id: 'analytics', anyOf: ['ANALYTICS_INVOICED', 'ANALYTICS_QUOTATIONS', 'ANALYTICS_REPORTS'] },
  { id: 'administration', anyOf: ['UPDATE_USER', 'PRICING', 'VIEW_CHARGE_CODE', 'VIEW_CLIENT'] },
  { id: 'quotations', anyOf: ['COMMERCIAL', 'COMMERCIAL_MANAGER'] },
  // Issue 42: the mail triage's permission alone opens the group with that one screen.
  { id: 'pricing', anyOf: ['PRICING', 'PRICING_RULES', 'PRICING_INBOUND_MAIL'] },
  { id: 'operations', anyOf: ['VIEW_SHIPMENT'] },
  { id: 'agenda', anyOf: ['OPERATIVE'] },
  { id: 'drafts', anyOf: ['VIEW_QUOTATION'] },
  { id: 'clientQuotations', anyOf: ['THIRD_PARTY_CLIENT'] },
];

function seededPermissions(username: string): readonly string[] {
  const account = SEEDED_ACCOUNTS.find((seeded) => seeded.username === username);
  if (!account) throw new Error(`${username} is not a seeded demo account`);
  return account.permissions;
}

function expectedGroups(permissions: readonly string[]): string[] {
  return SPEC_MENU_GROUPS.filter((group) => group.anyOf.some((p) => permissions.includes(p))).map((group) => group.id);
}

test.describe('header menu groups per demo account (spec section 6)', () => {
  for (const account of DEMO_ACCOUNTS) {
    test.describe(account, () => {
      test.use({ signedInAs: account });

      test(`${account} sees exactly the groups its permissions give`, async ({ page }) => {
        const expected = expectedGroups(seededPermissions(account));
        await page.goto('/home');

        // The menu is final once the module switches have arrived (aria-busy drops).
        const menu = page.getByTestId('menu-groups');
        await expect(menu).toHaveAttribute('aria-busy', 'false');
        const groups = menu.locator('[data-testid^="menu-group-"]');
        const shown = await groups.evaluateAll((nodes) =>
          nodes.map((node) => node.getAttribute('data-testid')?.replace('menu-group-', '')),
        );
        // Groups that do not fit the header's width are listed, in order, under "More".
        const more = menu.getByTestId('menu-more');
        const underMore = (await more.count()) ? ((await more.getAttribute('data-groups')) ?? '').split(',') : [];
        expect([...shown, ...underMore]).toEqual(expected);
        for (const group of await groups.all()) await expect(group).toBeVisible();
      });
    });
  }

  test('only the support and guest accounts have no group, so the table is not vacuous', () => {
    // Guards the table above against a seed change that would silently empty it.
    const withGroups = DEMO_ACCOUNTS.filter((account) => expectedGroups(seededPermissions(account)).length > 0);
    expect(DEMO_ACCOUNTS.filter((account) => !withGroups.includes(account))).toEqual(['soporte', 'invitado']);
  });
});
