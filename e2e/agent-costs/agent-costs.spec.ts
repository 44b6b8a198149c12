import { expect, test, type Browser, type Page } from '@playwright/test';
import { answerConfirm } from '../fixtures/confirm';
import { translation } from '../fixtures/locales';
import { requireMailSink } from '../fixtures/mail';
import { AGENT_NAME, CLIENT_NAME, linkContext, receivedCosts, requestAgentLink, type AgentLink } from './agent-link';
import { PAGE_LOAD } from '../fixtures/timeouts';

// The agent (Hamburg Overseas) reads English; the browser starts in the default Spanish.
const en = (namespace: string, key: string) => translation('en', namespace, key);
const LOAD = PAGE_LOAD;

// One cost link, read from the run-wide SMTP sink: the file's tests use it one after another.
test.describe.configure({ mode: 'serial' });

let link: AgentLink;

test.beforeAll(async ({ request }) => {
  requireMailSink();
  link = await requestAgentLink(request, `Repuestos de maquinaria ${Date.now()}`);
});

/** A fresh browser context: no session, no stored language. */
async function openAsAgent(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function chooseCode(page: Page, testId: string, index: number): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option').nth(index).click();
}

async function toastWith(page: Page, message: string) {
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: message }).first()).toBeVisible();
}

test('the agent opens the link with no login and sees the job in its language, without the client', async ({
  browser,
}) => {
  const page = await openAsAgent(browser, link.path);
  await expect(page.getByTestId('agent-cost-page')).toBeVisible(LOAD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('agent-title')).toHaveText(en('agentCosts', 'title'));
  await expect(page.getByTestId('agent-job-reference')).toContainText(link.reference);
  await expect(page.getByTestId('agent-job-service')).toHaveText(en('quotations', 'services.SEA_LCL'));
  await expect(page.getByTestId('agent-job-origin')).toContainText('Shanghai');
  await expect(page.getByTestId('agent-job-destination')).toContainText('Montevideo');
  await expect(page.getByTestId('agent-job-packing')).toBeVisible();
  await expect(page.getByText(AGENT_NAME)).toBeVisible();
  await expect(page.getByText(CLIENT_NAME)).toHaveCount(0);
  // No header: the staff shell is not shown, and no language choice was remembered.
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  await page.context().close();
});

test('each rule refuses with its own message and stores nothing', async ({ browser, request }) => {
  const page = await openAsAgent(browser, link.path);
  await expect(page.getByTestId('costs-form')).toBeVisible(LOAD);

  // No more concepts until every concept has a code.
  await expect(page.getByTestId('cost-0-add-charge')).toBeDisabled();
  await expect(page.getByTestId('cost-0-add-charge-hint')).toHaveText(en('agentCosts', 'cost.codeFirst'));

  // A concept without a code and without an amount.
  await page.getByTestId('costs-submit').click();
  await expect(
    page.getByTestId('cost-0-charge-0').getByText(en('agentCosts', 'rules.chargeCodeRequired')),
  ).toBeVisible();
  await expect(page.getByTestId('cost-0-charges-error')).toHaveText(
    en('agentCosts', 'rules.atLeastOneChargeWithValue'),
  );
  await toastWith(page, en('agentCosts', 'rules.chargeCodeRequired'));
  await toastWith(page, en('agentCosts', 'rules.atLeastOneChargeWithValue'));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // With a code, the add button opens; still no amount: "each cost needs at least one concept with a cost".
  await chooseCode(page, 'cost-0-charge-0-code', 0);
  await expect(page.getByTestId('cost-0-add-charge')).toBeEnabled();
  await expect(page.getByTestId('cost-0-charge-0').getByText(en('agentCosts', 'rules.chargeCodeRequired'))).toHaveCount(
    0,
  );
  await expect(page.getByTestId('cost-0-charges-error')).toHaveText(
    en('agentCosts', 'rules.atLeastOneChargeWithValue'),
  );

  // No concept at all, then no cost at all.
  await page.getByTestId('cost-0-charge-0-remove').click();
  await expect(page.getByTestId('cost-0-charges-error')).toHaveText(en('agentCosts', 'rules.atLeastOneCharge'));
  await page.getByTestId('cost-0-remove').click();
  await page.getByTestId('costs-submit').click();
  await expect(page.getByTestId('costs-error')).toHaveText(en('agentCosts', 'rules.atLeastOneCost'));
  await toastWith(page, en('agentCosts', 'rules.atLeastOneCost'));

  // The server applies the same rules: a direct refusal names the rule and stores nothing.
  const refused = await request.post('/app/v1/agent/costs', {
    headers: { Authorization: `Bearer ${link.token}`, 'Accept-Language': 'en' },
    data: { costs: [{ description: 'x', charges: [{ currency: 'USD', amountPerUnit: 0, quantity: 1 }] }] },
  });
  expect(refused.status()).toBe(400);
  const body = (await refused.json()) as { code: string; details: { fields: { rules: string[] }[] } };
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.details.fields.flatMap((f) => f.rules)).toEqual(
    expect.arrayContaining(['chargeCodeRequired', 'atLeastOneChargeWithValue']),
  );
  expect((await linkContext(request, link.token)).alreadyAnswered).toBe(false);
  expect(await receivedCosts(request, link)).toEqual([]);
  await page.context().close();
});

test('costs typed and not sent: a reload asks first, and removing a filled cost asks first', async ({ browser }) => {
  const page = await openAsAgent(browser, link.path);
  await expect(page.getByTestId('costs-form')).toBeVisible(LOAD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Chromium asks before unloading only a page the user has interacted with: a click, then typing.
  const description = page.getByTestId('cost-0-description');
  await description.click();
  await description.fill('Direct service via Hamburg');

  // The browser's own question (its text cannot be chosen); staying keeps what was typed.
  // (A reload from the page itself: page.reload() stalls on a dismissed beforeunload.)
  const question = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.evaluate(() => {
    window.location.reload();
  });
  expect(await question).toBe('beforeunload');
  await expect(description).toHaveValue('Direct service via Hamburg');
  await expect(page.getByTestId('costs-form')).toBeVisible();

  // A cost with something in it is removed only after a confirmation that names the action.
  await page.getByTestId('cost-0-remove').click();
  await answerConfirm(page, 'cancel', en('agentCosts', 'cost.removeAction'));
  await expect(description).toHaveValue('Direct service via Hamburg');
  await page.getByTestId('cost-0-remove').click();
  await answerConfirm(page, 'confirm', en('agentCosts', 'cost.removeAction'));
  await expect(page.getByTestId('cost-0')).toHaveCount(0);

  // An empty cost just goes; with nothing entered, a reload no longer asks.
  await page.getByTestId('costs-add-cost').click();
  await page.getByTestId('cost-0-remove').click();
  await expect(page.getByTestId('cost-0')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.type());
    void d.accept();
  });
  await page.reload();
  await expect(page.getByTestId('costs-form')).toBeVisible(LOAD);
  expect(asked).toEqual([]);
  await page.context().close();
});

test('the agent sends valid costs, one of them duplicated, and the link then says they were sent', async ({
  browser,
  request,
}) => {
  const page = await openAsAgent(browser, link.path);
  await expect(page.getByTestId('costs-form')).toBeVisible(LOAD);

  await page.getByTestId('cost-0-description').fill('Direct service via Hamburg');
  await page.getByTestId('cost-0-valid-until').fill('31/12/2030');
  await page.getByTestId('cost-0-route').fill('CNSHA - DEHAM - UYMVD');
  await page.getByTestId('cost-0-transit-days').fill('35');
  await page.getByTestId('cost-0-free-days').fill('14');
  await page.getByTestId('cost-0-carrier').fill('Hapag-Lloyd');
  await chooseCode(page, 'cost-0-charge-0-code', 0);
  await page.getByTestId('cost-0-charge-0-amount').fill('45.5');
  await page.getByTestId('cost-0-charge-0-quantity').fill('4');
  await expect(page.getByTestId('cost-0-charge-0-total')).toHaveText('USD 182.00');
  await page.getByTestId('cost-0-add-charge').click();
  await chooseCode(page, 'cost-0-charge-1-code', 1);
  await page.getByTestId('cost-0-charge-1-mode').getByText(en('agentCosts', 'charge.byRange')).click();
  await page.getByTestId('cost-0-charge-1-amount').fill('120');
  await page.getByTestId('cost-0-charge-1-range-from').fill('0');
  await page.getByTestId('cost-0-charge-1-range-to').fill('1000');
  await expect(page.getByTestId('cost-0-totals')).toContainText('USD 302.00');

  // The duplicate is its own cost: changing it leaves the original alone.
  await page.getByTestId('cost-0-duplicate').click();
  await expect(page.getByTestId('cost-1')).toBeVisible();
  await expect(page.getByTestId('cost-1-carrier')).toHaveValue('Hapag-Lloyd');
  await page.getByTestId('cost-1-carrier').fill('MSC');
  await page.getByTestId('cost-1-description').fill('Transhipment via Santos');
  await expect(page.getByTestId('cost-0-carrier')).toHaveValue('Hapag-Lloyd');

  await page.getByTestId('costs-submit').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(en('agentCosts', 'confirmSend_other').replace('{{count}}', '2'));
  // The button names the action (issue 24), beside "Go back".
  await expect(dialog.getByTestId('confirm-modal-cancel')).toHaveText(translation('en', 'common', 'confirm.back'));
  await dialog.getByRole('button', { name: en('agentCosts', 'send'), exact: true }).click();
  await expect(page.getByTestId('agent-state-sent')).toBeVisible(LOAD);
  await expect(page.getByTestId('agent-state-title')).toHaveText(en('agentCosts', 'states.sent.title'));
  // Issue 22: a printable summary of what was sent.
  await expect(page.getByTestId('agent-sent-cost')).toHaveCount(2);
  await expect(page.getByTestId('agent-sent-summary')).toContainText('Direct service via Hamburg');
  await expect(page.getByTestId('agent-sent-summary')).toContainText('Hapag-Lloyd');
  // Typed as 45.5: money keeps its two decimals (issue 36), in the page's number format.
  await expect(page.getByTestId('agent-sent-amount').first()).toHaveText('45.50');
  await expect(page.getByTestId('agent-sent-print')).toBeVisible();

  const costs = await receivedCosts(request, link);
  expect(costs.map((c) => [c.description, c.carrier]).sort()).toEqual([
    ['Direct service via Hamburg', 'Hapag-Lloyd'],
    ['Transhipment via Santos', 'MSC'],
  ]);
  expect(costs.every((c) => c.charges.length === 2)).toBe(true);

  // Reopening the link: the spec's "already sent" message, in the agent's language, and no form.
  await page.goto(link.path);
  await expect(page.getByTestId('agent-state-alreadySent')).toBeVisible(LOAD);
  await expect(page.getByTestId('agent-state-message')).toHaveText(translation('en', 'errors', 'COSTS_ALREADY_SENT'));
  await expect(page.getByTestId('costs-form')).toHaveCount(0);
  await page.context().close();
});

test('an invalid link shows a clear page, not an error trace', async ({ browser }) => {
  const tampered = link.path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  for (const path of [tampered, '/third-party/new-cost/not-a-token']) {
    const page = await openAsAgent(browser, path);
    await expect(page.getByTestId('agent-state-invalid')).toBeVisible(LOAD);
    await expect(page.getByTestId('agent-state-title')).toHaveText(
      translation('es', 'agentCosts', 'states.invalid.title'),
    );
    await expect(page.getByTestId('agent-state-message')).toHaveText(
      translation('es', 'agentCosts', 'states.invalid.message'),
    );
    await expect(page.getByText(/Error:|at \w+ \(/)).toHaveCount(0);
    await page.context().close();
  }
});
