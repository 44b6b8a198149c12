import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { waitFor } from '../mail/mail-test-module.js';
import type { SmtpSink } from '../mail/smtp-sink.js';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { loginAs, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

/** Two agents (Spanish and Portuguese speaking) and charge codes of their own, beside whatever the demo seed holds. */
export async function seedAgentsAndCodes(
  t: TestApp,
): Promise<{ agentEs: string; agentPt: string; oft: string; thc: string; airOnly: string }> {
  const [{ id: agentEs }] = await sql<{ id: string }>(
    t.db.url,
    `INSERT INTO providers (id, code, name, language, origin_countries, destination_countries, services, updated_at)
    VALUES (gen_random_uuid(), 'TST-CN', 'Shanghai Logistics', 'es', '{CN}', '{UY}', '{SEA_LCL,SEA_FCL}', now()) RETURNING id`,
  );
  const [{ id: agentPt }] = await sql<{ id: string }>(
    t.db.url,
    `INSERT INTO providers (id, code, name, language, origin_countries, destination_countries, services, updated_at)
    VALUES (gen_random_uuid(), 'TST-BR', 'Santos Cargo', 'pt', '{BR}', '{UY}', '{SEA_LCL}', now()) RETURNING id`,
  );
  await sql(
    t.db.url,
    `INSERT INTO provider_contacts (id, provider_id, name, email, "primary", updated_at) VALUES
    (gen_random_uuid(), $1, 'Li Wei', 'li.wei@agents.test', true, now()), (gen_random_uuid(), $2, 'Ana Souza', 'ana@agents.test', true, now())`,
    [agentEs, agentPt],
  );
  const code = async (concept: string, flags: string) =>
    (
      await sql<{ id: string }>(
        t.db.url,
        `INSERT INTO charge_codes (id, concept, description, description_en, description_pt, taxed, ${flags}, updated_at) VALUES (gen_random_uuid(), $1, $1, $1, $1, false, true, now()) RETURNING id`,
        [concept],
      )
    )[0].id;
  return {
    agentEs,
    agentPt,
    oft: await code('T-OFT', 'sea'),
    thc: await code('T-THC', 'sea'),
    airOnly: await code('T-AFT', 'air'),
  };
}

/** The no-login link inside a cost-request mail, and its token. */
export function linkOf(mail: ParsedMail): { url: string; token: string } {
  const url = /https?:\/\/\S+\/third-party\/new-cost\/([\w.-]+)/.exec(mail.text ?? '');
  if (!url) throw new Error(`no cost link in mail: ${mail.text}`);
  return { url: url[0], token: url[1] };
}

export async function parse(raw: Buffer): Promise<ParsedMail> {
  return simpleParser(raw);
}

/**
 * A fresh SEA_LCL quotation of demo client A, taken by pricing, with costs requested from the two test agents
 * (see seedAgentsAndCodes); returns its reference and each agent's link token by e-mail address.
 */
export async function openAgentLinks(
  t: TestApp,
  sink: SmtpSink,
): Promise<{ reference: string; links: Record<string, string> }> {
  const ids = await seedAgentsAndCodes(t);
  const [comercial, pricing] = [await loginAs(t.http, 'comercial'), await loginAs(t.http, 'pricing')];
  const created = await request(t.http)
    .post('/app/v1/quotations')
    .set('Authorization', `Bearer ${comercial}`)
    .send(validRequest('SEA_LCL', await demoClientId(t)));
  const { reference } = created.body as { reference: string };
  await request(t.http)
    .post(`/app/v1/quotations/${reference}/take`)
    .set('Authorization', `Bearer ${pricing}`)
    .expect(204);
  await request(t.http)
    .post(`/app/v1/quotations/${reference}/cost-requests`)
    .set('Authorization', `Bearer ${pricing}`)
    .send({ providerIds: [ids.agentEs, ids.agentPt] })
    .expect(201);
  await waitFor(() => sink.mails.filter((m) => m.subject?.includes(reference)).length === 2, 20_000);
  const mails = sink.mails.filter((m) => m.subject?.includes(reference));
  return { reference, links: Object.fromEntries(mails.map((m) => [(m.to as { text: string }).text, linkOf(m).token])) };
}
