import { expect, test } from '../fixtures/sessions';
import { rowsInFirstView } from './measure';
import { openAndMeasure, ROW, walk, type Screen } from './screens-at-1280';

/**
 * Issue 36 items 10 and 16: at 1280x800 the operations, users, clients, rates and ticket lists show
 * every row action and badge whole and uncovered with no sideways scrolling; operations show route,
 * ETD, ETA, operatives and events, and ten rows under the filters; users show the last sign-in.
 */
const SCREENS: Screen[] = [
  {
    account: 'admin',
    path: '/operativa/general',
    ready: ROW,
    actions: true,
    badges: true,
    columns: ['lane', 'etd', 'eta', 'operatives', 'events'],
  },
  { account: 'admin', path: '/usuarios', ready: ROW, actions: true, badges: true, columns: ['lastLogin', 'actions'] },
  { account: 'admin', path: '/clients', ready: ROW, actions: true },
  { account: 'pricing', path: '/pricing/tarifas', ready: ROW, actions: true, badges: true },
  { account: 'soporte', path: '/support?tab=desk', ready: '[data-testid="ticket-row"]', badges: true },
];

test.describe('work lists at 1280x800: nothing cut, hidden past the edge or covered', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every list with its key columns, and ten operations in the first view', async ({ page, demoToken }) => {
    expect(await walk(page, SCREENS, demoToken)).toEqual([]);

    // Ten whole rows of operations under the filters.
    await openAndMeasure(page, { account: 'admin', path: '/operativa/general', ready: ROW }, await demoToken('admin'));
    // Filters are saved per user: back to the defaults first.
    const clear = page.getByTestId('filters-clear');
    if (await clear.isEnabled()) await clear.click();
    await expect(page.getByTestId('filters-more')).toBeVisible();
    expect(await rowsInFirstView(page, 'operations-table')).toBeGreaterThanOrEqual(10);
  });
});
