import type { APIRequestContext, Page } from '@playwright/test';
import type { DemoAccount } from '../fixtures/accounts';
import { expect } from '../fixtures/sessions';
import { measureScreen, type Measured } from './measure';

export const ROW = '[data-testid="data-table-row"]';

export type Screen = {
  account: DemoAccount;
  path: string;
  /** What shows the screen's data has arrived. */
  ready: string;
  /** The screen must offer row actions / badges (so the check cannot pass by measuring nothing). */
  actions?: boolean;
  badges?: boolean;
  /** Column ids whose header must lie wholly in the window without scrolling. */
  columns?: string[];
};

/**
 * Opens the screen at 1280x800 as its account (token put where the SPA keeps it) and measures it once
 * its data has drawn.
 */
export async function openAndMeasure(page: Page, screen: Screen, token: string): Promise<Measured> {
  await page.setViewportSize({ width: 1280, height: 800 });
  if (!page.url().startsWith('http')) await page.goto('/login');
  // A full load per screen: moving the router in place let the last screen's rows pass for the new one's.
  await page.evaluate((value) => window.localStorage.setItem('access_token', value), token);
  await page.goto(screen.path);
  await expect(page.locator(screen.ready).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main [aria-busy="true"], main .mantine-Skeleton-root')).toHaveCount(0, {
    timeout: 15_000,
  });
  return measureScreen(page);
}

/** Opens and measures each screen in turn. */
export async function walk(page: Page, screens: Screen[], token: (account: DemoAccount) => Promise<string>) {
  const found: string[] = [];
  for (const screen of screens) {
    const measured = await openAndMeasure(page, screen, await token(screen.account));
    found.push(...findings(screen, measured).map((f) => `${screen.account} ${screen.path}: ${f}`));
    for (const column of screen.columns ?? []) {
      const box = await page.getByTestId(`data-table-header-${column}`).boundingBox();
      if (!box || box.x < 0 || box.x + box.width > 1280 || box.y + box.height > 800)
        found.push(`${screen.account} ${screen.path}: column ${column} not in view (${JSON.stringify(box)})`);
    }
  }
  return found;
}

/** Everything the screen's user cannot read or press, plus a table that needs sideways scrolling. */
export function findings(screen: Screen, measured: Measured): string[] {
  const found = measured.problems.map((p) => `${p.what}: ${p.text} (${p.detail})`);
  for (const table of measured.scrolling) found.push(`${table} scrolls sideways at 1280 px`);
  if (screen.actions && measured.actions === 0) found.push('no row action measured');
  if (screen.badges && measured.badges === 0) found.push('no badge measured');
  return found;
}

/** A quotation pricing has priced (it has sell lines), from the demo seed. */
export async function pricedReference(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/app/v1/quotations?view=pricingAll&limit=100&status=QUOTED', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const items = ((await res.json()) as { items: { reference: string }[] }).items;
  if (!items.length) throw new Error('The demo seed has no QUOTED quotation');
  return items[0].reference;
}
