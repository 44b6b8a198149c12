import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import { storedToken } from '../fixtures/auth';
import { expect, test } from '../fixtures/sessions';
import { createLclQuotation } from '../fixtures/quotations';
import { PAGE_LOAD } from '../fixtures/timeouts';

/**
 * Issue 24 item 6 (screen): the same quotation's weight, volume and chargeable weight read in one
 * format on the list and the detail, the user's setting (US 1,750.5 / local 1.750,5), with m³.
 * Its own account (the manager sees the commercial's quotations): the setting is restored after.
 * The second test adds the XLSX and the PDF the same user generates (issue 24's cross-surface check).
 */
test.use({ signedInAs: 'gerente' });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function setFormat(page: Page, currencyFormat: 'US' | 'LOCAL'): Promise<void> {
  const token = await storedToken(page);
  const saved = await page.request.patch('/auth/v1/me/settings', {
    headers: auth(token!),
    data: { currencyFormat },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test.afterEach(async ({ page }) => {
  const token = await storedToken(page).catch(() => null);
  if (token) await page.request.patch('/auth/v1/me/settings', { headers: auth(token), data: { currencyFormat: 'US' } });
});

async function expectFigures(page: Page, reference: string, f: { weight: string; volume: string; chargeable: string }) {
  await page.goto('/cotizaciones-gerente');
  await page.getByTestId('quotations-filter-reference').fill(reference);
  const row = page.getByTestId('quotations-table').getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1, PAGE_LOAD);
  await expect(row).toContainText(f.weight);
  await expect(row).toContainText(`${f.chargeable} W/M`);

  await row.getByTestId('quotation-link').click();
  await expect(page.getByTestId('detail-total-weight')).toHaveText(`${f.weight} kg`, PAGE_LOAD);
  await expect(page.getByTestId('detail-total-volume')).toHaveText(`${f.volume} m³`);
  await expect(page.getByTestId('detail-chargeable')).toHaveText(`${f.chargeable} W/M`);
}

test('weights and volumes follow the user setting on the list and the detail', async ({ page, request, demoToken }) => {
  const reference = await createLclQuotation(request, await demoToken('comercial'), 'Repuestos e2e formato', {
    weight: 875.25,
  });

  await page.goto('/home');
  await setFormat(page, 'US');
  await expectFigures(page, reference, { weight: '1,750.5', volume: '2.4', chargeable: '2.4' });

  await setFormat(page, 'LOCAL');
  // The profile (and with it the setting) is read at start-up.
  await page.reload();
  await expectFigures(page, reference, { weight: '1.750,5', volume: '2,4', chargeable: '2,4' });
  await expect(page.getByText('1,750.5')).toHaveCount(0);
});

/** Pricing takes the request and publishes one client-visible sell line, all through the API. */
async function price(request: APIRequestContext, reference: string, pricing: string): Promise<void> {
  expect((await request.post(`/app/v1/quotations/${reference}/take`, { headers: auth(pricing) })).status()).toBe(204);
  const codes = await request.get('/app/v1/charge-codes?search=OFT&limit=5', { headers: auth(pricing) });
  const oft = ((await codes.json()) as { items: { id: string; concept: string }[] }).items.find(
    (c) => c.concept === 'OFT',
  );
  expect(oft).toBeDefined();
  const sells = await request.put(`/app/v1/quotations/${reference}/sells`, {
    headers: auth(pricing),
    data: {
      lines: [
        {
          chargeCodeId: oft!.id,
          description: 'Flete marítimo',
          currency: 'USD',
          costAmount: 1234.5,
          marginKind: 'PERCENT',
          marginValue: 20,
          clientVisible: true,
        },
      ],
    },
  });
  expect(sells.status(), await sells.text()).toBe(200);
  expect((await request.post(`/app/v1/quotations/${reference}/publish`, { headers: auth(pricing) })).status()).toBe(
    200,
  );
}

/** The amount as each setting writes it, spelled out here independently of the portal's formatter. */
function written(amount: number, format: 'US' | 'LOCAL'): string {
  const us = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return format === 'US' ? us : us.replace(/[,.]/g, (c) => (c === ',' ? '.' : ','));
}

test("one format per user setting on the list, the detail and the XLSX; the client's PDF in the client's format", async ({
  page,
  request,
  demoToken,
}) => {
  test.setTimeout(120_000);
  const reference = await createLclQuotation(request, await demoToken('comercial'), 'Repuestos e2e formato', {
    weight: 875.25,
  });
  await price(request, reference, await demoToken('pricing'));
  await page.goto('/home');
  const token = (await storedToken(page))!;
  const sells = (await (
    await request.get(`/app/v1/quotations/${reference}/sells`, { headers: auth(token) })
  ).json()) as { clientTotals: { currency: string; total: string }[] };
  const total = Number(sells.clientTotals.find((x) => x.currency === 'USD')!.total);
  expect(total).toBeGreaterThan(1000);

  for (const [format, weight] of [
    ['US', '1,750.5'],
    ['LOCAL', '1.750,5'],
  ] as const) {
    await setFormat(page, format);
    await page.reload();
    // List and detail: weights, then the published amount on the detail's sending panel.
    await expectFigures(
      page,
      reference,
      format === 'US' ? { weight, volume: '2.4', chargeable: '2.4' } : { weight, volume: '2,4', chargeable: '2,4' },
    );
    await expect(page.getByTestId('sending-total-USD')).toContainText(written(total, format), PAGE_LOAD);

    // The PDF is the client's document (issue 36, item 12): whoever downloads it, it is written in the
    // number format of the client's language (Spanish, Uruguay: 1.750,5), not in this user's.
    const pdf = await request.get(`/app/v1/quotations/${reference}/pdf`, { headers: auth(token) });
    expect(pdf.status()).toBe(200);
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
      input: await pdf.body(),
      encoding: 'utf8',
    });
    expect(text).toContain('1.750,5 kg');
    expect(text).toContain(written(total, 'LOCAL'));
    expect(text).not.toContain('1,750.5');
  }

  // The XLSX holds numbers, not text: numeric cells with a number format, shown in the reader's own
  // spreadsheet format, equal to what the detail shows.
  const xlsx = await request.get(`/app/v1/quotations/export?view=manager&reference=${reference}`, {
    headers: auth(token),
  });
  expect(xlsx.status()).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Uint8Array.from(await xlsx.body()).buffer);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as (string | undefined)[]).map((v) => v ?? '');
  const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => (r.values as unknown[]).includes(reference))!;
  expect(row).toBeDefined();
  const weightCell = row.getCell(header.findIndex((h) => /^(Peso|Weight)( \(kg\))?$/.test(h)));
  expect(weightCell.type).toBe(ExcelJS.ValueType.Number);
  expect(weightCell.value).toBe(1750.5);
  expect(weightCell.numFmt).toMatch(/#,##0/);
});
