import type { Page } from '@playwright/test';
import { storedToken } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import {
  chooseClient,
  chooseLane,
  describeGoods,
  fillPackingLine,
  messageAt,
  PAGE_LOAD,
  profileAs,
  type NumberFormat,
} from './request-form-helpers';

/**
 * Issue 36, item 1: the request form cannot be lost. A crash of the form (forced through the
 * test-only hook of lib/test-hooks.ts) brings it back with everything typed, a reload and a closed
 * tab bring it back from its automatic draft, and sending clears that draft. In both number formats,
 * with a refused number among what is typed (kept as typed, still refused).
 */
test.use({ signedInAs: 'comercial' });
// Long: three openings of the form, each read afresh, on a machine shared by several browsers.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

const LANGUAGE = { US: 'en', LOCAL: 'es' } as const;
const REFUSED_VALUE = { US: '0.125', LOCAL: '-3' } as const;
// A cold load of the form's chunks on a machine shared by several runs.
const COLD_FORM = { timeout: 150_000 };
const SENDING = { timeout: 60_000 };

async function openForm(page: Page): Promise<void> {
  await page.goto('/mis-cotizaciones?new=1');
  await expect(page.getByTestId('request-form')).toBeVisible(COLD_FORM);
}

/** What was typed below, checked field by field. */
async function expectTyped(page: Page, marker: string, format: NumberFormat): Promise<void> {
  await expect(page.getByTestId('request-form-client')).toHaveValue('Frigorífico del Plata', PAGE_LOAD);
  await expect(page.getByTestId('request-form-origin')).toHaveValue(/^UYMVD/);
  await expect(page.getByTestId('request-form-destination')).toHaveValue(/^CNSHA/);
  await expect(page.getByTestId('request-form-incoterm')).toHaveValue(/^FOB /);
  await expect(page.getByTestId('request-form-goods-description')).toHaveValue(marker);
  await expect(page.getByTestId('request-form-client-reference')).toHaveValue(`PO-${marker.length}`);
  await expect(page.getByTestId('request-form-packing-weight')).toHaveValue('250');
  await expect(page.getByTestId('request-form-packing-quantity')).toHaveValue('3');
  // The refused number is kept as typed and still refused, never rounded into a number.
  const goodsValue = page.getByTestId('request-form-goods-value');
  await expect(goodsValue).toHaveValue(REFUSED_VALUE[format]);
  const rule = format === 'US' ? 'decimals' : 'negative';
  await expect(await messageAt(goodsValue)).toHaveText(
    translation(LANGUAGE[format], 'common', `numbers.errors.${rule}`).replace('{{max}}', '2'),
  );
}

async function draftsNamed(page: Page, marker: string): Promise<number> {
  const token = await storedToken(page);
  const response = await page.request.get('/app/v1/drafts?limit=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const items = ((await response.json()) as { items: { summary: string }[] }).items;
  return items.filter((d) => d.summary.includes(marker)).length;
}

for (const format of ['US', 'LOCAL'] as const) {
  test(`a crash, a reload and a closed tab each bring the typed request back, in ${format} format; sending clears it`, async ({
    page,
    context,
  }) => {
    const language = LANGUAGE[format];
    // The explicit test flag that arms the crash hook in this browser only.
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem('freight.testHooks', '1');
      } catch {
        // A frame without storage (about:blank): nothing to arm there.
      }
    });
    await profileAs(page, language, format);
    const marker = `Autoguardado ${format} ${Date.now()}`;
    await openForm(page);
    await chooseClient(page);
    await chooseLane(page, ['montevideo', 'UYMVD'], ['shanghai', 'CNSHA'], 'FOB');
    await describeGoods(page, marker);
    await page.getByTestId('request-form-client-reference').fill(`PO-${marker.length}`);
    await fillPackingLine(page, 0, { quantity: 3, weight: 250, length: 100, width: 100, height: 80 });
    await page.getByTestId('request-form-goods-value').fill(REFUSED_VALUE[format]);
    await expectTyped(page, marker, format);
    // Once typing paused, the work is in a server draft too (the status beside the buttons says so).
    const savedDraft = translation(language, 'quotationForm', 'autosave.savedDraft').replace(' {{time}}', '');
    await expect(page.getByTestId('request-form-autosave-status')).toContainText(savedDraft, PAGE_LOAD);

    // 1. The form fails while rendering: only the form is replaced, and it comes back as it was.
    await page.evaluate(() => window.dispatchEvent(new Event('freight:test-crash-request-form')));
    await expect(page.getByTestId('request-form-crashed')).toBeVisible();
    await expect(page.getByTestId('request-form')).toHaveCount(0);
    await expect(page.getByTestId('server-error')).toHaveCount(0);
    await page.getByTestId('request-form-recover').click();
    await expectTyped(page, marker, format);

    // 2. A reload (the browser asks first; the user goes on): the form opens again with the work.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByTestId('request-form-restored')).toBeVisible(COLD_FORM);
    await expectTyped(page, marker, format);

    // 3. The tab closed and a new one opened on the new request: the same.
    const second = await context.newPage();
    await page.close({ runBeforeUnload: false });
    await profileAs(second, language, format);
    await openForm(second);
    await expect(second.getByTestId('request-form-restored')).toBeVisible();
    await expectTyped(second, marker, format);
    // Kept on the server too once typing paused (the Drafts module), for another browser.
    await expect.poll(() => draftsNamed(second, marker), PAGE_LOAD).toBe(1);

    // Sending (once the number is fixed) clears the draft: the next new request starts empty.
    await second.getByTestId('request-form-goods-value').fill('2500');
    await second.getByTestId('request-form-submit').click();
    await expect(second.getByRole('alert').filter({ hasText: /[A-Z]{3}-\d{2}-\d{6}/ })).toBeVisible(SENDING);
    await expect(second.getByTestId('request-form')).toBeHidden();
    await expect.poll(() => draftsNamed(second, marker), PAGE_LOAD).toBe(0);
    await openForm(second);
    await expect(second.getByTestId('request-form-goods-description')).toHaveValue('');
    await expect(second.getByTestId('request-form-restored')).toHaveCount(0);
  });
}
