import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/sessions';
import { answerConfirm, label, PAGE_LOAD, rows } from './helpers';

// A demo client no other browser test changes, so its portal switches are this file's own.
const CLIENT = 'Agro Andina 46';

async function openPortalTab(page: Page): Promise<void> {
  await page.goto('/clients');
  await page.getByTestId('clients-filter-search').fill(CLIENT, PAGE_LOAD);
  await rows(page.getByTestId('clients-table')).filter({ hasText: CLIENT }).getByTestId('client-link').click(PAGE_LOAD);
  await page.getByTestId('client-tab-portal').click(PAGE_LOAD);
}

test.describe('client portal settings (/clients/{id}, Client portal tab)', () => {
  test.describe('with UPDATE_USER', () => {
    test.use({ signedInAs: 'admin' });

    test('admin turns instant prices off, saves after confirming, and finds it kept after a reload', async ({
      page,
    }) => {
      await openPortalTab(page);
      const instant = page.getByTestId('client-portal-instantPrices');
      const limit = page.getByTestId('client-portal-dailyRequestLimit');
      const save = async () => {
        await page.getByTestId('client-portal-save').click();
        await answerConfirm(page, 'confirm', CLIENT, await label(page, 'clients', 'portal.save'));
        await expect(page.getByText(await label(page, 'clients', 'portal.saved', { name: CLIENT }))).toBeVisible();
      };
      // Mantine's switch input is zero-sized under its track: forced, the state is still asserted after.
      // From a known state (the switches on), whatever an earlier run left.
      await page.getByTestId('client-portal-selfQuoting').check({ force: true });
      await instant.check({ force: true });
      await save();

      // Out of bounds: the field says so and nothing is sent.
      await limit.fill('501');
      await page.getByTestId('client-portal-save').click();
      await expect(
        page.getByText(await label(page, 'clients', 'portal.limitRange', { min: '1', max: '500' })).first(),
      ).toBeVisible();
      await limit.fill('35');
      await instant.uncheck({ force: true });
      await save();

      await page.reload();
      await page.getByTestId('client-tab-portal').click(PAGE_LOAD);
      await expect(instant).not.toBeChecked();
      await expect(page.getByTestId('client-portal-selfQuoting')).toBeChecked();
      await expect(limit).toHaveValue('35');
    });
  });

  test.describe('without UPDATE_USER', () => {
    test.use({ signedInAs: 'comercial' });

    test('a commercial sees the portal settings read-only: disabled inputs and no save button', async ({ page }) => {
      await openPortalTab(page);
      await expect(page.getByTestId('client-portal-form')).toBeVisible();
      await expect(page.getByTestId('client-portal-instantPrices')).toBeDisabled();
      await expect(page.getByTestId('client-portal-dailyRequestLimit')).toBeDisabled();
      await expect(page.getByTestId('client-portal-save')).toHaveCount(0);
    });
  });
});
