import type { Locator, Page } from '@playwright/test';
import {
  axeFindings,
  navigateInApp,
  reportWalk,
  settled,
  useLanguageAndScheme,
  type AxeFinding,
} from '../fixtures/axe';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';

/**
 * Issue 47: every modal and drawer takes the focus when it opens and gives it back to the control
 * that opened it when Escape closes it (2.4.3, 2.1.2). One signed-in page (admin, who opens them all)
 * walks the screens client-side; each dialog is opened from the keyboard (Enter on its opener), and
 * axe checks the page with the dialog open (a serious or critical finding fails the walk).
 */

type Opening = {
  /** The screen, as a path of the route table. */
  path: string;
  /** The control that opens the dialog. */
  opener: string;
  /** The control the focus returns to, when it is not the opener (a menu's item closes with its menu). */
  returnsTo?: string;
  /** A menu to open first (the opener is one of its items). */
  menu?: string;
};

const OPENINGS: readonly Opening[] = [
  { path: '/mis-cotizaciones', opener: 'quotations-new' },
  { path: '/operativa/general', opener: 'filters-more' },
  { path: '/pricing/tarifas', opener: 'rates-exchange' },
  { path: '/pricing/tarifas', opener: 'rates-import' },
  { path: '/pricing/tarifas', opener: 'rates-carrier-sheet' },
  { path: '/pricing/recargos', opener: 'surcharge-new' },
  { path: '/pricing/reglas-cotizacion', opener: 'rule-new' },
  { path: '/clients', opener: 'client-new' },
  { path: '/proveedores', opener: 'provider-new' },
  { path: '/charge-codes', opener: 'charge-code-new' },
  { path: '/document-types', opener: 'record-type-new' },
  { path: '/note-types', opener: 'record-type-new' },
  { path: '/usuarios', opener: 'user-new' },
  { path: '/notas', opener: 'standard-note-new' },
  { path: '/operativa/general', opener: 'operation-new' },
  { path: '/operativa/general', opener: 'operations-import' },
  { path: '/operativa/express', opener: 'operation-new' },
  { path: '/support', opener: 'support-new-ticket' },
  { path: '/general-dashboards', opener: 'dashboard-present' },
  { path: '/home', opener: 'support-widget-button' },
  { path: '/settings', menu: 'user-menu', opener: 'user-menu-password', returnsTo: 'user-menu' },
];

/** The dialog that holds the focus, if any (Mantine's modals and drawers are role="dialog"). */
function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
}

async function openFromKeyboard(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeEnabled(PAGE_LOAD);
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('focus into and out of every modal and drawer', () => {
  test.use({ signedInAs: 'admin' });
  // A ceiling, not a wait: about twenty screens and dialogs in one page, axe in each dialog (56 s on a
  // quiet machine, 33 s without axe; a CI machine shared by two workers takes two to three times that).
  test.describe.configure({ timeout: 300_000 });

  test('each dialog takes the focus on open and returns it to its opener on Escape', async ({ page }, testInfo) => {
    const started = Date.now();
    const failures: string[] = [];
    const found: AxeFinding[] = [];
    await useLanguageAndScheme(page, 'es', 'dark');
    await page.goto('/home');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible(PAGE_LOAD);
    for (const opening of OPENINGS) {
      const where = `${opening.path} ${opening.opener}`;
      await test.step(where, async () => {
        if (new URL(page.url()).pathname !== opening.path) {
          // Wait for the next screen's title: the previous screen may have an opener of the same name.
          const title = await heading.textContent();
          await navigateInApp(page, opening.path);
          await expect(heading).not.toHaveText(title ?? '', PAGE_LOAD);
          await settled(page);
        }
        if (opening.menu) await openFromKeyboard(page, page.getByTestId(opening.menu));
        const opener = page.getByTestId(opening.opener).first();
        await openFromKeyboard(page, opener);
        const dialog = page.getByRole('dialog');
        await expect(dialog.first()).toBeVisible(PAGE_LOAD);
        await expect.poll(() => focusInDialog(page), { message: `${where}: focus into the dialog` }).toBe(true);
        // Axe reads the dialog once its content has loaded, and only the dialog: the screen under it is
        // checked by the route walks, and a whole page per dialog took the walk from 33 s to 88 s.
        await settled(page);
        found.push(...(await axeFindings(page, `admin dialog ${where}`, ['[role="dialog"]'])));
        // Escape closes the innermost popup first (a field's open list), then the dialog.
        await expect(async () => {
          await page.keyboard.press('Escape');
          await expect(dialog).toHaveCount(0, { timeout: 2_000 });
        }).toPass({ timeout: 15_000 });
        const back = opening.returnsTo ? page.getByTestId(opening.returnsTo) : opener;
        try {
          await expect(back).toBeFocused({ timeout: 5_000 });
        } catch {
          const focused = await page.evaluate(
            () => `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('data-testid') ?? ''}`,
          );
          failures.push(`${where}: focus did not return (on ${focused})`);
        }
      });
    }
    console.log(`[dialogs] ${OPENINGS.length} dialogs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect.soft(failures).toEqual([]);
    await reportWalk(testInfo, 'admin dialogs (es, dark)', OPENINGS.length, started, found);
  });
});
