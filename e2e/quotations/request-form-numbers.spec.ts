import type { Page } from '@playwright/test';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import {
  chooseClient,
  chooseLane,
  chooseService,
  describeGoods,
  fillPackingLine,
  messageAt,
  PAGE_LOAD,
  profileAs,
  type NumberFormat,
} from './request-form-helpers';

/**
 * Issue 36, item 1: a value a number field refuses ("1.234" or "0.125" in US format in a weight,
 * "1.5" in a quantity, "-3" anywhere; "-3", "-1" in local format) turned the drawer into "500 · Algo
 * salió mal" (React error #301) and lost the request. Every number field of the request form, in
 * both number formats: the value shows its message at the field and the form keeps everything else.
 */
test.use({ signedInAs: 'comercial' });
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

type Rule = 'negative' | 'decimals' | 'integer';
type Refused = [text: string, rule: Rule];

const REFUSED: Record<NumberFormat, { decimal: Refused[]; whole: Refused[] }> = {
  US: {
    decimal: [
      ['1.234', 'decimals'],
      ['0.125', 'decimals'],
      ['-3', 'negative'],
    ],
    whole: [
      ['1.5', 'integer'],
      ['-3', 'negative'],
    ],
  },
  LOCAL: {
    decimal: [
      ['-3', 'negative'],
      ['-1', 'negative'],
      ['0,125', 'decimals'],
    ],
    whole: [
      ['1,5', 'integer'],
      ['-1', 'negative'],
    ],
  },
};

const LANGUAGE = { US: 'en', LOCAL: 'es' } as const;

type Group = 'packing' | 'values' | 'equipment';

/** Opens the form in the page's language and format, filled enough that losing it would show. */
async function openFilledForm(page: Page, format: NumberFormat, marker: string): Promise<void> {
  await profileAs(page, LANGUAGE[format], format);
  await page.goto('/mis-cotizaciones?new=1');
  await expect(page.getByTestId('request-form')).toBeVisible({ timeout: 90_000 });
  await chooseClient(page);
  await chooseLane(page, ['montevideo', 'UYMVD'], ['shanghai', 'CNSHA'], 'FOB');
  await describeGoods(page, marker);
  await fillPackingLine(page, 0, { quantity: 2, weight: 100, length: 120, width: 100, height: 90 });
  await page.getByTestId('request-form-goods-value').fill('2500');
  await page.getByTestId('request-form-has-insurance').check();
  await page.getByTestId('request-form-insurance-value').fill('300');
}

for (const format of ['US', 'LOCAL'] as const) {
  for (const group of ['packing', 'values', 'equipment'] as const satisfies readonly Group[]) {
    test(`${group}: each number field refuses what it cannot keep in ${format} format, and the form keeps the rest`, async ({
      page,
    }) => {
      const language = LANGUAGE[format];
      const message = (rule: Rule) => translation(language, 'common', `numbers.errors.${rule}`).replace('{{max}}', '2');
      const marker = `Números ${format} ${group} ${Date.now()}`;
      await openFilledForm(page, format, marker);

      const keepsTheRest = async (except: string) => {
        await expect(page.getByTestId('request-form-client')).toHaveValue('Frigorífico del Plata');
        await expect(page.getByTestId('request-form-goods-description')).toHaveValue(marker);
        const other =
          except === 'request-form-goods-value' ? 'request-form-insurance-value' : 'request-form-goods-value';
        await expect(page.getByTestId(other)).toHaveValue(
          other.endsWith('goods-value') ? (format === 'US' ? '2,500' : '2.500') : '300',
        );
      };
      /** Types each refused value key by key, as a person would, then puts a valid value back. */
      const refuseEach = async (testId: string, values: Refused[], valid: string) => {
        const field = page.getByTestId(testId).first();
        for (const [text, rule] of values) {
          await field.fill('');
          await field.pressSequentially(text);
          await expect(await messageAt(field)).toHaveText(message(rule));
          // The text stays as typed, the drawer stays (no "500"), and so does every other field.
          await expect(field).toHaveValue(text);
          await expect(page.getByTestId('server-error')).toHaveCount(0);
          await keepsTheRest(testId);
        }
        await field.fill(valid);
        await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      };

      if (group === 'packing') {
        await refuseEach('request-form-packing-quantity', REFUSED[format].whole, '2');
        for (const field of ['weight', 'length', 'width', 'height']) {
          await refuseEach(`request-form-packing-${field}`, REFUSED[format].decimal, '100');
        }
      } else if (group === 'values') {
        await refuseEach('request-form-goods-value', REFUSED[format].decimal, '2500');
        await refuseEach('request-form-insurance-value', REFUSED[format].decimal, '300');
      } else {
        // Containers (FCL) and trucks (road FTL): their quantities are whole numbers.
        await chooseService(page, 'SEA', 'SEA_FCL');
        await expect(page.getByTestId('request-form-containers-quantity')).toBeVisible(PAGE_LOAD);
        await refuseEach('request-form-containers-quantity', REFUSED[format].whole, '1');
        await chooseService(page, 'ROAD', 'ROAD_FTL');
        await expect(page.getByTestId('request-form-trucks-quantity')).toBeVisible(PAGE_LOAD);
        await refuseEach('request-form-trucks-quantity', REFUSED[format].whole, '1');
      }
    });
  }
}
