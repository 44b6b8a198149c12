import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { agentLinkIn, requireMailSink, waitForMail } from '../fixtures/mail';
import { expect, test } from '../fixtures/sessions';
import { staffPage } from '../fixtures/staff-page';
import { PAGE_LOAD } from '../fixtures/timeouts';
import { expectFocusKept, expectVisibleFocus, skipToContent, tabTo } from './keyboard';
import { timedSteps } from '../fixtures/timed-steps';

/**
 * Issue 47, "Done when": the quotation core loop with the keyboard only (the skip link, Tab, typing,
 * Enter in pickers, Space on checkboxes, Enter on buttons; nothing is clicked, each person opens their
 * screen by its address). The commercial requests,
 * pricing takes it, asks an agent, picks the cost and prices it at 5 % (under the seed's 10 % minimum,
 * so the manager must approve), the commercial asks for the approval, the manager approves and the
 * commercial sends it to the client. Each control reached shows its focus, and after each dialog or
 * action the focus stays where the user can go on (not dropped to the body).
 */

const REFERENCE = /[A-Z]{3}-\d{2}-\d{6}/;
// Pickers get their text key by key (they search as a person types); plain fields get it in one input
// event (keyboard.insertText, as a paste or a dictation would): each key re-renders the long request
// form, seconds on a loaded machine.

async function label(page: Page, namespace: string, key: string): Promise<string> {
  return translation(await pageLanguage(page), namespace, key);
}

/** Types into a picker and presses Enter once the option is listed (a server search answers first). */
async function typeAndPick(page: Page, input: Locator, text: string, option: RegExp): Promise<void> {
  await tabTo(page, input);
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible(PAGE_LOAD);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(option);
}

/** Tab to the confirmation modal's action, Enter; the modal closes and the focus is not lost. */
async function confirmByKeyboard(page: Page, where: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: await label(page, 'common', 'confirm.title') });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByTestId('confirm-modal-confirm');
  await tabTo(page, confirm, 10);
  await expectVisibleFocus(page, `${where}: confirm`);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocusKept(page, `${where}: after the confirmation`);
  // Back on its button, or on the section's title when the action disabled or removed it: shown either way,
  // once the action has answered (a CI run read the ring while Publish still showed its loader).
  await expect(() => expectVisibleFocus(page, `${where}: after the confirmation`)).toPass({ timeout: 15_000 });
}

/** Tab to `control`, check its focus ring, press Enter. */
async function press(page: Page, control: Locator, where: string, max?: number): Promise<void> {
  await tabTo(page, control, max);
  await expectVisibleFocus(page, where);
  await page.keyboard.press('Enter');
}

/** The agent answers through its link's API (its page is walked by keyboard in keyboard-agent.spec.ts). */
async function agentAnswers(request: APIRequestContext, reference: string, pricingToken: string): Promise<void> {
  const mail = await waitForMail((m) => (m.subject ?? '').includes(reference) && agentLinkIn(m) !== null);
  const codes = await request.get('/app/v1/charge-codes?search=OFT&limit=5', {
    headers: { Authorization: `Bearer ${pricingToken}` },
  });
  const oft = ((await codes.json()) as { items: { id: string; concept: string }[] }).items.find(
    (c) => c.concept === 'OFT',
  );
  expect(oft).toBeDefined();
  const sent = await request.post('/app/v1/agent/costs', {
    headers: { Authorization: `Bearer ${agentLinkIn(mail)!.token}` },
    data: {
      costs: [
        {
          description: 'Keyboard service',
          charges: [{ chargeCodeId: oft!.id, currency: 'USD', amountPerUnit: 2000, quantity: 1 }],
        },
      ],
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

async function statusOf(request: APIRequestContext, token: string, reference: string): Promise<string> {
  const response = await request.get(`/app/v1/quotations/${reference}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { status: string }).status;
}

test('the core loop with the keyboard only: request, take, ask an agent, price, approve, send', async ({
  browser,
  request,
  demoToken,
  baseURL,
}) => {
  requireMailSink();
  // A ceiling for three people's cold first loads on a busy machine, not a wait.
  test.setTimeout(120_000);
  // Each step's time is printed with the total: the budget is tight, this shows where it goes.
  const { step, summary } = timedSteps();
  const tokens = {
    comercial: await demoToken('comercial'),
    pricing: await demoToken('pricing'),
    gerente: await demoToken('gerente'),
  };
  // Short texts: each character typed is a round trip to the browser.
  const tag = Date.now().toString(36);
  const goods = `K ${tag}`;
  const clientEmail = `k${tag}@frigorifico.example`;
  // One page for the three people, each signed in by address (the app's chunks load once).
  const page = await staffPage(browser, baseURL!, tokens.comercial, PAGE_LOAD.timeout);
  // Drawers and modals open and close without their transitions (the theme respects reduced motion).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const signInAs = (token: string) =>
    page.evaluate((value) => window.localStorage.setItem('access_token', value), token);
  let reference = '';

  await step('the commercial requests a quotation', async () => {
    await page.goto('/mis-cotizaciones');
    const opener = page.getByTestId('quotations-new');
    await expect(opener).toBeEnabled(PAGE_LOAD);
    await skipToContent(page);
    await press(page, opener, 'new quotation');
    await expect(page.getByTestId('request-form')).toBeVisible(PAGE_LOAD);
    const client = page.getByTestId('request-form-client');
    await tabTo(page, client);
    await expectVisibleFocus(page, 'client', page.getByTestId('request-form-company'));
    await page.keyboard.type('Frigor');
    await expect(page.getByRole('option', { name: /^Frigorífico del Plata/ }).first()).toBeVisible(PAGE_LOAD);
    await page.keyboard.press('Enter');
    await expect(client).toHaveValue(/^Frigorífico del Plata/);
    await typeAndPick(page, page.getByTestId('request-form-origin'), 'shanghai', /^CNSHA/);
    await typeAndPick(page, page.getByTestId('request-form-destination'), 'montevideo', /^UYMVD/);
    await typeAndPick(page, page.getByTestId('request-form-incoterm'), 'fob', /^FOB /);
    const kind = page.getByTestId('request-form-packing-kind');
    await typeAndPick(page, kind, 'pal', new RegExp(await label(page, 'quotationForm', 'packageKinds.PALLETS')));
    const sizes = { quantity: 2, weight: 90, length: 80, width: 60, height: 50 };
    for (const [field, value] of Object.entries(sizes)) {
      await tabTo(page, page.getByTestId(`request-form-packing-${field}`));
      await page.keyboard.insertText(String(value));
    }
    await tabTo(page, page.getByTestId('request-form-goods-description'));
    await page.keyboard.insertText(goods);
    // No rate or rule prices this lane: the request goes to pricing.
    const submit = page.getByTestId('request-form-submit');
    await expect(submit).toHaveText(await label(page, 'quotationForm', 'actions.send'));
    await press(page, submit, 'send the request', 120);
    const toast = page.getByRole('alert').filter({ hasText: REFERENCE });
    await expect(toast).toBeVisible(PAGE_LOAD);
    reference = REFERENCE.exec((await toast.textContent()) ?? '')![0];
    await expect(page.getByTestId('request-form')).toBeHidden();
    // The drawer gives the focus back to its opener.
    await expect(opener).toBeFocused();
  });

  await step('pricing takes it and asks an agent for costs', async () => {
    await signInAs(tokens.pricing);
    await page.goto('/pricing/nuevas-solicitudes');
    const filter = page.getByTestId('quotations-filter-reference');
    await expect(filter).toBeVisible(PAGE_LOAD);
    await skipToContent(page);
    await tabTo(page, filter);
    await page.keyboard.insertText(reference);
    const row = page.getByTestId('quotations-table').getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveCount(1, PAGE_LOAD);
    await press(page, row.getByTestId('pricing-take'), 'take', 80);
    await expect(page).toHaveURL((url) => url.searchParams.get('ref') === reference, PAGE_LOAD);
    await expect(page.getByTestId('pricing-quotation-status')).toContainText(
      await label(page, 'quotations', 'statuses.PENDING'),
      PAGE_LOAD,
    );
    // The taken quotation's next action has the focus, not the page's body.
    await expect(page.getByTestId('pricing-open-quoter')).toBeFocused(PAGE_LOAD);
    const agent = page.getByTestId('agent-suggestions').getByRole('checkbox').first();
    await tabTo(page, agent);
    await expectVisibleFocus(page, 'agent suggestion');
    await page.keyboard.press('Space');
    await expect(agent).toBeChecked();
    await press(page, page.getByTestId('pricing-request-costs'), 'request costs');
    await confirmByKeyboard(page, 'request costs');
    await expect(page.getByTestId('cost-request-row')).toHaveCount(1, PAGE_LOAD);
  });

  await step('the agent answers (through the API)', async () => {
    await agentAnswers(request, reference, tokens.pricing);
  });

  await step('pricing picks the cost, types a 5 % margin and publishes', async () => {
    await page.reload();
    const charge = page.getByTestId('comparison-charge').first();
    await expect(charge).toBeVisible(PAGE_LOAD);
    await skipToContent(page);
    await tabTo(page, charge, 80);
    await expectVisibleFocus(page, 'comparison charge');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('sell-line')).toHaveCount(1);
    const margin = page.getByTestId('sell-line-margin');
    await tabTo(page, margin);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('5');
    await expect(page.getByTestId('sells-live-below-minimum')).toBeVisible();
    await press(page, page.getByTestId('sells-publish'), 'publish');
    await confirmByKeyboard(page, 'publish');
    await expect(page.getByTestId('pricing-quotation-status')).toContainText(
      await label(page, 'quotations', 'statuses.QUOTED'),
      PAGE_LOAD,
    );
  });

  await step('the commercial asks for the approval', async () => {
    await signInAs(tokens.comercial);
    await page.goto(`/mis-cotizaciones/${reference}`);
    await expect(page.getByTestId('sending-blocked')).toBeVisible(PAGE_LOAD);
    await skipToContent(page);
    await press(page, page.getByTestId('approval-request'), 'ask for approval', 80);
    await confirmByKeyboard(page, 'ask for approval');
    await expect(page.getByTestId('sending-approval-state')).toHaveText(
      await label(page, 'pricing', 'approvalStates.REQUESTED'),
    );
  });

  await step('the manager approves', async () => {
    await signInAs(tokens.gerente);
    await page.goto(`/mis-cotizaciones/${reference}`);
    await expect(page.getByTestId('approval-approve')).toBeVisible(PAGE_LOAD);
    await skipToContent(page);
    await press(page, page.getByTestId('approval-approve'), 'approve', 80);
    await confirmByKeyboard(page, 'approve');
    await expect(page.getByTestId('sending-approval-state')).toHaveText(
      await label(page, 'pricing', 'approvalStates.APPROVED'),
    );
  });

  await step('the commercial sends it to the client', async () => {
    await signInAs(tokens.comercial);
    await page.reload();
    const open = page.getByTestId('sending-open');
    await expect(open).toBeVisible(PAGE_LOAD);
    await skipToContent(page);
    await press(page, open, 'open sending', 80);
    // The modal's root (its test id) has no box of its own: the dialog is found by its role and name.
    const dialog = page.getByRole('dialog', { name: new RegExp(reference) });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    const recipients = dialog.getByTestId('send-recipients');
    await tabTo(page, recipients, 10);
    await page.keyboard.insertText(clientEmail);
    await page.keyboard.press('Enter');
    await press(page, dialog.getByTestId('send-submit'), 'send', 10);
    await expect(page.getByTestId('sending-sent-at')).toBeVisible(PAGE_LOAD);
    await expect(dialog).toBeHidden();
    await expectFocusKept(page, 'after sending');
    await expectVisibleFocus(page, 'after sending');
    await expect.poll(() => statusOf(request, tokens.comercial, reference), PAGE_LOAD).toBe('SENT');
  });
  await page.context().close();
  console.log(`[keyboard] the core loop by keyboard in ${summary()}`);
});
