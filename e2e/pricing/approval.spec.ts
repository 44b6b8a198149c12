import type { APIRequestContext, Page } from '@playwright/test';
import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import { createFclQuotation } from '../fixtures/quotations';
import { staffPage } from '../fixtures/staff-page';
import { answerConfirm } from '../fixtures/confirm';
import { PAGE_LOAD } from '../fixtures/timeouts';

test.use({ signedInAs: 'comercial' });

const LOAD = PAGE_LOAD;

async function label(page: Page, namespace: string, key: string): Promise<string> {
  return translation(await pageLanguage(page), namespace, key);
}

/**
 * An FCL request by comercial, taken by pricing and published at a 5 % margin (below the 10 %
 * minimum), all through the API: the browser part is the approval itself.
 */
async function pricedBelowMinimum(
  request: APIRequestContext,
  tokens: { comercial: string; pricing: string },
  goods: string,
): Promise<string> {
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const reference = await createFclQuotation(request, tokens.comercial, goods);
  expect((await request.post(`/app/v1/quotations/${reference}/take`, { headers: as(tokens.pricing) })).status()).toBe(
    204,
  );
  const codes = await request.get('/app/v1/charge-codes?search=OFT&limit=5', { headers: as(tokens.pricing) });
  const oft = ((await codes.json()) as { items: { id: string; concept: string }[] }).items.find(
    (c) => c.concept === 'OFT',
  );
  expect(oft).toBeDefined();
  const sells = await request.put(`/app/v1/quotations/${reference}/sells`, {
    headers: as(tokens.pricing),
    data: {
      lines: [
        {
          chargeCodeId: oft!.id,
          description: 'Flete marítimo',
          currency: 'USD',
          costAmount: 2000,
          marginKind: 'PERCENT',
          marginValue: 5,
          clientVisible: true,
        },
      ],
    },
  });
  expect(sells.status(), await sells.text()).toBe(200);
  expect(
    (await request.post(`/app/v1/quotations/${reference}/publish`, { headers: as(tokens.pricing) })).status(),
  ).toBe(200);
  return reference;
}

/** Confirms in the confirmation modal, whose button names the action (issue 24). */
async function confirm(page: Page): Promise<void> {
  await answerConfirm(page, 'confirm');
}

async function openDetail(page: Page, reference: string): Promise<void> {
  await page.goto(`/mis-cotizaciones/${reference}`);
  await expect(page.getByTestId('quotation-detail')).toBeVisible(LOAD);
}

test('below the minimum margin: the commercial asks, the manager rejects with a comment, then another one is approved and can be sent', async ({
  page,
  request,
  browser,
  baseURL,
  demoToken,
}) => {
  // Two quotations priced through the API and two browsers: longer than the default minute on a busy machine.
  test.setTimeout(120_000);
  const tokens = { comercial: await demoToken('comercial'), pricing: await demoToken('pricing') };
  const reference = await pricedBelowMinimum(request, tokens, 'Repuestos e2e aprobación');

  // The commercial sees why sending is blocked and asks for approval (with confirmation).
  await openDetail(page, reference);
  await expect(page.getByTestId('sending-blocked')).toBeVisible();
  await expect(page.getByTestId('sending-open')).toHaveCount(0);
  await page.getByTestId('approval-request').click();
  await confirm(page);
  await expect(page.getByTestId('sending-approval-state')).toHaveText(
    await label(page, 'pricing', 'approvalStates.REQUESTED'),
  );
  await expect(page.getByTestId('approval-request')).toHaveCount(0);
  // The commercial cannot decide it.
  await expect(page.getByTestId('approval-approve')).toHaveCount(0);

  // The manager rejects it with a comment.
  const manager = await staffPage(browser, baseURL!, await demoToken('gerente'), LOAD.timeout);
  await openDetail(manager, reference);
  await manager.getByTestId('approval-comment').fill('Margen demasiado bajo para este cliente.');
  await manager.getByTestId('approval-reject').click();
  await confirm(manager);
  await expect(manager.getByTestId('sending-approval-state')).toHaveText(
    await label(manager, 'pricing', 'approvalStates.REJECTED'),
  );
  await expect(manager.getByTestId('approval-approve')).toHaveCount(0);

  // The commercial's page shows the rejection after a reload, and still cannot send.
  await page.reload();
  await expect(page.getByTestId('sending-approval-state')).toHaveText(
    await label(page, 'pricing', 'approvalStates.REJECTED'),
    LOAD,
  );
  await expect(page.getByTestId('sending-open')).toHaveCount(0);
  await expect(page.getByTestId('quotation-detail')).toContainText(
    'Gabriela Gerente: Margen demasiado bajo para este cliente.',
  );

  // A second quotation is approved: the commercial can then send it.
  const second = await pricedBelowMinimum(request, tokens, 'Repuestos e2e aprobación 2');
  await openDetail(page, second);
  await page.getByTestId('approval-request').click();
  await confirm(page);
  await expect(page.getByTestId('sending-approval-state')).toHaveText(
    await label(page, 'pricing', 'approvalStates.REQUESTED'),
  );
  await openDetail(manager, second);
  await manager.getByTestId('approval-approve').click();
  await confirm(manager);
  await expect(manager.getByTestId('sending-approval-state')).toHaveText(
    await label(manager, 'pricing', 'approvalStates.APPROVED'),
  );
  await page.reload();
  await expect(page.getByTestId('sending-open')).toBeVisible(LOAD);
  await expect(page.getByTestId('sending-blocked')).toHaveCount(0);
  await manager.context().close();
});
