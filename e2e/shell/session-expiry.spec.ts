import { pageLanguage, storedClaims, storedToken } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';

// Spec sections 4 and 9: the token is checked every 5 minutes.
const SESSION_CHECK_INTERVAL_MS = 300_000;

test.use({ signedInAs: 'operativo' });

test('a token whose exp passes while the page is open sends the user to sign in at the next check', async ({
  page,
}) => {
  // The page's timers run on Playwright's clock, so the 5-minute check can be reached at once.
  await page.clock.install();
  await page.goto('/operativa/general');
  await expect(page.getByTestId('header')).toBeVisible();
  const { exp } = await storedClaims(page);

  // The token's exp arrives without any timer running: nothing has checked it yet.
  await page.clock.setSystemTime(exp * 1000);
  await expect(page).toHaveURL(/\/operativa\/general$/);
  expect(await storedToken(page)).not.toBeNull();

  // One check interval later the periodic check has ended the session.
  await page.clock.fastForward(SESSION_CHECK_INTERVAL_MS);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByTestId('header')).toHaveCount(0);
  await expect(page.getByTestId('session-expired')).toHaveText(
    translation(await pageLanguage(page), 'auth', 'sessionExpired'),
  );
});

test('a token that is still valid survives the periodic check', async ({ page }) => {
  await page.clock.install();
  await page.goto('/home');
  await expect(page.getByTestId('header')).toBeVisible();

  await page.clock.fastForward(SESSION_CHECK_INTERVAL_MS);
  await expect(page).toHaveURL(/\/home$/);
  expect(await storedToken(page)).not.toBeNull();
});
