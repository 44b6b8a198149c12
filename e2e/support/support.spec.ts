import type { Page } from '@playwright/test';
import { pageLanguage } from '../fixtures/auth';
import { answerConfirm } from '../fixtures/confirm';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import { demoDayShown } from '../fixtures/dates';
import { PAGE_LOAD } from '../fixtures/timeouts';

const LOAD = PAGE_LOAD;
const PNG = [
  ...Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
];

async function label(page: Page, key: string, ns = 'support'): Promise<string> {
  return translation(await pageLanguage(page), ns, key);
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

const daysAhead = (days: number) => demoDayShown(days);

async function pick(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Pastes an image the way a browser hands over a screenshot: a file named image.png. */
async function pasteImage(page: Page): Promise<void> {
  await page.evaluate((bytes) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(bytes)], 'image.png', { type: 'image/png' }));
    window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data }));
  }, PNG);
}

async function switchUser(page: Page, token: string): Promise<void> {
  await page.evaluate((t) => window.localStorage.setItem('access_token', t), token);
}

test.describe('support widget and tickets', () => {
  test.use({ signedInAs: 'comercial' });

  test('comercial files an incidence from the widget with a pasted image twice; soporte answers, marks the solution and closes; comercial sees it and the closed ticket refuses messages', async ({
    page,
    demoToken,
  }) => {
    await page.goto('/home');
    await page.getByTestId('support-widget-button').click(LOAD);
    const panel = page.locator('.mantine-Drawer-content');
    await expect(panel).toBeVisible(LOAD);
    await expect(panel).toContainText(await label(page, 'widget.title'));
    // Spec section 9: the panel is 35rem (560 px at the default root size) wide.
    expect(Math.round((await panel.boundingBox())!.width)).toBe(560);

    // Choosing a product loads its errors.
    const errorsLoaded = page.waitForResponse((r) => r.url().includes('/support/v1/products/errors/related/Cotizador'));
    await pick(page, 'widget-product', 'Cotizador');
    await errorsLoaded;
    await pick(page, 'widget-error', 'PDF incorrecto');
    await page.getByTestId('widget-description').fill('El PDF de la cotización muestra mal el total.');

    await pasteImage(page);
    await pasteImage(page);
    await expect(page.getByTestId('widget-attachments-file')).toHaveCount(2);
    await expect(page.getByTestId('widget-attachments-file').nth(0)).toContainText('image.png');
    await expect(page.getByTestId('widget-attachments-file').nth(1)).toContainText('image (1).png');

    const created = page.waitForResponse((r) => r.url().endsWith('/support/v1/tickets/create') && r.status() === 201);
    await page.getByTestId('widget-send').click();
    const ticket = (await (await created).json()) as { id: string; number: number };
    await expect(toast(page, `SUP-${ticket.number}`)).toBeVisible();
    // After the send the form is empty again.
    await expect(page.getByTestId('widget-description')).toHaveValue('');
    await expect(page.getByTestId('widget-attachments-file')).toHaveCount(0);
    await expect(page.getByTestId('widget-product')).toHaveValue('');

    // Support staff answer, mark the answer as the solution and close the ticket.
    await switchUser(page, await demoToken('soporte'));
    await page.goto(`/support/${ticket.id}`);
    await expect(page.getByTestId('ticket-title')).toContainText(`SUP-${ticket.number}`, LOAD);
    await expect(page.getByTestId('ticket-file')).toHaveText(['image.png', 'image (1).png']);
    await page.getByTestId('ticket-reply-text').fill('Corregido: vuelva a generar el PDF.');
    await page.getByTestId('ticket-reply-send').click();
    await expect(page.getByTestId('ticket-message')).toHaveCount(1);
    await page.getByTestId('ticket-mark-solution').click();
    await expect(page.getByTestId('ticket-solution-badge')).toBeVisible();
    await pick(page, 'staff-outcome', await label(page, 'outcome.FINALIZED'));
    await page.getByTestId('staff-close').click();
    await answerConfirm(page, 'confirm', await label(page, 'detail.close'));
    await expect(page.getByTestId('ticket-closed')).toBeVisible();

    // The author sees the answer marked as the solution, and the closed ticket takes no reply.
    const comercialToken = await demoToken('comercial');
    await switchUser(page, comercialToken);
    await page.goto(`/support/${ticket.id}`);
    const message = page.getByTestId('ticket-message');
    await expect(message).toContainText('Corregido: vuelva a generar el PDF.', LOAD);
    await expect(message).toHaveAttribute('data-solution', 'true');
    await expect(page.getByTestId('ticket-closed')).toBeVisible();
    await expect(page.getByTestId('ticket-reply')).toHaveCount(0);
    const refused = await page.request.post(`/support/v1/tickets/messages/${ticket.id}`, {
      headers: { Authorization: `Bearer ${comercialToken}` },
      data: { description: 'Sigue igual' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('SUPPORT_TICKET_CLOSED');
    // It shows among comercial's tickets only with the closed toggle on.
    await page.goto('/support');
    await expect(page.getByTestId('support-screen')).toBeVisible(LOAD);
    const row = page.locator(`[data-ticket-id="${ticket.id}"]`);
    await expect(page.getByTestId('my-tickets').or(page.getByTestId('my-tickets-empty'))).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByTestId('support-show-closed').check();
    await expect(row).toHaveCount(1);
    // The toggle stays as the user left it.
    await page.reload();
    await expect(page.getByTestId('support-show-closed')).toBeChecked(LOAD);
    await expect(row).toHaveCount(1);
  });

  test('each ticket rule shows its own toast and creates nothing', async ({ page }) => {
    let creates = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/support/v1/tickets/create')) creates += 1;
    });
    const rules = ['description', 'product', 'error', 'title', 'dueDate'] as const;
    for (const broken of rules) {
      await page.goto('/support');
      await page.getByTestId('support-new-ticket').click(LOAD);
      if (broken !== 'title') await page.getByTestId('new-ticket-title').fill('Lista lenta');
      if (broken !== 'product') {
        await pick(page, 'new-ticket-product', 'Portal');
        if (broken !== 'error') await pick(page, 'new-ticket-error', 'Datos incorrectos');
      }
      // A due date must be after today: today itself breaks the rule.
      await page.getByTestId('new-ticket-due').fill(daysAhead(broken === 'dueDate' ? 0 : 2));
      if (broken !== 'description') await page.getByTestId('new-ticket-description').fill('No muestra los datos.');
      await page.getByTestId('new-ticket-send').click();
      // Without a product no error type can be chosen either, so that case shows both toasts.
      const expected: string[] = broken === 'product' ? ['product', 'error'] : [broken];
      for (const rule of expected) await expect(toast(page, await label(page, `rules.${rule}`))).toBeVisible();
      for (const other of rules.filter((r) => !expected.includes(r)))
        await expect(toast(page, await label(page, `rules.${other}`))).toHaveCount(0);
      // Blocked: the form is still open with what was typed.
      await expect(page.getByTestId('new-ticket')).toBeVisible();
    }
    expect(creates).toBe(0);
  });

  test('closing the widget with something typed asks first; keeping it loses nothing', async ({ page }) => {
    await page.goto('/home');
    await page.getByTestId('support-widget-button').click(LOAD);
    const description = page.getByTestId('widget-description');
    await description.fill('Texto que no debe perderse');
    await pasteImage(page);
    await expect(page.getByTestId('widget-attachments-file')).toHaveCount(1);

    // Escape (as a click on the dimmed page would): the question. Escape on the question only closes it.
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Confirmar' });
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(description).toHaveValue('Texto que no debe perderse');
    // The closed question hands the focus back to what had it (as a user sees before pressing on).
    await expect(description).toBeFocused();
    // Keeping the work keeps it all.
    await page.keyboard.press('Escape');
    await answerConfirm(page, 'cancel', await label(page, 'discard.confirm'));
    await expect(description).toHaveValue('Texto que no debe perderse');
    await expect(page.getByTestId('widget-attachments-file')).toHaveCount(1);

    // Cancel, then discarding: the panel closes and opens empty next time.
    await page.getByTestId('widget-cancel').click();
    await answerConfirm(page, 'confirm', await label(page, 'discard.confirm'));
    await expect(description).toHaveCount(0);
    await page.getByTestId('support-widget-button').click();
    await expect(description).toHaveValue('');
    // Nothing typed: closing asks nothing.
    await page.getByTestId('widget-cancel').click();
    await expect(page.getByRole('dialog', { name: 'Confirmar' })).toHaveCount(0);
    await expect(description).toHaveCount(0);
  });

  test('the widget is absent on third-party routes', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByTestId('support-widget-button')).toBeVisible(LOAD);
    await page.goto('/third-party');
    await expect(page.locator('body')).not.toBeEmpty();
    await expect(page.getByTestId('support-widget-button')).toHaveCount(0);
    await page.goto('/third-party/new-cost/not-a-token');
    await expect(page.locator('body')).not.toBeEmpty();
    await expect(page.getByTestId('support-widget-button')).toHaveCount(0);
  });
});

test.describe('without SUPPORT_USER', () => {
  test.use({ signedInAs: 'analista' });

  test('analista has no support widget', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByTestId('screen-title').or(page.locator('header'))).toBeVisible(LOAD);
    await expect(page.getByTestId('support-widget-button')).toHaveCount(0);
  });
});
