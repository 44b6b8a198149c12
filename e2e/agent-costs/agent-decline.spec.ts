import { answerConfirm } from '../fixtures/confirm';
import { translation } from '../fixtures/locales';
import { requireMailSink } from '../fixtures/mail';
import { expect, test } from '../fixtures/sessions';
import { linkContext, requestAgentLink } from './agent-link';
import { PAGE_LOAD } from '../fixtures/timeouts';

/**
 * Issue 22: the agent (Hamburg Overseas, English) sees who is asking and by when, declines with a
 * reason, cannot use the link again, and pricing sees the first view and the declined request.
 */
const en = (namespace: string, key: string) => translation('en', namespace, key);
const es = (namespace: string, key: string) => translation('es', namespace, key);
const LOAD = PAGE_LOAD;

test.use({ signedInAs: 'pricing' });

test('an agent declines with a reason; the link then shows already answered and pricing sees it declined', async ({
  browser,
  page,
  request,
}) => {
  requireMailSink();
  const link = await requestAgentLink(request, `Repuestos e2e declinar ${Date.now()}`);

  // The agent: a fresh context, no session (the test's own context is signed in as pricing).
  const agentContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const agent = await agentContext.newPage();
  await agent.goto(link.path);
  await expect(agent.getByTestId('agent-cost-page')).toBeVisible(LOAD);
  await expect(agent.getByTestId('agent-requester-who')).toContainText('Pablo Pricing');
  await expect(agent.getByTestId('agent-requester-who')).toContainText('Freight Logistics Montevideo');
  await expect(agent.getByTestId('agent-answer-by')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  await agent.getByTestId('agent-decline').click();
  await agent.getByTestId('agent-decline-reason-OTHER').click();
  await expect(agent.getByTestId('agent-decline-confirm')).toHaveText(en('agentCosts', 'decline.confirm'));
  await agent.getByTestId('agent-decline-confirm').click();
  // "Other" needs a text: nothing is sent without it.
  await expect(agent.getByText(en('agentCosts', 'decline.textRequired'))).toBeVisible();
  expect((await linkContext(request, link.token)) as { declined?: boolean }).toMatchObject({ declined: false });
  await agent.getByTestId('agent-decline-text').fill('No reefer equipment this month');
  await agent.getByTestId('agent-decline-confirm').click();
  await expect(agent.getByTestId('agent-state-declineSent')).toBeVisible(LOAD);

  // Opened again from the mail: the already-answered page, not the form.
  await agent.reload();
  await expect(agent.getByTestId('agent-state-declined')).toBeVisible(LOAD);
  await expect(agent.getByTestId('agent-state-message')).toHaveText(
    translation('en', 'errors', 'COST_REQUEST_DECLINED'),
  );
  await expect(agent.getByTestId('costs-form')).toHaveCount(0);
  await agentContext.close();

  // Pricing: the row says declined, with the reason, and when the agent first opened the page.
  await page.goto(`/pricing/cotizaciones?ref=${link.reference}`);
  const row = page.getByTestId('cost-request-row');
  await expect(row).toHaveCount(1, LOAD);
  await expect(row.getByTestId('cost-request-state')).toHaveText(es('pricing', 'requests.state.declined'), LOAD);
  await expect(row.getByTestId('cost-request-decline-reason')).toHaveText(
    `${es('pricing', 'requests.declineReasons.OTHER')}: No reefer equipment this month`,
  );
  await expect(row.getByTestId('cost-request-opened')).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
});

test('pricing resends a request from the panel: the old link shows it was replaced at once', async ({
  page,
  request,
}) => {
  requireMailSink();
  const link = await requestAgentLink(request, `Repuestos e2e reenviar ${Date.now()}`);
  await page.goto(`/pricing/cotizaciones?ref=${link.reference}`);
  const row = page.getByTestId('cost-request-row');
  await expect(row).toHaveCount(1, LOAD);
  await row.getByTestId('cost-request-resend').click();
  await answerConfirm(page, 'confirm', es('pricing', 'requests.resend'));
  await expect(row).toHaveCount(2, LOAD);
  await expect(
    page.getByTestId('cost-request-state').filter({ hasText: es('pricing', 'requests.state.cancelled') }),
  ).toHaveCount(1, LOAD);

  // Opened in a tab of pricing's own browser (signed in, Spanish profile): the page still speaks the
  // agent's English, whichever of the profile and the refusal arrives first.
  const agent = await page.context().newPage();
  await agent.goto(link.path);
  await expect(agent.getByTestId('agent-state-revoked')).toBeVisible(LOAD);
  await expect(agent.getByTestId('agent-state-message')).toHaveText(translation('en', 'errors', 'AGENT_LINK_REVOKED'));
  await agent.close();
});
