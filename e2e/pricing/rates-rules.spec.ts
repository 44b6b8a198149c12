import type { Page } from '@playwright/test';
import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { staffPage } from '../fixtures/staff-page';
import { expect, test } from '../fixtures/sessions';
import {
  chooseClient,
  chooseLane,
  chooseService,
  describeGoods,
  openNewRequest,
  pick,
  search,
  sendRequest,
} from '../quotations/request-form-helpers';

/**
 * Issue 15, "Done when": pricing creates a rate and an AUTORATE rule through their screens; comercial
 * fills a matching request and sees the instant price before sending; the request arrives QUOTED, with
 * sells and an event naming the rule, without pricing touching it. Barcelona → Montevideo FCL is a lane
 * no other browser test requests.
 */

const LOAD = { timeout: 20_000 };
test.describe.configure({ timeout: 180_000 });

/** dd/mm/yyyy of a day from today in the demo users' time zone. */
function dmy(offsetDays: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Montevideo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + offsetDays * 86_400_000));
  return parts;
}

async function label(page: Page, namespace: string, key: string): Promise<string> {
  return translation(await pageLanguage(page), namespace, key);
}

test('pricing rates a lane and adds an AUTORATE rule; the commercial sees the instant price and the request arrives QUOTED by the rule', async ({
  browser,
  baseURL,
  demoToken,
  request,
}) => {
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const ruleName = `E2E Barcelona ${tag}`;
  const pricing = await staffPage(browser, baseURL!, await demoToken('pricing'), LOAD.timeout);

  // 1. A rate: the form refuses a charge without a code in its slot, then saves.
  await pricing.goto('/pricing/tarifas');
  await expect(pricing.getByTestId('rates-table')).toBeVisible(LOAD);
  await pricing.getByTestId('rate-new').click();
  await expect(pricing.getByTestId('rate-form')).toBeVisible(LOAD);
  await search(pricing, 'rate-origin', 'barcelona', 'ESBCN');
  await search(pricing, 'rate-destination', 'montevideo', 'UYMVD');
  await pricing.getByTestId('rate-valid-from').fill(dmy(-1));
  await pricing.getByTestId('rate-valid-to').fill(dmy(30));
  await pricing.getByTestId('rate-carrier').fill('LEVANTE');
  await pricing
    .getByRole('option', { name: /^LEVANTE/ })
    .first()
    .click();
  await pricing.getByTestId('rate-description').fill(`FCL Barcelona ${tag}`);
  await pricing.getByTestId('rate-transit').fill('26');
  await pricing.getByTestId('rate-save').click();
  await expect(pricing.getByTestId('rate-slot-INVALID_CHARGES')).toHaveText(
    await label(pricing, 'errors', 'RATE_INVALID_CHARGES'),
  );
  await pick(pricing.getByTestId('rate-charge-0-code'), /^OFT /);
  await pick(
    pricing.getByTestId('rate-charge-0-calculator'),
    new RegExp(`^${await label(pricing, 'rates', 'calculators.PER_CONTAINER')}`),
  );
  await pricing.getByTestId('rate-charge-0-amount').fill('1500');
  // The answer is read so that a refusal names its reason instead of a URL that never changes.
  const saved = pricing.waitForResponse((r) => r.request().method() === 'POST' && /\/rates$/.test(r.url()), LOAD);
  await pricing.getByTestId('rate-save').click();
  const answer = await saved;
  expect(answer.status(), await answer.text()).toBe(201);
  await expect(pricing).toHaveURL(/\/pricing\/tarifas\/[0-9a-f-]{36}$/, LOAD);
  await expect(pricing.getByTestId('rate-slot-INVALID_CHARGES')).toBeHidden();
  await expect(pricing.getByTestId('rate-version')).toHaveText(/1/);

  // 2. An AUTORATE rule for the lane, with a 20 % margin and send off.
  await pricing.goto('/pricing/reglas-cotizacion');
  await pricing.getByTestId('rule-new').click();
  await pricing.getByTestId('rule-name').fill(ruleName);
  await pricing.getByTestId('rule-margin').fill('20');
  await pricing.getByTestId('rule-add-filter').click();
  await pricing.getByTestId('rule-filter-1-value').fill('ESBCN');
  await pricing.getByTestId('rule-test').click();
  await expect(pricing.getByTestId('rule-test-result')).toBeVisible(LOAD);
  await pricing.getByTestId('rule-save').click();
  await expect(pricing.locator(`[data-testid="rule-row"][data-name="${ruleName}"]`)).toBeVisible(LOAD);

  // 3. The commercial fills a matching FCL request and sees the rate's price before sending.
  const commercial = await staffPage(browser, baseURL!, await demoToken('comercial'), LOAD.timeout);
  await openNewRequest(commercial);
  await chooseService(commercial, 'SEA', 'SEA_FCL');
  await chooseClient(commercial);
  await chooseLane(commercial, ['barcelona', 'ESBCN'], ['montevideo', 'UYMVD'], 'FOB');
  await pick(commercial.getByTestId('request-form-containers-type').first(), /^40HC /);
  // An FCL request states the cargo weight per container (issue 36, item 9).
  await commercial.getByTestId('request-form-containers-weight').first().fill('18000');
  const option = commercial.getByTestId('instant-quote-option').filter({ hasText: 'Transitarios Levante' });
  // 1 x 40HC at 1,500.00 plus the rule's 20 %.
  await expect(option.getByTestId('instant-quote-total')).toHaveText('USD 1,800.00', LOAD);
  await expect(commercial.getByTestId('instant-quote')).toContainText(ruleName);
  await describeGoods(commercial, `Maquinaria ${tag}`);
  const reference = await sendRequest(commercial);

  // 4. It arrives QUOTED with its sells and an event naming the rule; pricing never touched it.
  const token = await demoToken('comercial');
  const detail = await request.get(`/app/v1/quotations/${reference}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await detail.json()) as { status: string; pricingUser: unknown }).status).toBe('QUOTED');
  await commercial.goto(`/mis-cotizaciones/${reference}`);
  await commercial.getByTestId('quotation-tab-events').click();
  const auto = commercial.locator('[data-testid="quotation-event"][data-kind="AUTO_PRICED"]');
  await expect(auto.getByTestId('quotation-event-detail')).toContainText(ruleName, LOAD);
  const pricingToken = await demoToken('pricing');
  const sells = await request.get(`/app/v1/quotations/${reference}/sells`, {
    headers: { Authorization: `Bearer ${pricingToken}` },
  });
  expect(((await sells.json()) as { lines: { sellAmount: number }[] }).lines.map((l) => l.sellAmount)).toEqual([1800]);
});

test("pricing enters a day's exchange rate; the table in force that day shows it, and a day that does not exist is refused", async ({
  browser,
  baseURL,
  demoToken,
  request,
}) => {
  const pricing = await staffPage(browser, baseURL!, await demoToken('pricing'), LOAD.timeout);
  // A day of its own, far ahead: today's instant quotes (the test above) keep today's table.
  const offset = 400 + Math.floor(Math.random() * 300);
  await pricing.goto('/pricing/tarifas');
  await pricing.getByTestId('rates-exchange').click();
  const modal = pricing.getByTestId('exchange-rates-modal');
  // The modal's root has no box of its own: its fields show whether it is open.
  await expect(modal.getByTestId('exchange-day')).toBeVisible(LOAD);
  await modal.getByTestId('exchange-day').fill(dmy(offset));
  // A whole number reads the same in either number format a parallel test may have set.
  const uyu = modal.getByTestId('exchange-UYU');
  await expect(uyu).toBeEnabled(LOAD);
  await uyu.fill('43');
  await modal.getByTestId('exchange-save').click();
  await expect(modal.getByTestId('exchange-day')).toBeHidden(LOAD);

  await pricing.getByTestId('rates-exchange').click();
  await modal.getByTestId('exchange-day').fill(dmy(offset));
  await expect(modal.getByTestId('exchange-UYU')).toHaveValue('43', LOAD);
  await expect(modal).toContainText(await label(pricing, 'rates', 'exchange.enteredThatDay'));

  const [d, m, y] = dmy(offset).split('/');
  const headers = { Authorization: `Bearer ${await demoToken('pricing')}` };
  const table = (await (await request.get(`/app/v1/exchange-rates?day=${y}-${m}-${d}`, { headers })).json()) as {
    currency: string;
    perUsd: number;
    day: string;
  }[];
  expect(table.find((r) => r.currency === 'UYU')).toEqual({ currency: 'UYU', perUsd: 43, day: `${y}-${m}-${d}` });
  const refused = await request.put('/app/v1/exchange-rates/2026-02-30', {
    headers,
    data: { rates: [{ currency: 'UYU', perUsd: 40 }] },
  });
  expect([refused.status(), ((await refused.json()) as { code: string }).code]).toEqual([400, 'DATE_INVALID']);
});

test('the rules screen says each condition in words: services and modes by name, an empty list as "any"', async ({
  browser,
  baseURL,
  demoToken,
}) => {
  const pricing = await staffPage(browser, baseURL!, await demoToken('pricing'), LOAD.timeout);
  await pricing.goto('/pricing/reglas-cotizacion');
  await expect(pricing.getByTestId('rules-table')).toBeVisible(LOAD);
  // The demo seed's two rules (prisma/seed/demo-rates.ts) hold SEA_FCL, AIR and an AUTORATE with no value.
  const valencia = pricing.locator('[data-testid="rule-row"][data-name="Valencia FCL automático"]');
  const madrid = pricing.locator('[data-testid="rule-row"][data-name="Aéreo desde Madrid: revisar"]');
  const service = await label(pricing, 'quotations', 'services.SEA_FCL');
  const equals = await label(pricing, 'rates', 'rules.conditions.EQUALS');
  await expect(valencia.getByTestId('rule-filter-text')).toContainText([
    (await label(pricing, 'rates', 'rules.emptyValue.any')).replace(
      '{{field}}',
      await label(pricing, 'rates', 'rules.filterTypes.AUTORATE'),
    ),
    // A port code the catalogue knows is named: "Valencia (ESVLC)".
    `${await label(pricing, 'rates', 'rules.filterTypes.ORIGIN')} ${equals} Valencia (ESVLC)`,
    `${await label(pricing, 'rates', 'rules.filterTypes.MODE')} ${equals} ${service}`,
  ]);
  await expect(madrid.getByTestId('rule-filter-text').nth(1)).toHaveText(
    `${await label(pricing, 'rates', 'rules.filterTypes.TRANSPORT_MODE')} ${equals} ${await label(pricing, 'quotations', 'modes.AIR')}`,
  );
  for (const row of [valencia, madrid]) {
    await expect(row).not.toContainText(/\bSEA_FCL\b|\bAIR\b|·/);
  }
});
