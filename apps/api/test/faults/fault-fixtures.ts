import type { ParsedMail } from 'mailparser';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import { validRequest } from '../quotations/builders.js';
import { sql } from '../support/sql.js';

/**
 * `count` agents of the fault tests' own (codes FLT-001...), each with one primary contact
 * agent-001@faults.test...; returns their ids in code order.
 */
export async function seedFaultAgents(databaseUrl: string, count: number): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    databaseUrl,
    `WITH p AS (
       INSERT INTO providers (id, code, name, language, origin_countries, destination_countries, services, updated_at)
       SELECT gen_random_uuid(), 'FLT-' || lpad(n::text, 3, '0'), 'Fault agent ' || n, (ARRAY['es','en','pt'])[1 + n % 3]::"Language",
              '{CN}', '{UY}', '{SEA_LCL}', now()
       FROM generate_series(1, $1::int) AS n
       RETURNING id, code)
     , c AS (
       INSERT INTO provider_contacts (id, provider_id, name, email, "primary", updated_at)
       SELECT gen_random_uuid(), p.id, 'Contact ' || p.code, 'agent-' || substr(p.code, 5) || '@faults.test', true, now() FROM p
       RETURNING provider_id)
     SELECT p.id FROM p ORDER BY p.code`,
    [count],
  );
  return rows.map((r) => r.id);
}

/** The demo client A's id (the one every builder uses). */
export async function demoClient(databaseUrl: string): Promise<string> {
  const [row] = await sql<{ id: string }>(databaseUrl, `SELECT id FROM clients WHERE tax_id = '215478930012'`);
  return row.id;
}

/** A minimal HTTP client over fetch for an API that runs at `base` (in this process or another). */
export function httpClient(base: string) {
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as unknown };
  };
  return {
    call,
    async login(username: string): Promise<string> {
      const res = await call('POST', '/auth/v1/login', undefined, { username, password: DEMO_PASSWORD });
      if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
      return (res.body as { access_token: string }).access_token;
    },
    /**
     * A SEA_LCL quotation of `clientId` created by comercial, taken by pricing, with costs requested
     * from `providerIds` (the real path: rows, signed links, queued mails). Returns its reference.
     */
    async requestCosts(
      tokens: { comercial: string; pricing: string },
      clientId: string,
      providerIds: string[],
    ): Promise<string> {
      const created = await call('POST', '/app/v1/quotations', tokens.comercial, validRequest('SEA_LCL', clientId));
      if (created.status !== 201) throw new Error(`quotation: ${created.status} ${JSON.stringify(created.body)}`);
      const { reference } = created.body as { reference: string };
      const taken = await call('POST', `/app/v1/quotations/${reference}/take`, tokens.pricing);
      if (taken.status !== 204) throw new Error(`take: ${taken.status}`);
      const requested = await call('POST', `/app/v1/quotations/${reference}/cost-requests`, tokens.pricing, {
        providerIds,
      });
      if (requested.status !== 201)
        throw new Error(`cost requests: ${requested.status} ${JSON.stringify(requested.body)}`);
      return reference;
    },
  };
}

/** What a recipient would see as one mail: its address and subject. */
export const mailIdentity = (m: ParsedMail) => `${(m.to as { text: string }).text} | ${m.subject ?? ''}`;

/** How many items occur more than once (each extra copy counts once). */
export function extraCopies(values: string[]): number {
  return values.length - new Set(values).size;
}

export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
  stepMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
