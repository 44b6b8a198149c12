import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import type { TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

/** Two agents (Spanish and Portuguese speaking) and charge codes of their own, beside whatever the demo seed holds. */
export async function seedAgentsAndCodes(t: TestApp): Promise<{ agentEs: string; agentPt: string; oft: string; thc: string; airOnly: string }> {
  const [{ id: agentEs }] = await sql<{ id: string }>(t.db.url, `INSERT INTO providers (id, code, name, language, origin_countries, destination_countries, services, updated_at)
    VALUES (gen_random_uuid(), 'TST-CN', 'Shanghai Logistics', 'es', '{CN}', '{UY}', '{SEA_LCL,SEA_FCL}', now()) RETURNING id`);
  const [{ id: agentPt }] = await sql<{ id: string }>(t.db.url, `INSERT INTO providers (id, code, name, language, origin_countries, destination_countries, services, updated_at)
    VALUES (gen_random_uuid(), 'TST-BR', 'Santos Cargo', 'pt', '{BR}', '{UY}', '{SEA_LCL}', now()) RETURNING id`);
  await sql(t.db.url, `INSERT INTO provider_contacts (id, provider_id, name, email, "primary", updated_at) VALUES
    (gen_random_uuid(), $1, 'Li Wei', 'li.wei@agents.test', true, now()), (gen_random_uuid(), $2, 'Ana Souza', 'ana@agents.test', true, now())`, [agentEs, agentPt]);
  const code = async (concept: string, flags: string) =>
    (await sql<{ id: string }>(t.db.url, `INSERT INTO charge_codes (id, concept, description, description_en, description_pt, taxed, ${flags}, updated_at) VALUES (gen_random_uuid(), $1, $1, $1, $1, false, true, now()) RETURNING id`, [concept]))[0].id;
  return { agentEs, agentPt, oft: await code('T-OFT', 'sea'), thc: await code('T-THC', 'sea'), airOnly: await code('T-AFT', 'air') };
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
