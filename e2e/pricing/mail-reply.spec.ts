import type { ParsedMail } from 'mailparser';
import { pageLanguage } from '../fixtures/auth';
import { answerConfirm } from '../fixtures/confirm';
import { costTemplateIn, fillCostTemplate } from '../fixtures/cost-template';
import { replyToPortal, requireInboundReceiver } from '../fixtures/inbound-mail';
import { translation } from '../fixtures/locales';
import { requireMailSink, waitForMail } from '../fixtures/mail';
import { watchNotificationSockets } from '../fixtures/notification-socket';
import { createTakenLclQuotation } from '../fixtures/quotations';
import { expect, test } from '../fixtures/sessions';

const LOAD = { timeout: 20_000 };
const MAIL_WAIT = 60_000;
const REPLYING = { code: 'SHAPAC', name: 'Shanghai Pacific Logistics Co.', email: 'li.wei@agents.demo' };
const SILENT = { code: 'SANTOS' };

test.use({ signedInAs: 'pricing' });

const recipients = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

/** A small genuine PDF: the agent's own quote beside the template. */
const quotePdf = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n%', 'latin1'),
    Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
    Buffer.from('\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);

// Issue 42, "Done when": pricing asks two agents; one replies by mail (through the portal's SMTP receiver)
// with the cost template of its request mail filled in; the row turns "answered by mail" without a reload
// and the analyst turns the sheet into the agent's cost.
test('an agent replies by mail with the filled cost template: its row turns answered by mail live, and the analyst confirms the sheet as its cost', async ({
  page,
  request,
  demoToken,
}) => {
  test.setTimeout(180_000);
  requireMailSink();
  requireInboundReceiver();
  const reference = await createTakenLclQuotation(
    request,
    { commercial: await demoToken('comercial'), pricing: await demoToken('pricing') },
    `Bombas e2e planilla por correo ${Date.now()}`,
  );

  // 1. Pricing asks both agents from the panel.
  const sockets = watchNotificationSockets(page);
  await page.goto(`/pricing/cotizaciones?ref=${reference}`);
  const language = await pageLanguage(page);
  for (const code of [REPLYING.code, SILENT.code]) await page.getByTestId(`agent-suggestion-${code}`).check(LOAD);
  await page.getByTestId('pricing-request-costs').click();
  await answerConfirm(page, 'confirm', translation(language, 'pricing', 'requests.action'));
  const rows = page.getByTestId('cost-request-row');
  await expect(rows).toHaveCount(2, LOAD);
  const replying = rows.filter({ hasText: REPLYING.code });
  const silent = rows.filter({ hasText: SILENT.code });

  // 2. The agent's mail carries the pre-filled template; the agent fills it in and presses Reply.
  const mail = await waitForMail(
    (m) => (m.subject ?? '').includes(reference) && recipients(m).includes(REPLYING.email),
    MAIL_WAIT,
  );
  const template = costTemplateIn(mail);
  const filled = await fillCostTemplate(
    template.content,
    { OFT: 1450.5, 'THC-O': '85,25' },
    { description: 'Direct service', transitDays: 35 },
  );
  // The page takes pushes (one sent before it subscribed would not reach it).
  await expect.poll(() => sockets.subscriptions(), LOAD).toBeGreaterThan(0);
  await replyToPortal(mail, {
    from: REPLYING.email,
    text: 'Our rate is in the attached sheet.',
    attachments: [
      { filename: 'quote.pdf', content: quotePdf() },
      { filename: template.filename, content: filled },
    ],
  });

  // 3. No reload: the push about the quotation refreshes the rows.
  await expect(replying.getByTestId('cost-request-by-mail')).toBeVisible({ timeout: MAIL_WAIT });
  await expect(replying.getByTestId('cost-request-state')).toHaveText(
    translation(language, 'pricing', 'requests.state.answered'),
  );
  await expect(silent.getByTestId('cost-request-by-mail')).toHaveCount(0);
  const files = replying.locator('xpath=following-sibling::tr[1]').getByTestId('cost-request-file-name');
  await expect(files).toHaveCount(2);
  for (const name of ['quote.pdf', template.filename]) await expect(files.filter({ hasText: name })).toHaveCount(1);

  // 4. The cost read from the sheet waits on the agent quote screen; the analyst turns it into the cost.
  await replying.getByTestId('cost-request-draft-link').click();
  await expect(page).toHaveURL(/\/pricing\/cotizador\?/);
  const draft = page.getByTestId('cost-draft');
  await expect(draft).toHaveCount(1, LOAD);
  await expect(draft).toContainText(REPLYING.name);
  await expect(draft.getByTestId('cost-draft-facts')).toContainText('Direct service');
  // 2.4 W/M (two packages of 1.2 m³): 1,450.50 × 2.4 and 85.25 × 2.4, exact to the cent.
  await expect(draft.getByTestId('cost-draft-charge-total')).toHaveText([/3[.,]?481[.,]20$/, /204[.,]60$/]);
  await draft.getByTestId('cost-draft-confirm').click();
  await answerConfirm(page, 'confirm', translation(language, 'pricing', 'drafts.confirm'));
  await expect(page.getByTestId('cost-drafts')).toHaveCount(0, LOAD);

  await page.goto(`/pricing/cotizaciones?ref=${reference}`);
  await expect(page.getByTestId('comparison-cost').filter({ hasText: REPLYING.name })).toBeVisible(LOAD);
  await expect(page.getByTestId('cost-request-draft-link')).toHaveCount(0);
});
