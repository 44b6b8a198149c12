import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';

/** Issue 47: the shell's skip link and landmarks, and the accessibility statement in es, en and pt. */
test.describe('skip link and landmarks', () => {
  test.use({ signedInAs: 'comercial' });

  test('the first Tab shows the skip link, which moves the focus to the main content', async ({ page }) => {
    await page.goto('/mis-cotizaciones');
    await expect(page.getByTestId('screen-title')).toBeVisible(PAGE_LOAD);
    // Landmarks: one banner, the main menu, one main region; one h1 (the screen's title).
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('navigation')).not.toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('es', 'nav', 'screens.myQuotations'));

    const skip = page.getByTestId('skip-link');
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveText(translation('es', 'nav', 'skipToContent'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(skip).not.toBeInViewport();
    // The next Tab goes on from the content, not back to the header's menu.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement));
    expect(inMain).toBe(true);
  });

  test('the user menu links to the accessibility statement', async ({ page }) => {
    await page.goto('/home');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-accessibility').click();
    await expect(page).toHaveURL(/\/accesibilidad$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      translation('es', 'nav', 'screens.accessibility'),
      PAGE_LOAD,
    );
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByTestId('accessibility-feedback')).toContainText(
      translation('es', 'accessibility', 'feedback.title'),
    );
  });
});

test.describe('accessibility statement signed out', () => {
  for (const language of ['es', 'en', 'pt'] as const) {
    test(`sign-in links to the statement, in ${language}`, async ({ page }) => {
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      await page.goto('/login');
      await page.getByTestId('accessibility-link').click();
      await expect(page).toHaveURL(/\/accesibilidad$/);
      const statement = page.getByTestId('accessibility-statement');
      await expect(statement.getByRole('heading', { level: 1 })).toHaveText(
        translation(language, 'nav', 'screens.accessibility'),
        PAGE_LOAD,
      );
      for (const section of ['status', 'measures', 'limitations', 'feedback']) {
        await expect(statement.getByRole('heading', { level: 2 })).toContainText([
          translation(language, 'accessibility', `${section}.title`),
        ]);
      }
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.getByTestId('accessibility-back').click();
      await expect(page.getByTestId('login-form')).toBeVisible();
    });
  }
});
