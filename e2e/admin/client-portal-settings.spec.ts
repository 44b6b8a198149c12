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
        // The first save's toast may still show (5 s): the newest is this save's.
        await expect(
          page.getByText(await label(page, 'clients', 'portal.saved', { name: CLIENT })).last(),
        ).toBeVisible();
      };
      const setSwitch = async (name: 'selfQuoting' | 'instantPrices', on: boolean) => {
        const input = page.getByTestId(`client-portal-${name}`);
        await input.setChecked(on);
        await expect(input).toBeChecked({ checked: on });
      };
      // From a known state (the switches on), whatever an earlier run left.
      await setSwitch('selfQuoting', true);
      await setSwitch('instantPrices', true);
      await save();

      // Out of bounds: the field says so and nothing is sent.
      await limit.fill('501');
      await page.getByTestId('client-portal-save').click();
      await expect(limit).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await limit.fill('35');
      await setSwitch('instantPrices', false);
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
