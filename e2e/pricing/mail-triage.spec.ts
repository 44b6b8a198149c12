import { answerConfirm } from '../fixtures/confirm';
import { pageLanguage } from '../fixtures/auth';
import { mailThePortal, requireInboundReceiver } from '../fixtures/inbound-mail';
import { translation } from '../fixtures/locales';
import { watchNotificationSockets } from '../fixtures/notification-socket';
import { createTakenLclQuotation } from '../fixtures/quotations';
import { expect, test } from '../fixtures/sessions';
import { PAGE_LOAD } from '../fixtures/timeouts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.use({ signedInAs: 'pricing' });

// Issue 42: an agent's reply that names only the quotation in its subject is held; pricing accepts it
// on the triage screen and the agent's row shows "answered by mail".
test('a held reply by mail shows on the triage screen; accepting it answers the agent request by mail', async ({
  page,
  request,
  demoToken,
}) => {
  requireInboundReceiver();
  const pricing = await demoToken('pricing');
  const reference = await createTakenLclQuotation(
    request,
    { commercial: await demoToken('comercial'), pricing },
    'Repuestos e2e respuesta por correo',
  );
  const suggestions = await request.get(`/app/v1/quotations/${reference}/agent-suggestions`, {
    headers: auth(pricing),
  });
  const agent = ((await suggestions.json()) as { id: string; code: string }[]).find((s) => s.code === 'SHAPAC')!;
  const asked = await request.post(`/app/v1/quotations/${reference}/cost-requests`, {
    headers: auth(pricing),
    data: { providerIds: [agent.id] },
  });
  expect(asked.status()).toBe(201);
  const [{ email }] = (await asked.json()) as { email: string }[];

  // No plus-address, no In-Reply-To: only the reference in the subject, so the portal holds it.
  const subject = `Rate for ${reference}`;
  await mailThePortal({ from: email, subject, text: 'Ocean freight 1150 USD, valid 15 days.' });

  // Stored and processed in the background: the list has it once the ingestion has run.
  await expect
    .poll(async () => {
      const list = await request.get('/app/v1/inbound-mails', { headers: auth(pricing) });
      return ((await list.json()) as { items: { subject: string }[] }).items.some((m) => m.subject === subject);
    }, PAGE_LOAD)
    .toBe(true);

  await page.goto('/pricing/correos');
  const language = await pageLanguage(page);
  const row = page.getByTestId('data-table-row').filter({ hasText: subject });
  await expect(row).toHaveCount(1, PAGE_LOAD);
  await expect(row.getByTestId('inbound-mail-kind')).toHaveAttribute('data-kind', 'HELD_SUBJECT');
  await row.getByTestId('triage-accept').click();
  await answerConfirm(page, 'confirm', translation(language, 'pricing', 'triage.accept'));
  await expect(row).toHaveCount(0, PAGE_LOAD);

  await page.goto(`/pricing/cotizaciones?ref=${reference}`);
  // "Answered by mail · dd/mm/yyyy HH:mm", in the user's time zone.
  const byMail = translation(language, 'pricing', 'requests.byMail').replace('{{at}}', '');
  await expect(page.getByTestId('cost-request-row').getByTestId('cost-request-by-mail')).toHaveText(
    new RegExp(`^${byMail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`),
    PAGE_LOAD,
  );
  await expect(page.getByTestId('cost-request-mails').getByTestId('inbound-mail-text')).toHaveText(
    'Ocean freight 1150 USD, valid 15 days.',
  );
});

// Issue 42: the triage list on screen takes a new unmatched mail without a reload (the notice about it
// is pushed to every holder of the triage permission, and the push reloads the list).
test('a mail no request is found for appears on the open triage screen without a reload', async ({ page }) => {
  requireInboundReceiver();
  const sockets = watchNotificationSockets(page);
  await page.goto('/pricing/correos');
  await expect(page.getByTestId('screen-title')).toBeVisible(PAGE_LOAD);
  // A push sent before the page subscribed is not this page's: wait for the subscription.
  await expect.poll(() => sockets.subscriptions(), PAGE_LOAD).toBeGreaterThan(0);
  const subject = `New tariffs ${Date.now()}`;
  const rows = page.getByTestId('data-table-row').filter({ hasText: subject });
  await expect(rows).toHaveCount(0);
  await mailThePortal({ from: 'someone@forwarders.example', subject, text: 'Please find our 2027 tariffs.' });
  await expect(rows).toHaveCount(1, PAGE_LOAD);
  await expect(rows.getByTestId('inbound-mail-kind')).toHaveAttribute('data-kind', 'UNMATCHED');
});
