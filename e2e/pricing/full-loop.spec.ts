import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import type { DemoAccount } from '../fixtures/accounts';
import { pageLanguage } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
import { agentLinkIn, requireMailSink, waitForMail } from '../fixtures/mail';
import { expect, test } from '../fixtures/sessions';
import {
  chooseClient,
  chooseLane,
  chooseService,
  describeGoods,
  fillPackingLine,
  openNewRequest,
  pick,
  sendRequest,
} from '../quotations/request-form-helpers';
import { staffPage } from '../fixtures/staff-page';
import { answerConfirm } from '../fixtures/confirm';

/**
 * Issue 5, "Done when" first bullet: the whole pricing loop in one test, each step through the UI.
 * comercial requests an FCL quotation; pricing takes it and asks two agents for costs; each agent opens
 * the link from its mail (fresh browser context, no login) and sends costs, and a second send is refused;
 * pricing compares, picks, sets margins (one line hidden from the client) and publishes; comercial
 * downloads the PDF (checked with pdftotext) and sends it; the client mail carries the PDF; SENT, APPROVED.
 */

const LOAD = { timeout: 20_000 };
const MAIL_WAIT = 60_000;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

type Provider = { id: string; code: string; name: string; language: 'es' | 'en' | 'pt'; contacts: Contact[] };
type Contact = { email: string; primary: boolean; active: boolean };

/** Two demo agents with active contacts that quote sea FCL out of China/Spain into Uruguay. */
const AGENTS = ['SHAPAC', 'LEVANTE'] as const;
type AgentCode = (typeof AGENTS)[number];

/** What each agent quotes (USD; quantity 1): the cheaper ocean freight comes from LEVANTE. */
const QUOTES: Record<AgentCode, { description: string; carrier: string; charges: [string, number][] }> = {
  SHAPAC: {
    description: 'Direct via Busan',
    carrier: 'COSCO',
    charges: [
      ['OFT', 1500],
      ['DOC', 100],
      ['THC-O', 180],
    ],
  },
  LEVANTE: {
    description: 'Vía Valencia',
    carrier: 'MSC',
    charges: [
      ['OFT', 1400],
      ['DOC', 110],
      ['THC-O', 190],
    ],
  },
};

async function provider(request: APIRequestContext, token: string, code: AgentCode): Promise<Provider> {
  const list = await request.get(`/app/v1/providers?search=${code}`, { headers: auth(token) });
  expect(list.ok(), await list.text()).toBe(true);
  const found = ((await list.json()) as { items: { id: string; code: string }[] }).items.find((p) => p.code === code);
  if (!found) throw new Error(`Demo provider ${code} not found`);
  const detail = await request.get(`/app/v1/providers/${found.id}`, { headers: auth(token) });
  expect(detail.ok(), await detail.text()).toBe(true);
  return (await detail.json()) as Provider;
}

async function statusOf(request: APIRequestContext, token: string, reference: string): Promise<string> {
  const response = await request.get(`/app/v1/quotations/${reference}`, { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { status: string }).status;
}

const recipients = (mail: ParsedMail): string =>
  [mail.to ?? []]
    .flat()
    .map((a) => a.text)
    .join(' ')
    .toLowerCase();

async function label(page: Page, namespace: string, key: string): Promise<string> {
  return translation(await pageLanguage(page), namespace, key);
}

/** Confirms in the confirmation modal, whose button names the action (issue 24). */
async function confirm(page: Page): Promise<void> {
  await answerConfirm(page, 'confirm');
}

/**
 * Picks an option of a searchable Mantine Select as staff do all day: type, then Enter on the
 * highlighted match (issue 24: Enter in a picker picks). A click raced the list's re-positioning.
 */
async function choose(page: Page, testId: string, text: string, option: RegExp): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(text);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await input.press('Enter');
  await expect(input).toHaveValue(option);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A fresh browser context with no session at all, opened on the agent's link. */
async function agentPage(browser: Browser, baseURL: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  context.setDefaultTimeout(LOAD.timeout);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** The agent fills one cost with its charges (as read from QUOTES). */
async function fillCosts(page: Page, code: AgentCode): Promise<void> {
  const quote = QUOTES[code];
  await expect(page.getByTestId('costs-form')).toBeVisible(LOAD);
  await page.getByTestId('cost-0-description').fill(quote.description);
  await page.getByTestId('cost-0-transit-days').fill('38');
  await page.getByTestId('cost-0-free-days').fill('14');
  await page.getByTestId('cost-0-carrier').fill(quote.carrier);
  for (const [index, [concept, amount]] of quote.charges.entries()) {
    if (index > 0) await page.getByTestId('cost-0-add-charge').click();
    await choose(page, `cost-0-charge-${index}-code`, concept, new RegExp(`^${escape(concept)}\\b`));
    await page.getByTestId(`cost-0-charge-${index}-amount`).fill(String(amount));
  }
}

async function submitCosts(page: Page): Promise<void> {
  await page.getByTestId('costs-submit').click();
  await confirm(page);
}

/** The comparison checkbox of `concept` in the column of `providerName`. */
async function comparisonCharge(page: Page, providerName: string, concept: string): Promise<Locator> {
  const headers = page.getByTestId('comparison-cost');
  const names = await headers.allTextContents();
  const column = names.findIndex((text) => text.includes(providerName));
  expect(column, `no comparison column for ${providerName}`).toBeGreaterThanOrEqual(0);
  const row = page
    .getByTestId('cost-comparison')
    .locator('tbody tr')
    .filter({ has: page.getByText(concept, { exact: true }) });
  return row
    .locator('td')
    .nth(column + 1)
    .getByTestId('comparison-charge');
}

test('the whole loop: request, two agents, costs, sells, PDF, send, SENT then APPROVED', async ({
  browser,
  request,
  demoToken,
  baseURL,
}, testInfo) => {
  requireMailSink();
  test.setTimeout(300_000);
  if (!baseURL) throw new Error('Needs a baseURL');

  const tag = randomBytes(4).toString('hex');
  const goods = `Maquinaria agrícola e2e ${tag}`;
  const oceanLine = `Flete marítimo ${tag}`;
  const docsLine = `Documentación ${tag}`;
  const hiddenLine = `Gastos internos ${tag}`;
  const clientEmail = `compras.${tag}@frigorifico.example`;
  const tokens = Object.fromEntries(
    await Promise.all((['comercial', 'pricing'] as DemoAccount[]).map(async (a) => [a, await demoToken(a)] as const)),
  ) as Record<'comercial' | 'pricing', string>;
  // Which agents (names and contact addresses) the mails go to: read from the providers API.
  const agents = Object.fromEntries(
    await Promise.all(AGENTS.map(async (code) => [code, await provider(request, tokens.pricing, code)] as const)),
  ) as Record<AgentCode, Provider>;
  for (const code of AGENTS) expect(agents[code].contacts.some((c) => c.active)).toBe(true);

  // 1. comercial requests an FCL quotation through the request drawer.
  const commercial = await staffPage(browser, baseURL, tokens.comercial, LOAD.timeout);
  await openNewRequest(commercial);
  await chooseService(commercial, 'SEA', 'SEA_FCL');
  await chooseClient(commercial);
  await chooseLane(commercial, ['shanghai', 'CNSHA'], ['montevideo', 'UYMVD'], 'FOB');
  await pick(commercial.getByTestId('request-form-containers-type').first(), /^40HC /);
  await fillPackingLine(commercial, 0, {
    kind: 'PALLETS',
    quantity: 10,
    weight: 500,
    length: 120,
    width: 100,
    height: 100,
  });
  await describeGoods(commercial, goods);
  const reference = await sendRequest(commercial);
  expect(await statusOf(request, tokens.comercial, reference)).toBe('REQUESTED');

  // 2. pricing takes it from the new-requests queue and requests costs from the two agents.
  const pricing = await staffPage(browser, baseURL, tokens.pricing, LOAD.timeout);
  await pricing.goto('/pricing/nuevas-solicitudes');
  await expect(pricing.getByTestId('pricing-screen-pricingNew')).toBeVisible(LOAD);
  await pricing.getByTestId('quotations-filter-reference').fill(reference);
  const row = pricing.getByTestId('quotations-table').getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1, LOAD);
  await row.getByTestId('pricing-take').click();
  await expect(pricing).toHaveURL(
    (url) => url.pathname === '/pricing/cotizaciones' && url.searchParams.get('ref') === reference,
    LOAD,
  );
  await expect(pricing.getByTestId('pricing-quotation-status')).toContainText(
    await label(pricing, 'quotations', 'statuses.PENDING'),
    LOAD,
  );
  for (const code of AGENTS) await pricing.getByTestId(`agent-suggestion-${code}`).check();
  await pricing.getByTestId('pricing-request-costs').click();
  await confirm(pricing);
  await expect(pricing.getByTestId('cost-request-row')).toHaveCount(2, LOAD);

  // 3. Both mails reach the sink, each to its agent's contact, each with its own no-login link.
  const links = {} as Record<AgentCode, string>;
  for (const code of AGENTS) {
    const addresses = agents[code].contacts.filter((c) => c.active).map((c) => c.email.toLowerCase());
    const mail = await waitForMail(
      (m) =>
        (m.subject ?? '').includes(reference) &&
        addresses.some((a) => recipients(m).includes(a)) &&
        agentLinkIn(m) !== null,
      MAIL_WAIT,
    );
    links[code] = agentLinkIn(mail)!.path;
  }
  expect(links.SHAPAC).not.toBe(links.LEVANTE);

  // 4. Each agent opens its link in a fresh context (no login) and sends costs. For the first agent a
  // second tab, opened before the send, then tries to send again: refused with the spec's message.
  for (const code of AGENTS) {
    const page = await agentPage(browser, baseURL, links[code]);
    await expect(page.getByTestId('agent-cost-page')).toBeVisible(LOAD);
    await expect(page.getByTestId('agent-job-reference')).toContainText(reference);
    await expect(page.locator('html')).toHaveAttribute('lang', agents[code].language);
    await expect(page.getByRole('banner')).toHaveCount(0);
    const again = code === 'SHAPAC' ? await page.context().newPage() : null;
    if (again) {
      await again.goto(links[code]);
      await fillCosts(again, code);
    }
    await fillCosts(page, code);
    await submitCosts(page);
    await expect(page.getByTestId('agent-state-sent')).toBeVisible(LOAD);
    if (again) {
      await submitCosts(again);
      await expect(again.getByTestId('agent-state-alreadySent')).toBeVisible(LOAD);
      await expect(again.getByTestId('agent-state-message')).toHaveText(
        translation(agents[code].language, 'errors', 'COSTS_ALREADY_SENT'),
      );
      await expect(again.getByTestId('costs-form')).toHaveCount(0);
    }
    await page.context().close();
  }
  const stored = await request.get(`/app/v1/quotations/${reference}/costs`, { headers: auth(tokens.pricing) });
  expect(((await stored.json()) as unknown[]).length).toBe(2);

  // 5. pricing compares both costs, picks the cheaper ocean freight and the other agent's charges,
  // sets a margin per line, hides one line from the client and publishes.
  await pricing.reload();
  await expect(pricing.getByTestId('comparison-cost')).toHaveCount(2, LOAD);
  await expect(pricing.getByTestId('cost-requests-table')).not.toContainText('—', LOAD);
  await (await comparisonCharge(pricing, agents.LEVANTE.name, 'OFT')).check();
  await (await comparisonCharge(pricing, agents.SHAPAC.name, 'DOC')).check();
  await (await comparisonCharge(pricing, agents.SHAPAC.name, 'THC-O')).check();
  const lines = pricing.getByTestId('sell-line');
  await expect(lines).toHaveCount(3);
  const description = await label(pricing, 'pricing', 'sells.description');
  const line = (concept: string) => lines.filter({ has: pricing.getByText(concept, { exact: true }) });
  // OFT 1,400.00 + 20 % = 1,680.00, not taxed.
  await line('OFT').getByLabel(description).fill(oceanLine);
  await line('OFT').getByTestId('sell-line-margin').fill('20');
  await expect(line('OFT').getByTestId('sell-line-total')).toContainText(/1[.,]680[.,]00/);
  // DOC 100.00 + USD 20.00 = 120.00, taxed by 0.22: 146.40.
  await line('DOC').getByLabel(description).fill(docsLine);
  await line('DOC').getByTestId('sell-line-margin-kind').getByText('USD', { exact: true }).click();
  await line('DOC').getByTestId('sell-line-margin').fill('20');
  await expect(line('DOC').getByTestId('sell-line-total')).toContainText(/146[.,]40/);
  // THC-O 180.00 + 10 % = 198.00, not shown to the client.
  await line('THC-O').getByLabel(description).fill(hiddenLine);
  await line('THC-O').getByTestId('sell-line-margin').fill('10');
  await line('THC-O').getByTestId('sell-line-visible').uncheck({ force: true });
  await expect(line('THC-O').getByTestId('sell-line-visible')).not.toBeChecked();
  // Staff totals: cost 1,680.00, margin 318.00, sell 1,998.00, with tax 2,024.40.
  await expect(pricing.getByTestId('sells-total-USD').getByTestId('sells-total-amount')).toContainText(
    /2[.,]024[.,]40/,
  );
  await expect(pricing.getByTestId('sells-total-USD')).toContainText(/318[.,]00/);
  await expect(pricing.getByTestId('sells-below-minimum')).toHaveCount(0);
  await pricing.getByTestId('sells-publish').click();
  await confirm(pricing);
  await expect(pricing.getByTestId('pricing-quotation-status')).toContainText(
    await label(pricing, 'quotations', 'statuses.QUOTED'),
    LOAD,
  );
  await expect(pricing.getByTestId('sells-publish-state')).toContainText(
    await label(pricing, 'pricing', 'publishStates.PUBLISHED'),
  );
  expect(await statusOf(request, tokens.pricing, reference)).toBe('QUOTED');
  await pricing.context().close();

  // 6. comercial downloads the PDF: reference, lane, client-visible lines and totals; no hidden line,
  // no margin.
  await commercial.goto(`/mis-cotizaciones/${reference}`);
  const panel = commercial.getByTestId('pricing-sending');
  await expect(panel).toBeVisible(LOAD);
  await expect(panel.getByTestId('sending-publish-state')).toContainText(
    await label(commercial, 'pricing', 'publishStates.PUBLISHED'),
  );
  const downloading = commercial.waitForEvent('download');
  await panel.getByTestId('sending-pdf').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfFile = testInfo.outputPath('quotation.pdf');
  await download.saveAs(pdfFile);
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8' });
  await testInfo.attach('quotation.txt', { body: text, contentType: 'text/plain' });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(reference);
  expect(flat).toContain('Shanghai (CNSHA)');
  expect(flat).toContain('Montevideo (UYMVD)');
  expect(flat).toContain(oceanLine);
  expect(flat).toContain(docsLine);
  expect(flat).toMatch(/1[.,]680[.,]00/);
  expect(flat).toMatch(/146[.,]40/);
  // Client totals: sell 1,800.00, tax 26.40, total 1,826.40 (the hidden line is not in them).
  expect(flat).toMatch(/1[.,]800[.,]00/);
  expect(flat).toMatch(/26[.,]40/);
  expect(flat).toMatch(/1[.,]826[.,]40/);
  expect(flat).not.toContain(hiddenLine);
  expect(flat).not.toContain('THC-O');
  expect(flat).not.toMatch(/198[.,]00/);
  expect(flat).not.toMatch(/2[.,]024[.,]40/);
  // The margin: neither the word nor any of its amounts (300.00 visible, 318.00 in all, 280.00 and
  // 18.00 per line) nor its percentage.
  expect(flat).not.toMatch(/margen|margin|margem/i);
  for (const amount of [/\b300[.,]00\b/, /\b318[.,]00\b/, /\b280[.,]00\b/, /\b18[.,]00\b/, /20[.,]00 ?%/]) {
    expect(flat).not.toMatch(amount);
  }

  // 7. comercial sends it to the client; the mail with the PDF attached reaches the sink; SENT.
  await panel.getByTestId('sending-open').click();
  const dialog = commercial.getByTestId('send-dialog');
  await dialog.getByTestId('send-recipients').fill(clientEmail);
  await dialog.getByTestId('send-recipients').press('Enter');
  await dialog.getByTestId('send-submit').click();
  await expect(commercial.getByTestId('sending-sent-at')).toBeVisible(LOAD);
  await expect.poll(() => statusOf(request, tokens.comercial, reference), LOAD).toBe('SENT');
  const clientMail = await waitForMail(
    (m) => recipients(m).includes(clientEmail) && (m.subject ?? '').includes(reference),
    MAIL_WAIT,
  );
  const attachment = clientMail.attachments.find((a) => a.contentType === 'application/pdf');
  expect(attachment, 'the client mail carries the PDF').toBeDefined();
  expect(attachment!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // 8. comercial records the client's approval: APPROVED.
  await commercial.getByTestId('quotation-status-to-APPROVED').click(LOAD);
  await confirm(commercial);
  await expect.poll(() => statusOf(request, tokens.comercial, reference), LOAD).toBe('APPROVED');
  await commercial.context().close();
});
