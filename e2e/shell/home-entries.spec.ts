import { DEMO_ACCOUNTS } from '../fixtures/accounts';
import { expect, test } from '../fixtures/sessions';

// Home is a lazy chunk and its menu waits for the module switches: more than the default 5 s on a busy machine.
const LOAD = { timeout: 30_000 };

/** Issue 36 item 18: home shows each role its own entry points; support staff get their desk. */
test.describe('home entry points per demo account', () => {
  test.describe('soporte', () => {
    test.use({ signedInAs: 'soporte' });

    test('support staff see the support desk on home, not "no sections enabled", and it opens the desk', async ({
      page,
    }) => {
      await page.goto('/home');
      await expect(page.getByTestId('home-group-support')).toBeVisible(LOAD);
      await expect(page.getByTestId('home-no-entries')).toHaveCount(0);
      await page.getByTestId('home-link-supportDesk').click();
      await expect(page).toHaveURL(/\/support\?tab=desk$/);
      await expect(page.getByTestId('support-tab-desk')).toHaveAttribute('aria-selected', 'true', LOAD);
    });
  });

  for (const account of DEMO_ACCOUNTS) {
    test.describe(account, () => {
      test.use({ signedInAs: account });

      test(`${account} has its own entry points on home (only the guest has none)`, async ({ page }) => {
        await page.goto('/home');
        await expect(page.getByTestId('home-greeting')).toBeVisible(LOAD);
        const links = page.locator('[data-testid^="home-link-"]');
        if (account === 'invitado') {
          // A user with no permission at all: the notice is the truth.
          await expect(page.getByTestId('home-no-entries')).toBeVisible(LOAD);
          await expect(links).toHaveCount(0);
        } else {
          await expect(links.first()).toBeVisible(LOAD);
          await expect(page.getByTestId('home-no-entries')).toHaveCount(0);
        }
      });
    });
  }
});
