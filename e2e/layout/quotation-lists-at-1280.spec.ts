import { expect, test } from '../fixtures/sessions';
import { pricedReference, ROW, walk, type Screen } from './screens-at-1280';

/**
 * Issue 36 item 10: at 1280x800 every row action ("Tomar" included) and status badge of the
 * quotation lists is whole, in view and uncovered, no list needs sideways scrolling, the pricing
 * owner column is in view, and the support button covers nothing (it has its own strip under the page).
 */
const PRICING: Screen[] = [
  {
    account: 'pricing',
    path: '/pricing/nuevas-solicitudes',
    ready: '[data-testid="pricing-take"]',
    actions: true,
    badges: true,
  },
  {
    account: 'pricing',
    path: '/pricing/en-proceso',
    ready: ROW,
    actions: true,
    badges: true,
    columns: ['pricingUser'],
  },
  {
    account: 'pricing',
    path: '/pricing/cotizaciones',
    ready: ROW,
    actions: true,
    badges: true,
    columns: ['pricingUser'],
  },
];
const COMMERCIAL: Screen[] = [
  { account: 'gerente', path: '/cotizaciones-gerente', ready: ROW, actions: true, badges: true },
  { account: 'comercial', path: '/mis-cotizaciones', ready: ROW, actions: true, badges: true },
];

test.describe('quotation lists at 1280x800: nothing cut, hidden past the edge or covered', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every list, the pricing owner column and the last sell line', async ({ page, request, demoToken }) => {
    const ref = await pricedReference(request, await demoToken('pricing'));
    // The priced quotation's sells: its last line and bulk margin field were under the support button.
    const sells: Screen = {
      account: 'pricing',
      path: `/pricing/cotizaciones?ref=${ref}`,
      ready: '[data-testid="sell-line"]',
    };
    expect(await walk(page, [...PRICING, sells, ...COMMERCIAL], demoToken)).toEqual([]);
  });
});
