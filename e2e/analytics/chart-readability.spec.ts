import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';

test.use({ signedInAs: 'analista' });

test('the service chart names its axes, and the Y limit bounds the polar chart', async ({ page }) => {
  await page.goto('/general-dashboards');
  const language = await pageLanguage(page);
  const services = page.getByTestId('chart-services');
  await expect(services.locator('.recharts-bar-rectangle').first()).toBeVisible(PAGE_LOAD);
  await expect(
    services.locator('.recharts-label').filter({ hasText: translation(language, 'analytics', 'axes.service') }),
  ).toBeVisible();
  await expect(
    services.locator('.recharts-label').filter({ hasText: translation(language, 'analytics', 'axes.quotations') }),
  ).toBeVisible();

  // Polar with a Y limit: the radial axis ends at the limit, whatever the figures.
  await page.getByTestId('chart-option-kind').getByText('Polar').click();
  const monthly = page.getByTestId('chart-monthly');
  await expect(monthly).toHaveAttribute('data-kind', 'polar');
  await page.getByTestId('chart-option-ymax').fill('4');
  await expect(monthly.locator('.recharts-polar-radius-axis-tick text').last()).toHaveText('4');
});
