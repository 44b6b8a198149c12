import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from '../fixtures/accounts';
import { agentLinkIn, waitForMail } from '../fixtures/mail';

async function apiToken(request: APIRequestContext, account: DemoAccount): Promise<string> {
  const response = await request.post('/auth/v1/login', { data: { username: account, password: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`Sign-in of ${account} failed with ${response.status()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`${method} ${path} failed with ${response.status()}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The agent used by these tests: Hamburg Overseas (English, sea freight) from the demo seed. */
export const AGENT_CODE = 'HAMOVL';
export const AGENT_NAME = 'Hamburg Overseas Logistics GmbH';
export const CLIENT_NAME = 'Frigorífico del Plata';

/** A valid SEA_LCL request (as apps/api/test/quotations/builders.ts validRequest). */
function seaLclRequest(clientId: string, goods: string): Record<string, unknown> {
  return {
    company: 'MVD',
    service: 'SEA_LCL',
    clientId,
    goodsDescription: goods,
    commodityType: 'GEN',
    stackable: 'YES',
    originCode: 'CNSHA',
    originName: 'Shanghai',
    destinationCode: 'UYMVD',
    destinationName: 'Montevideo',
    incoterm: 'FOB',
    packingLines: [{ kind: 'PALLETS', quantity: 2, weight: 250, length: 120, width: 100, height: 150 }],
  };
}

/** `comercial` requests a SEA_LCL quotation (Shanghai → Montevideo) and `pricing` takes it. */
export async function takenSeaLcl(
  request: APIRequestContext,
  goods: string,
): Promise<{ reference: string; pricing: string }> {
  const comercial = await apiToken(request, 'comercial');
  const pricing = await apiToken(request, 'pricing');
  const clients = await call<{ items: { id: string }[] }>(
    request,
    comercial,
    'GET',
    '/app/v1/clients/lookup?search=Frigor',
  );
  const { reference } = await call<{ reference: string }>(
    request,
    comercial,
    'POST',
    '/app/v1/quotations',
    seaLclRequest(clients.items[0].id, goods),
  );
  await call(request, pricing, 'POST', `/app/v1/quotations/${reference}/take`);
  return { reference, pricing };
}

export type AgentLink = { reference: string; path: string; token: string; pricingToken: string };

/**
 * The real flow that mails an agent its link: `comercial` requests a SEA_LCL quotation, `pricing`
 * takes it and requests costs from the agent; the link is read from the mail in the run's SMTP sink.
 */
export async function requestAgentLink(request: APIRequestContext, goods: string): Promise<AgentLink> {
  const { reference, pricing } = await takenSeaLcl(request, goods);
  const providers = await call<{ items: { id: string; code: string }[] }>(
    request,
    pricing,
    'GET',
    `/app/v1/providers?search=${AGENT_CODE}`,
  );
  const agent = providers.items.find((p) => p.code === AGENT_CODE);
  if (!agent) throw new Error(`Demo provider ${AGENT_CODE} not found`);
  await call(request, pricing, 'POST', `/app/v1/quotations/${reference}/cost-requests`, { providerIds: [agent.id] });

  // The run-wide sink (e2e/fixtures/mail-sink.global.ts) keeps every mail; ours names the reference.
  const mail = await waitForMail((m) => (m.subject ?? '').includes(reference) && agentLinkIn(m) !== null);
  const link = agentLinkIn(mail);
  if (!link) throw new Error(`The cost-request mail for ${reference} carries no link`);
  return { reference, path: link.path, token: link.token, pricingToken: pricing };
}

/** What the link's own API says (answered or not): proves a refusal stored nothing. */
export async function linkContext(request: APIRequestContext, token: string): Promise<{ alreadyAnswered: boolean }> {
  return call(request, token, 'GET', '/app/v1/agent/cost-request');
}

export async function receivedCosts(
  request: APIRequestContext,
  link: AgentLink,
): Promise<{ description: string; carrier: string | null; charges: { total: number }[] }[]> {
  return call(request, link.pricingToken, 'GET', `/app/v1/quotations/${link.reference}/costs`);
}
