import type { APIRequestContext, Page } from '@playwright/test';
import type { DemoAccount } from '../fixtures/accounts';
import { expect, test } from '../fixtures/sessions';
import { measureScreen, rowsInFirstView, type Problem } from './measure';

/**
 * Whatever the user must read is shown whole: references on one line, status badges and menu
 * labels not clipped (an element's content is not wider than its box), and the header's menu
 * not scrolled out of view.
 */
async function cutElements(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const cuts: { what: string; text: string; detail: string }[] = [];
    const clipped = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1;
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid="quotation-link"]')) {
      const lines = el.getClientRects().length;
      if (clipped(el) || lines > 1) cuts.push({ what: 'reference', text: el.textContent ?? '', detail: `${lines} lines` });
    }
    for (const badge of document.querySelectorAll<HTMLElement>('.mantine-Badge-root')) {
      const label = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge;
      if (clipped(label) || clipped(badge))
        cuts.push({ what: 'badge', text: label.textContent ?? '', detail: `${label.scrollWidth} > ${label.clientWidth}` });
    }
    const nav = document.querySelector<HTMLElement>('[data-testid="menu-groups"]');
    if (nav) {
      const box = nav.parentElement!.getBoundingClientRect();
      for (const item of nav.querySelectorAll<HTMLElement>('[data-testid^="menu-group-"], [data-testid="menu-more"]')) {
        const r = item.getBoundingClientRect();
        const label = item.querySelector<HTMLElement>('.mantine-Button-label') ?? item;
        if (r.left < box.left - 1 || r.right > box.right + 1 || clipped(label))
          cuts.push({ what: 'menu', text: item.textContent ?? '', detail: `${r.right} > ${box.right}` });
      }
    }
    return cuts;
  });
}

type Screen = {
  account: DemoAccount;
  path: string;
  /** What shows the screen's data has arrived. */
  ready?: string;
  /** The screen must offer row actions (so the check cannot pass by measuring nothing). */
  actions?: boolean;
  badges?: boolean;
};

const ROW = '[data-testid="data-table-row"]';
const WIDTHS = [1280, 1440];

/** Every list of issue 36 item 10 and 16, and a priced quotation's sells (the last sell line). */
function screens(pricedRef: string): Screen[] {
  return [
    { account: 'admin', path: '/home' },
    { account: 'admin', path: '/usuarios', ready: ROW, actions: true, badges: true },
    { account: 'admin', path: '/clients', ready: ROW, actions: true },
    { account: 'admin', path: '/operativa/general', ready: ROW, actions: true, badges: true },
    { account: 'gerente', path: '/cotizaciones-gerente', ready: ROW, actions: true, badges: true },
    { account: 'comercial', path: '/mis-cotizaciones', ready: ROW, actions: true, badges: true },
    { account: 'comercial', path: '/mis-cotizaciones/historial', ready: ROW, actions: true, badges: true },
    { account: 'pricing', path: '/pricing/nuevas-solicitudes', ready: '[data-testid="pricing-take"]', actions: true, badges: true },
    { account: 'pricing', path: '/pricing/en-proceso', ready: ROW, actions: true, badges: true },
    { account: 'pricing', path: '/pricing/cotizaciones', ready: ROW, actions: true, badges: true },
    { account: 'pricing', path: `/pricing/cotizaciones?ref=${pricedRef}`, ready: '[data-testid="sell-line"]' },
    { account: 'pricing', path: '/pricing/tarifas', ready: ROW, actions: true, badges: true },
    { account: 'soporte', path: '/support?tab=desk', ready: '[data-testid="ticket-row"]', badges: true },
  ];
}

/** A quotation pricing has priced (it has sell lines), from the demo seed. */
async function pricedReference(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/app/v1/quotations?view=pricingAll&limit=100&status=QUOTED', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const items = ((await res.json()) as { items: { reference: string }[] }).items;
  if (!items.length) throw new Error('The demo seed has no QUOTED quotation');
  return items[0].reference;
}

async function showIn(page: Page, language: 'es' | 'en' | 'pt'): Promise<void> {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.route('**/auth/v1/me', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), language } });
  });
}

test.describe('nothing the user reads or presses is cut or covered at 1280 px and wider', () => {
  test.describe.configure({ timeout: 420_000 });

  for (const language of ['es', 'en', 'pt'] as const) {
    test(`lists, row actions, badges, the header and the support button in ${language}`, async ({
      page,
      request,
      demoToken,
    }) => {
      await showIn(page, language);
      const ref = await pricedReference(request, await demoToken('pricing'));
      const found: (Problem & { screen: string })[] = [];
      const empty: string[] = [];
      await page.goto('/login');
      for (const screen of screens(ref)) {
        await page.evaluate((token) => window.localStorage.setItem('access_token', token), await demoToken(screen.account));
        for (const width of WIDTHS) {
          const where = `${screen.account} ${screen.path} @${width}`;
          await page.setViewportSize({ width, height: 800 });
          await page.goto(screen.path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByTestId('menu-groups')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
          if (screen.ready) await expect(page.locator(screen.ready).first()).toBeVisible({ timeout: 15_000 });
          await expect(page.locator('main [aria-busy="true"], main .mantine-Skeleton-root')).toHaveCount(0, { timeout: 15_000 });
          found.push(...(await cutElements(page)).map((c) => ({ ...c, screen: where })));
          const measured = await measureScreen(page);
          found.push(...measured.problems.map((p) => ({ ...p, screen: where })));
          if (screen.actions && measured.actions === 0) empty.push(`${where}: no row action measured`);
          if (screen.badges && measured.badges === 0) empty.push(`${where}: no badge measured`);
        }
      }
      expect(empty).toEqual([]);
      expect(found).toEqual([]);
    });
  }

  test('the operations list shows at least ten rows at 1280x800 with the default filters', async ({ page, demoToken }) => {
    await page.goto('/login');
    await page.evaluate((token) => window.localStorage.setItem('access_token', token), await demoToken('admin'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/operativa/general');
    await expect(page.getByTestId('operations-table').locator(ROW).first()).toBeVisible({ timeout: 15_000 });
    // Filters are saved per user: back to the defaults first.
    const clear = page.getByTestId('filters-clear');
    if (await clear.isEnabled()) await clear.click();
    expect(await rowsInFirstView(page, 'operations-table')).toBeGreaterThanOrEqual(10);
  });
});
