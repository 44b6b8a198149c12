import type { ParsedMail } from 'mailparser';
import { createTransport } from 'nodemailer';
import { pageLanguage } from '../fixtures/auth';
import { answerConfirm } from '../fixtures/confirm';
import { INBOUND_ADDRESS, INBOUND_SMTP_PORT, requireInboundReceiver } from '../fixtures/inbound-mail';
import { translation } from '../fixtures/locales';
import { requireMailSink, waitForMail } from '../fixtures/mail';
import { createTakenLclQuotation } from '../fixtures/quotations';
import { expect, test } from '../fixtures/sessions';

const LOAD = { timeout: 20_000 };
const MAIL_WAIT = 60_000;
const AGENT = { code: 'SANTOS', email: 'ana.souza@agents.demo' };

test.use({ signedInAs: 'pricing' });

const recipients = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

/** The agent's mail server answers the request mail with a delivery failure, to its envelope sender (the plus-address). */
async function bounce(original: ParsedMail, address: string): Promise<void> {
  const [local] = INBOUND_ADDRESS.split('@');
  const plus = (original.replyTo?.value ?? []).map((v) => v.address ?? '').find((a) => a.startsWith(`${local}+`));
  if (!plus) throw new Error('the request mail names no plus-address');
  const raw = [
    'From: Mail Delivery System <MAILER-DAEMON@mx.agents.demo>',
    `To: ${plus}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: <dsn-e2e-${Date.now()}@mx.agents.demo>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
    '',
    '--B',
    'Content-Type: message/delivery-status',
    '',
    `Final-Recipient: rfc822; ${address}`,
    'Action: failed',
    'Status: 5.1.1',
    '--B--',
    '',
  ].join('\r\n');
  const transport = createTransport({ host: '127.0.0.1', port: INBOUND_SMTP_PORT, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ envelope: { from: '', to: [plus] }, raw });
  } finally {
    transport.close();
  }
}

// Issue 42: a request mail that bounced is flagged on its row and on the agent's suggestion (it can still be asked).
test('a bounced request mail shows "mail bounced" on its row and on the agent suggestion', async ({
  page,
  request,
  demoToken,
}) => {
  test.setTimeout(150_000);
  requireMailSink();
  requireInboundReceiver();
  const pricing = await demoToken('pricing');
  const reference = await createTakenLclQuotation(
    request,
    { commercial: await demoToken('comercial'), pricing },
    `Bombas e2e rebote ${Date.now()}`,
  );
  await page.goto(`/pricing/cotizaciones?ref=${reference}`);
  const language = await pageLanguage(page);
  await page.getByTestId(`agent-suggestion-${AGENT.code}`).check(LOAD);
  await page.getByTestId('pricing-request-costs').click();
  await answerConfirm(page, 'confirm', translation(language, 'pricing', 'requests.action'));
  const row = page.getByTestId('cost-request-row').filter({ hasText: AGENT.code });
  await expect(row).toHaveCount(1, LOAD);
  await expect(row.getByTestId('cost-request-bounced')).toHaveCount(0);

  const mail = await waitForMail(
    (m) => (m.subject ?? '').includes(reference) && recipients(m).includes(AGENT.email),
    MAIL_WAIT,
  );
  const headers = { Authorization: `Bearer ${pricing}` };
  try {
    await bounce(mail, AGENT.email);
    const label = translation(language, 'pricing', 'requests.bounced').split('{{')[0].trim();
    await expect(async () => {
      await page.reload();
      await expect(row.getByTestId('cost-request-bounced')).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: MAIL_WAIT });
    await expect(row.getByTestId('cost-request-bounced')).toContainText(label);
    // The suggestion's label (the test id sits on its checkbox input).
    const suggestion = page.getByTestId('agent-suggestions').locator('label', { hasText: `(${AGENT.code})` });
    await expect(suggestion.getByTestId('agent-suggestion-bounced')).toContainText(
      translation(language, 'pricing', 'requests.suggestionBounced').split('{{')[0].trim(),
    );
  } finally {
    // The demo agent's address is shared by other tests: a new address clears the mark, then the old one is restored.
    const found = await request.get('/app/v1/providers?search=SANTOS', { headers });
    const id = ((await found.json()) as { items: { id: string; code: string }[] }).items.find(
      (p) => p.code === AGENT.code,
    )!.id;
    const detail = (await (await request.get(`/app/v1/providers/${id}`, { headers })).json()) as {
      contacts: { id: string; name: string; email: string; services: string[]; traffics: string[] }[];
    };
    const c = detail.contacts.find((x) => x.email === AGENT.email)!;
    for (const email of [`bounced.${AGENT.email}`, AGENT.email]) {
      const put = await request.put(`/app/v1/providers/${id}/contacts/${c.id}`, {
        headers,
        data: { name: c.name, email, primary: true, services: c.services, traffics: c.traffics },
      });
      expect(put.status()).toBe(200);
    }
  }
});
