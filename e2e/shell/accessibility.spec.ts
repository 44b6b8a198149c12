import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/accounts';
import { expect, storedToken, test } from '../fixtures/auth';

// Serious and critical findings fail the test; minor and moderate ones are left to review.
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Push toasts are checked where a test shows its own; elsewhere another test's toast may be fading in. */
async function blockingViolations(page: Page, { withToasts = false } = {}): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  if (!withToasts) axe = axe.exclude('[data-testid="notification-toast"]');
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

// Dark is the default; the user menu switches to light (remembered in localStorage), which must read as well.
for (const scheme of ['dark', 'light'] as const) {
  test.describe(`accessibility in the ${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      if (scheme === 'light') await page.addInitScript(() => localStorage.setItem('color-scheme', 'light'));
    });

    const expectScheme = (page: Page) =>
      expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);

    test('sign-in has no serious or critical violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByTestId('login-form')).toBeVisible();
      await expectScheme(page);
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('home with the notification bell open has no serious or critical violations', async ({ page, loginAs }) => {
      await loginAs('pricing');
      await expect(page.getByTestId('home-entry-points')).toBeVisible();
      await expectScheme(page);
      await page.getByTestId('notification-bell').click();
      await expect(page.getByTestId('notification-list').or(page.getByTestId('notification-empty'))).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test.describe('with push toasts shown', () => {
      test.use({ pushToasts: 'shown' });

      test('a push toast has no serious or critical violations', async ({ page, request, loginAs }) => {
        // soporte: no other test notifies them, so the only toast on screen is this test's own.
        await loginAs('soporte');
        await expect(page.getByTestId('home-greeting')).toBeVisible();
        await expectScheme(page);
        await page.getByTestId('notification-bell').click();
        await expect(page.getByTestId('notification-list').or(page.getByTestId('notification-empty'))).toBeVisible();

        // A notice pushed to them shows its toast (title and message) over the page.
        const me = await request.get('/auth/v1/me', {
          headers: { Authorization: `Bearer ${await storedToken(page)}` },
        });
        const { id } = (await me.json()) as { id: string };
        const admin = await request.post('/auth/v1/login', {
          data: { username: 'administrativo', password: DEMO_PASSWORD },
        });
        const { access_token: adminToken } = (await admin.json()) as { access_token: string };
        const title = `Aviso accesible ${scheme}`;
        const sent = await request.post('/app/v1/notification/', {
          headers: { Authorization: `Bearer ${adminToken}` },
          data: { recipientId: id, title, message: 'Texto del aviso para revisar su contraste.' },
        });
        expect(sent.status()).toBe(201);
        const toast = page.getByTestId('notification-toast').filter({ hasText: title });
        await expect(toast).toBeVisible();
        // Checked once its entrance transition is over (mid-fade colours are not what anyone reads).
        await expect
          .poll(() => toast.evaluate((el) => getComputedStyle(el.closest('[data-position]') ?? el).opacity))
          .toBe('1');
        // ...and no transition is left running on it (instead of a fixed wait).
        await expect
          .poll(() =>
            toast.evaluate((el) => (el.closest('[data-position]') ?? el).getAnimations({ subtree: true }).length),
          )
          .toBe(0);
        expect(await blockingViolations(page, { withToasts: true })).toEqual([]);
      });
    });

    test('settings has no serious or critical violations', async ({ page, loginAs }) => {
      await loginAs('admin');
      await page.goto('/settings');
      await expect(page.getByTestId('settings-page')).toBeVisible();
      await expectScheme(page);
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}
