import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { validRequest } from '../quotations/builders.js';

/** Charge codes the tests price with (taxed as a forwarder would: local charges yes, international freight no). */
export const CODES = { OFT: false, THC: true, DOC: true, BAF: false } as const;
export type Code = keyof typeof CODES;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function seedChargeCodes(t: TestApp): Promise<Record<Code, string>> {
  const ids = {} as Record<Code, string>;
  for (const [concept, taxed] of Object.entries(CODES) as [Code, boolean][]) {
    const [row] = await sql<{ id: string }>(
      t.db.url,
      `INSERT INTO charge_codes (id, concept, description, description_en, description_pt, taxed, sea, updated_at)
       VALUES (gen_random_uuid(), $1, $2, $4, $5, $3, true, now())
       ON CONFLICT (concept) DO UPDATE SET taxed = EXCLUDED.taxed RETURNING id`,
      [concept, `Cargo ${concept}`, taxed, `Charge ${concept}`, `Encargo ${concept}`],
    );
    ids[concept] = row.id;
  }
  return ids;
}

export async function seedProvider(t: TestApp, code: string, name: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    t.db.url,
    `INSERT INTO providers (id, code, name, language, origin_countries, destination_countries, categories, services, updated_at)
     VALUES (gen_random_uuid(), $1, $2, 'en', '{CN}', '{UY}', '{AGENT}', '{SEA_FCL}', now())
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [code, name],
  );
  return row.id;
}

export type ChargeSpec = { code: Code; currency: 'USD' | 'UYU' | 'EUR'; total: string; description?: string };
export type CostSpec = {
  carrier?: string;
  transitDays?: number;
  freeDays?: number;
  validUntil?: string;
  charges: ChargeSpec[];
};

/** A received cost as the pricing module stores it; returns the charge ids in order. */
export async function insertCost(
  t: TestApp,
  quotationId: string,
  providerId: string,
  codes: Record<Code, string>,
  spec: CostSpec,
): Promise<{ costId: string; chargeIds: string[] }> {
  const [cost] = await sql<{ id: string }>(
    t.db.url,
    `INSERT INTO costs (id, quotation_id, provider_id, batch_id, description, valid_until, transit_days, free_days, carrier)
     VALUES (gen_random_uuid(), $1, $2, gen_random_uuid(), 'Opción directa', $3, $4, $5, $6) RETURNING id`,
    [
      quotationId,
      providerId,
      spec.validUntil ?? null,
      spec.transitDays ?? null,
      spec.freeDays ?? null,
      spec.carrier ?? null,
    ],
  );
  const chargeIds: string[] = [];
  for (const [i, c] of spec.charges.entries()) {
    const [row] = await sql<{ id: string }>(
      t.db.url,
      `INSERT INTO cost_charges (id, cost_id, index, charge_code_id, description, currency, amount_per_unit, quantity, total, taxed)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, 1, $6, $7) RETURNING id`,
      [cost.id, i, codes[c.code], c.description ?? null, c.currency, c.total, CODES[c.code]],
    );
    chargeIds.push(row.id);
  }
  return { costId: cost.id, chargeIds };
}

/** A quotation requested by `comercial` for the client with this tax id, taken by pricing (PENDING). */
export async function pendingQuotation(
  t: TestApp,
  commercialToken: string,
  clientTaxId = '215478930012',
): Promise<{ reference: string; id: string }> {
  const [client] = await sql<{ id: string }>(t.db.url, 'SELECT id FROM clients WHERE tax_id = $1', [clientTaxId]);
  const res = await request(t.http)
    .post('/app/v1/quotations')
    .set(bearer(commercialToken))
    .send(validRequest('SEA_FCL', client.id));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { reference } = res.body as { reference: string };
  // Taking a request is the pricing module's job (written in parallel): arrange the state directly.
  const [row] = await sql<{ id: string }>(
    t.db.url,
    `UPDATE quotations SET status = 'PENDING', pricing_user_id = (SELECT id FROM users WHERE username = 'pricing'), taken_at = now()
     WHERE reference = $1 RETURNING id`,
    [reference],
  );
  return { reference, id: row.id };
}

/** A user with the given permissions and the demo password (same hash as `comercial`). */
export async function createUser(
  t: TestApp,
  username: string,
  permissions: string[],
  flags: { isCommercial?: boolean } = {},
): Promise<void> {
  await sql(
    t.db.url,
    `INSERT INTO users (id, code, name, email, username, password_hash, is_commercial, updated_at)
     SELECT gen_random_uuid(), $2, $3, $4, $1, password_hash, $5, now() FROM users WHERE username = 'comercial'`,
    [
      username,
      // Unique whatever the username: three digits collided between a file's users now and then.
      username.slice(0, 3).toUpperCase() + randomBytes(4).toString('hex').toUpperCase(),
      `Usuario ${username}`,
      `${username}@freight.local`,
      flags.isCommercial ?? false,
    ],
  );
  await sql(
    t.db.url,
    `INSERT INTO user_permissions (user_id, permission) SELECT id, p FROM users, unnest($2::text[]) p WHERE username = $1`,
    [username, permissions],
  );
}

export async function eventKinds(
  t: TestApp,
  quotationId: string,
): Promise<{ kind: string; from_status: string | null; to_status: string | null; detail: string | null }[]> {
  return sql(
    t.db.url,
    'SELECT kind, from_status, to_status, detail FROM quotation_events WHERE quotation_id = $1 ORDER BY created_at, id',
    [quotationId],
  );
}
