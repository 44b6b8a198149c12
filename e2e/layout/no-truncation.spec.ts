import type { Page } from '@playwright/test';
import { ACCESS_TOKEN_KEY } from '../fixtures/auth';
import { expect, test } from '../fixtures/sessions';

type Cut = { what: string; text: string; detail: string };

/**
 * Whatever the user must read is shown whole: references on one line, status badges and menu
 * labels not clipped (an element's content is not wider than its box), and the header's menu
 * not scrolled out of view.
 */
async function cutElements(page: Page): Promise<Cut[]> {
  return page.evaluate(() => {
    const cuts: { what: string; text: string; detail: string }[] = [];
    const clipped = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1;
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid="quotation-link"]')) {
      const lines = el.getClientRects().length;
      if (clipped(el) || lines > 1)
        cuts.push({ what: 'reference', text: el.textContent ?? '', detail: `${lines} lines` });
    }
    for (const badge of document.querySelectorAll<HTMLElement>('.mantine-Badge-root')) {
      const label = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge;
      if (clipped(label) || clipped(badge))
        cuts.push({
          what: 'badge',
          text: label.textContent ?? '',
          detail: `${label.scrollWidth} > ${label.clientWidth}`,
        });
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

const WIDTHS = [1280, 1440];
const SCREENS: { account: 'admin' | 'gerente' | 'pricing' | 'comercial'; path: string }[] = [
  { account: 'admin', path: '/home' },
  { account: 'gerente', path: '/cotizaciones-gerente' },
  { account: 'comercial', path: '/mis-cotizaciones' },
  { account: 'comercial', path: '/mis-cotizaciones/historial' },
  { account: 'pricing', path: '/pricing/cotizaciones' },
  { account: 'pricing', path: '/pricing/nuevas-solicitudes' },
];

test.describe('nothing the user reads is cut at 1280 px and wider', () => {
  // Read-only, one test per language: they run side by side (7 min in one worker on CI).
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });
  // Signed in through the API (the form is e2e/auth's): the walk starts as the first screen's account.
  test.use({ signedInAs: SCREENS[0].account });

  for (const language of ['es', 'en', 'pt'] as const) {
    test(`lists and the header in ${language}`, async ({ page, demoToken }) => {
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      await page.route('**/auth/v1/me', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...((await response.json()) as object), language } });
      });
      const cuts: (Cut & { screen: string })[] = [];
      let signedIn: string = SCREENS[0].account;
      for (const screen of SCREENS) {
        if (signedIn !== screen.account) {
          // The next screen's load starts as its account (its token where the SPA keeps it).
          const token = await demoToken(screen.account);
          await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [ACCESS_TOKEN_KEY, token]);
          signedIn = screen.account;
        }
        // One load per screen; the wider window is the same page resized, as a user widens it.
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByTestId('menu-groups')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
        if (screen.path !== '/home')
          await expect(page.getByTestId('quotation-link').first()).toBeVisible({ timeout: 15_000 });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          // The layout after the resize: two animation frames.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          await expect(page.getByTestId('menu-groups')).toHaveAttribute('aria-busy', 'false');
          cuts.push(
            ...(await cutElements(page)).map((c) => ({ ...c, screen: `${screen.account} ${screen.path} @${width}` })),
          );
        }
      }
      expect(cuts).toEqual([]);
    });
  }
});
