import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { ClientLookupItem } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

type Fields = { code: string; details: { fields: { field: string; rules: string[] }[] } };

describe('client lookup (GET /app/v1/clients/lookup)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const lookup = (query: Record<string, string | number>, who = 'comercial') =>
    request(t.http).get('/app/v1/clients/lookup').query(query).set('Authorization', `Bearer ${tokens[who]}`);
  const names = (res: request.Response) => (res.body as { items: ClientLookupItem[] }).items.map((c) => c.tradeName);

  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['comercial', 'pricing', 'administrativo', 'operativo', 'analista'])
      tokens[who] = await loginAs(t.http, who);
    // Beside the two demo clients: three sharing a name part, to see order and limit.
    await sql(
      t.db.url,
      `INSERT INTO clients (id, trade_name, legal_name, tax_id, country, updated_at) VALUES
        (gen_random_uuid(), 'Zeta Lácteos', 'Cooperativa Zeta Ltda.', '219900110011', 'UY', now()),
        (gen_random_uuid(), 'Alfa Lácteos', 'Alfa Lácteos S.A.', '219900220022', 'UY', now()),
        (gen_random_uuid(), 'Mu Lácteos', 'Mu Alimentos S.R.L.', '219900330033', 'UY', now())`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a request without a session (401) and a user with none of its permissions (403)', async () => {
    const anonymous = await request(t.http).get('/app/v1/clients/lookup').query({ search: 'Frigor' });
    expect(anonymous.status).toBe(401);
    // analista holds none of VIEW_CLIENT, CREATE_QUOTATION, PRICING and OPERATIVE.
    const refused = await lookup({ search: 'Frigor' }, 'analista');
    expect(refused.status).toBe(403);
    expect((refused.body as { code: string }).code).toBe('FORBIDDEN');
  });

  it('answers each permission that opens it: CREATE_QUOTATION, PRICING, VIEW_CLIENT and OPERATIVE alone', async () => {
    for (const who of ['comercial', 'pricing', 'administrativo', 'operativo']) {
      const res = await lookup({ search: 'Frigor' }, who);
      expect({ who, status: res.status }).toEqual({ who, status: 200 });
      expect(names(res)).toEqual(['Frigorífico del Plata']);
    }
  });

  it('finds by part of the trade or legal name, in any case and accents as written, and by the start of the tax id', async () => {
    const byTrade = await lookup({ search: 'frigorífico' });
    expect(byTrade.body).toEqual({
      items: [
        {
          id: expect.any(String),
          tradeName: 'Frigorífico del Plata',
          legalName: 'Frigorífico del Plata S.A.',
          taxId: '215478930012',
          country: 'UY',
        },
      ],
    });
    expect(names(await lookup({ search: 'IMPORTADORA E EXPORTADORA' }))).toEqual(['Atlântica Importadora']);
    expect(names(await lookup({ search: 'Alimentos' }))).toEqual(['Mu Lácteos']);
    expect(names(await lookup({ search: '2154789' }))).toEqual(['Frigorífico del Plata']);
    // A tax id matches from its start only, not in the middle.
    expect(names(await lookup({ search: '78930018' }))).toEqual([]);
    expect(names(await lookup({ search: '  Plata  ' }))).toEqual(['Frigorífico del Plata']);
    expect(names(await lookup({ search: 'nadie se llama así' }))).toEqual([]);
  });

  it('orders by trade name and stops at the limit (20 by default, 50 at most)', async () => {
    expect(names(await lookup({ search: 'Lácteos' }))).toEqual(['Alfa Lácteos', 'Mu Lácteos', 'Zeta Lácteos']);
    expect(names(await lookup({ search: 'Lácteos', limit: 2 }))).toEqual(['Alfa Lácteos', 'Mu Lácteos']);
    expect(names(await lookup({ search: '2199', limit: 50 }))).toHaveLength(3);
    await sql(
      t.db.url,
      `INSERT INTO clients (id, trade_name, legal_name, tax_id, country, updated_at)
       SELECT gen_random_uuid(), 'Lote ' || lpad(g::text, 2, '0'), 'Lote S.A.', '3100' || lpad(g::text, 8, '0'), 'UY', now() FROM generate_series(1, 21) g`,
    );
    const byDefault = names(await lookup({ search: 'Lote ' }));
    expect(byDefault).toHaveLength(20);
    expect(byDefault[0]).toBe('Lote 01');
    expect(byDefault[19]).toBe('Lote 20');
    expect(names(await lookup({ search: 'Lote ', limit: 50 }))).toHaveLength(21);
  });

  it('refuses a missing or too long search and a limit outside 1..50, naming the field', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{}, 'search'],
      [{ search: '' }, 'search'],
      [{ search: 'x'.repeat(101) }, 'search'],
      [{ search: 'Frigor', limit: 0 }, 'limit'],
      [{ search: 'Frigor', limit: 51 }, 'limit'],
      [{ search: 'Frigor', limit: 'ten' }, 'limit'],
      [{ search: 'Frigor', other: 'x' }, 'other'],
    ];
    for (const [query, field] of cases) {
      const res = await lookup(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      const body = res.body as Fields;
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details.fields.map((f) => f.field)).toContain(field);
    }
  });
});
