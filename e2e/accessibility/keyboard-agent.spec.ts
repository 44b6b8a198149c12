import { receivedCosts, requestAgentLink } from '../agent-costs/agent-link';
import { requireMailSink } from '../fixtures/mail';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';
import { expectVisibleFocus, tabTo } from './keyboard';

/**
 * Issue 47, keyboard only: the agent answers its cost request on the signed link with Tab, typing,
 * the arrow keys and Enter; nothing is clicked. Each control reached shows a visible focus ring
 * (2.4.7, 2.4.11). The rest of the core loop is walked by keyboard in keyboard-core-loop.spec.ts.
 */

test('the agent answers its cost request with the keyboard only, with a visible focus on each control', async ({
  browser,
  request,
}) => {
  requireMailSink();
  const link = await requestAgentLink(request, `Keyboard goods ${Date.now()}`);
  const started = Date.now();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link.path);
  await expect(page.getByTestId('costs-form')).toBeVisible(PAGE_LOAD);

  const description = page.getByTestId('cost-0-description');
  await tabTo(page, description);
  await expectVisibleFocus(page, 'description', page.getByTestId('cost-0-route'));
  await page.keyboard.type('Direct service via Hamburg');

  const validUntil = page.getByTestId('cost-0-valid-until');
  await tabTo(page, validUntil);
  await expectVisibleFocus(page, 'valid until', page.getByTestId('cost-0-route'));
  await page.keyboard.type('31/12/2030');

  const code = page.getByTestId('cost-0-charge-0-code');
  await tabTo(page, code);
  await expectVisibleFocus(page, 'charge code', page.getByTestId('cost-0-route'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(code).not.toHaveValue('');

  const amount = page.getByTestId('cost-0-charge-0-amount');
  await tabTo(page, amount);
  await page.keyboard.type('45.5');

  const submit = page.getByTestId('costs-submit');
  await tabTo(page, submit, 80);
  await expectVisibleFocus(page, 'send');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The confirmation takes the focus; its send button is reached with Tab and pressed with Enter.
  const confirm = dialog.getByTestId('confirm-modal-confirm');
  await tabTo(page, confirm, 10);
  await expectVisibleFocus(page, 'confirm send');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('agent-state-sent')).toBeVisible(PAGE_LOAD);

  const costs = await receivedCosts(request, link);
  expect(costs.map((c) => c.description)).toEqual(['Direct service via Hamburg']);
  console.log(`[keyboard] the agent answered by keyboard in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await context.close();
});
