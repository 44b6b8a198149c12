import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { answerConfirm } from '../fixtures/confirm';
import { translation } from '../fixtures/locales';
import { agentLinkIn, requireMailSink, waitForMail } from '../fixtures/mail';
import { expect, test } from '../fixtures/sessions';
import { takenSeaLcl } from './agent-link';

/**
 * Issue 22, "Done when": pricing requests costs from two agents with an answer-by date; agent 1
 * (Shanghai Pacific, English) opens the link from its mail, asks a question, receives the analyst's
 * answer by mail, attaches a PDF and sends costs; agent 2 (Transitarios Levante, Spanish) declines
 * with a reason; pricing sees both states, the question thread, the first-opened time and downloads
 * agent 1's file.
 */
const en = (namespace: string, key: string) => translation('en', namespace, key);
const es = (namespace: string, key: string) => translation('es', namespace, key);
const LOAD = { timeout: 20_000 };
const MAIL_WAIT = 60_000;
const AGENT_1 = { code: 'SHAPAC', name: 'Shanghai Pacific Logistics Co.', email: 'li.wei@agents.demo' };
const AGENT_2 = { code: 'LEVANTE', name: 'Transitarios Levante S.L.', email: 'maria.garcia@agents.demo' };

test.use({ signedInAs: 'pricing' });

/** A small genuine PDF (binary marker bytes included), so the byte-exact download means something. */
function quotePdf(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n%', 'latin1'),
    Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
    Buffer.from(
      `\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% quote ${Date.now()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
      'latin1',
    ),
  ]);
}

const recipients = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

async function agentPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByTestId('agent-cost-page')).toBeVisible(LOAD);
  return page;
}

test('two agents asked with an answer-by date: one asks, gets the answer by mail, attaches a PDF and quotes; the other declines; pricing sees it all', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  requireMailSink();
  const { reference } = await takenSeaLcl(request, `Compresores e2e consultas ${Date.now()}`);

  // 1. Pricing asks both agents from the panel, with an answer-by date three days ahead at 16:00.
  const day = new Date(Date.now() + 3 * 86_400_000);
  const answerDay = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
  await page.goto(`/pricing/cotizaciones?ref=${reference}`);
  for (const agent of [AGENT_1, AGENT_2]) await page.getByTestId(`agent-suggestion-${agent.code}`).check(LOAD);
  await page.getByTestId('pricing-answer-by-day').fill(answerDay);
  await page.getByTestId('pricing-answer-by-time').fill('16:00');
  await page.getByTestId('pricing-request-costs').click();
  await answerConfirm(page, 'confirm', es('pricing', 'requests.action'));
  await expect(page.getByTestId('cost-request-row')).toHaveCount(2, LOAD);
  for (const row of await page.getByTestId('cost-request-row').all())
    await expect(row).toContainText(`${answerDay} 16:00`);

  // 2. Each agent's mail reaches the sink with its own link.
  const linkOf = async (email: string) => {
    const mail = await waitForMail(
      (m) => (m.subject ?? '').includes(reference) && recipients(m).includes(email) && agentLinkIn(m) !== null,
      MAIL_WAIT,
    );
    return agentLinkIn(mail)!;
  };
  const link1 = await linkOf(AGENT_1.email);
  const link2 = await linkOf(AGENT_2.email);

  // 3. Agent 1 opens its link (no login, English) and asks the analyst a question.
  const agent1 = await agentPage(browser, link1.path);
  await expect(agent1.getByTestId('agent-answer-by')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  const question = 'Are the pallets stackable, and is the cargo hazardous?';
  await agent1.getByTestId('agent-question-input').fill(question);
  await agent1.getByTestId('agent-question-send').click();
  await expect(agent1.getByTestId('agent-question-text')).toHaveText(question, LOAD);
  await expect(agent1.getByTestId('agent-question-waiting')).toHaveText(en('agentCosts', 'exchange.waiting'));

  // 4. Pricing sees the question in the panel and answers it.
  await page.reload();
  const exchange = page.getByTestId('cost-request-exchange');
  await expect(exchange.getByTestId('cost-request-question-text')).toHaveText(question, LOAD);
  const answer = 'Stackable up to two high; general cargo, not hazardous.';
  await exchange.getByTestId('cost-request-answer-input').fill(answer);
  await exchange.getByTestId('cost-request-answer-send').click();
  // It is e-mailed at once and cannot be changed: asked first, naming the agent and showing the answer.
  const dialog = page.getByRole('dialog', { name: es('common', 'confirm.title') });
  await expect(dialog).toContainText(
    es('pricing', 'requests.exchange.confirmSend').replace('{{provider}}', AGENT_1.name),
  );
  await expect(dialog.getByTestId('cost-request-answer-preview')).toHaveText(answer);
  await answerConfirm(page, 'confirm', es('pricing', 'requests.exchange.send'));
  await expect(exchange.getByTestId('cost-request-question-answer')).toHaveText(answer, LOAD);

  // 5. The answer reaches agent 1 by mail, in English, from the analyst, with the same link.
  const answerMail = await waitForMail(
    (m) => m.subject === `Answer to your question about ${reference}` && recipients(m).includes(AGENT_1.email),
    MAIL_WAIT,
  );
  expect(answerMail.text).toContain(question);
  expect(answerMail.text).toContain(answer);
  expect(answerMail.replyTo?.value[0]?.name).toBe('Pablo Pricing');
  expect(agentLinkIn(answerMail)?.path).toBe(link1.path);

  // 6. Agent 1 opens the link from the answer mail: the thread shows the answer; it attaches a PDF and sends costs.
  await agent1.goto(agentLinkIn(answerMail)!.path);
  await expect(agent1.getByTestId('agent-question-answer')).toHaveText(answer, LOAD);
  const pdf = quotePdf();
  await agent1
    .getByTestId('agent-file-input')
    .setInputFiles({ name: 'Shanghai Pacific quote.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(agent1.getByTestId('agent-file')).toHaveText('Shanghai Pacific quote.pdf', LOAD);

  await agent1.getByTestId('cost-0-description').fill('Weekly LCL via Busan');
  await agent1.getByTestId('cost-0-valid-until').fill('31/12/2030');
  await agent1.getByTestId('cost-0-carrier').fill('COSCO');
  await agent1.getByTestId('cost-0-charge-0-code').click();
  await agent1.getByRole('option').first().click();
  await agent1.getByTestId('cost-0-charge-0-amount').fill('85');
  await agent1.getByTestId('cost-0-charge-0-quantity').fill('3');
  await agent1.getByTestId('costs-submit').click();
  await agent1
    .getByRole('dialog')
    .getByRole('button', { name: en('agentCosts', 'send'), exact: true })
    .click();
  await expect(agent1.getByTestId('agent-state-sent')).toBeVisible(LOAD);
  await expect(agent1.getByTestId('agent-sent-files')).toContainText('Shanghai Pacific quote.pdf');
  // The answered link takes no more questions or files: 409 with its code.
  const late = await request.post('/app/v1/agent/questions', {
    headers: { Authorization: `Bearer ${link1.token}` },
    data: { text: 'One more?' },
  });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { code: string }).code).toBe('COSTS_ALREADY_SENT');
  await agent1.context().close();

  // 7. Agent 2 (Spanish) declines with a reason.
  const agent2 = await agentPage(browser, link2.path);
  await agent2.getByTestId('agent-decline').click();
  await agent2.getByTestId('agent-decline-reason-NO_SERVICE').click();
  await agent2.getByTestId('agent-decline-confirm').click();
  await expect(agent2.getByTestId('agent-state-declineSent')).toBeVisible(LOAD);
  await agent2.context().close();

  // 8. Pricing sees both states, the first-opened times, the thread, and downloads agent 1's file.
  await page.reload();
  const row1 = page.getByTestId('cost-request-row').filter({ hasText: AGENT_1.name });
  const row2 = page.getByTestId('cost-request-row').filter({ hasText: AGENT_2.name });
  await expect(row1.getByTestId('cost-request-state')).toHaveText(es('pricing', 'requests.state.answered'), LOAD);
  await expect(row2.getByTestId('cost-request-state')).toHaveText(es('pricing', 'requests.state.declined'), LOAD);
  await expect(row2.getByTestId('cost-request-decline-reason')).toHaveText(
    es('pricing', 'requests.declineReasons.NO_SERVICE'),
  );
  for (const row of [row1, row2])
    await expect(row.getByTestId('cost-request-opened')).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(exchange).toHaveCount(1);
  await expect(exchange.getByTestId('cost-request-question-text')).toHaveText(question);
  await expect(exchange.getByTestId('cost-request-question-answer')).toHaveText(answer);
  await expect(exchange.getByTestId('cost-request-file-name')).toHaveText('Shanghai Pacific quote.pdf');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exchange.getByTestId('cost-request-file-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe('Shanghai Pacific quote.pdf');
  expect(Buffer.compare(readFileSync(await download.path()), pdf)).toBe(0);
});
