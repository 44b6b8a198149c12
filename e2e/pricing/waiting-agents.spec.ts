import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';

test.use({ signedInAs: 'pricing' });

// Issue 16: pricing sees the agents who have not answered within the reminder time (24 h by default),
// under the quotations in process. The demo's requests are all answered: the list is empty.
test('the in-process screen lists the agents waiting past the reminder time', async ({ page }) => {
  const waiting = page.waitForResponse((r) => r.url().includes('/app/v1/cost-requests/waiting'));
  await page.goto('/pricing/en-proceso');
  expect((await waiting).status()).toBe(200);
  const panel = page.getByTestId('waiting-agents');
  const language = await pageLanguage(page);
  await expect(panel.getByRole('heading', { name: translation(language, 'pricing', 'waiting.title') })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(panel).toContainText(translation(language, 'pricing', 'waiting.hint_other').replace('{{count}}', '24'));
  await expect(panel).toContainText(translation(language, 'pricing', 'waiting.empty'));
});
