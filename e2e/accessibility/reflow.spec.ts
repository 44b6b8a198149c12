import type { Locator, Page } from '@playwright/test';
import { requestAgentLink } from '../agent-costs/agent-link';
import { pageLanguage } from '../fixtures/auth';
import { settled } from '../fixtures/axe';
import { translation } from '../fixtures/locales';
import { requireMailSink } from '../fixtures/mail';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';

/**
 * Issue 47, reflow (WCAG 1.4.10): the pages people open on phones, the agent's cost page (signed link,
 * no sign-in) and the client portal (list, detail, request form), at 320 CSS px: the page never scrolls
 * sideways (a wide table may scroll inside its own region) and its main actions are on screen.
 */

const PHONE = { width: 320, height: 640 };

/** The page scrolls no wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    // What sticks out, named for the failure message: the outermost elements past the right edge that
    // no scrolling or clipping box of their own holds.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && !clipped(el),
    );
    const outermost = past
      .filter((el) => !past.includes(el.parentElement as HTMLElement))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}[${el.dataset.testid ?? el.className}]`);
    return { scroll: root.scrollWidth, client: root.clientWidth, outermost };
  });
  expect(widths.scroll, `${where} scrolls sideways: ${JSON.stringify(widths)}`).toBeLessThanOrEqual(widths.client);
}

/**
 * The control is shown whole within the page's width (scrolled into view vertically), and nothing
 * covers it: a trial click checks it would receive the pointer (it clicks nothing).
 */
async function expectWithinWidth(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeVisible();
  await control.click({ trial: true, timeout: 5_000 });
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

test.describe('reflow at 320 px', () => {
  test.use({ viewport: PHONE });

  test.describe('client portal', () => {
    test.use({ signedInAs: 'cliente' });

    test('the portal list, a quotation and the request form fit 320 px with their actions on screen', async ({
      page,
    }) => {
      const started = Date.now();
      await page.goto('/client-quotation');
      const link = page.getByTestId('portal-quotation-link').first();
      await expect(link).toBeVisible(PAGE_LOAD);
      await settled(page);
      await expectNoSidewaysScroll(page, 'portal list');
      // The header keeps its menu (or its "More") and the user's menu on screen; the brand gives way.
      await expectWithinWidth(page.getByTestId('menu-groups').locator('a, button').last());
      await expectWithinWidth(page.getByTestId('user-menu'));
      await expectWithinWidth(page.getByTestId('portal-new-request'));
      await expectWithinWidth(link);

      await link.click();
      await expect(page.getByTestId('portal-detail-reference')).toBeVisible(PAGE_LOAD);
      await settled(page);
      await expectNoSidewaysScroll(page, 'portal detail');
      await expectWithinWidth(page.getByTestId('portal-back'));
      await expectWithinWidth(page.getByTestId('portal-pdf'));
      // The lines' table is wider than a phone: it scrolls inside its own region, which fits.
      await expectWithinWidth(
        page.getByRole('region', { name: translation(await pageLanguage(page), 'clientPortal', 'detail.lines') }),
      );

      await page.goto('/client-quotation/new');
      await expect(page.getByTestId('portal-request-form')).toBeVisible(PAGE_LOAD);
      await settled(page);
      await expectNoSidewaysScroll(page, 'portal request form');
      await expectWithinWidth(page.getByTestId('portal-request-submit'));
      console.log(`[reflow] portal at 320 px: 3 pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
  });

  test('the agent cost page fits 320 px with its form and send button on screen', async ({ page, request }) => {
    requireMailSink();
    const link = await requestAgentLink(request, 'Reflow goods');
    const started = Date.now();
    await page.goto(link.path);
    await expect(page.getByTestId('costs-form')).toBeVisible(PAGE_LOAD);
    await settled(page);
    await expectNoSidewaysScroll(page, 'agent cost page');
    await expectWithinWidth(page.getByTestId('cost-0-description'));
    await expectWithinWidth(page.getByTestId('cost-0-charge-0-amount'));
    await expectWithinWidth(page.getByTestId('costs-submit'));
    console.log(`[reflow] agent page at 320 px in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});
