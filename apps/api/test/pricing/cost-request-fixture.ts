import { beforeAll, expect } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { waitFor } from '../mail/mail-test-module.js';
import { validRequest } from '../quotations/builders.js';
import { sql } from '../support/sql.js';
import { staff, type AgentLinkWorld } from './agent-link-app.js';

// Three days ahead at 17:30 UTC: 14:30 in Montevideo (UTC-3, the analyst's zone), inside the link's 14 days.
export const ANSWER_BY = new Date(new Date(Date.now() + 3 * 86_400_000).setUTCHours(17, 30, 0, 0));
export const ANSWER_BY_DAY = ANSWER_BY.toISOString().slice(0, 10).split('-').reverse().join('/');
export const ANSWER_BY_ISO = ANSWER_BY.toISOString();

/** Adds a third, English-speaking agent (beforeAll, after agentLinkApp's); its id once that ran. */
export function englishAgent(w: AgentLinkWorld): { id: string } {
  const agent = { id: '' };
  beforeAll(async () => {
    [{ id: agent.id }] = await sql<{ id: string }>(
      w.t.db.url,
      `INSERT INTO providers (id, code, name, language, services, updated_at)
      VALUES (gen_random_uuid(), 'TST-GB', 'Harbour Freight Ltd', 'en', '{SEA_LCL}', now()) RETURNING id`,
    );
    await sql(
      w.t.db.url,
      `INSERT INTO provider_contacts (id, provider_id, name, email, "primary", updated_at) VALUES (gen_random_uuid(), $1, 'Tom', 'ops@harbour.test', true, now())`,
      [agent.id],
    );
  });
  return agent;
}

/** A taken SEA_LCL quotation with dates, cost requests to the three agents; each agent's mail by language. */
export async function requested(
  w: AgentLinkWorld,
  agentEn: string,
  extra: object = {},
): Promise<{ reference: string; mails: Record<'es' | 'en' | 'pt', ParsedMail> }> {
  const body = { ...validRequest('SEA_LCL', w.clientId), shipmentDate: '2030-03-15', goodsReadyDate: '2030-03-10' };
  const created = await staff(w, 'comercial').post('/app/v1/quotations', body);
  expect(created.status).toBe(201);
  const reference = (created.body as { reference: string }).reference;
  const pricing = staff(w, 'pricing');
  expect((await pricing.post(`/app/v1/quotations/${reference}/take`)).status).toBe(204);
  const res = await pricing.post(`/app/v1/quotations/${reference}/cost-requests`, {
    providerIds: [w.ids.agentEs, agentEn, w.ids.agentPt],
    ...extra,
  });
  expect(res.status).toBe(201);
  const mine = () => w.sink.mails.filter((m) => m.subject?.includes(reference));
  await waitFor(() => mine().length === 3);
  const by = (to: string) => mine().find((m) => (m.to as { text: string }).text === to)!;
  return {
    reference,
    mails: { es: by('li.wei@agents.test'), en: by('ops@harbour.test'), pt: by('ana@agents.test') },
  };
}
