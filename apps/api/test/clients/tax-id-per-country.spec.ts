import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { ClientDetail } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { api, errorCode } from '../providers/http.js';

const BASE = '/app/v1/clients';

const company = (country: string, taxId: string, tradeName: string) => ({
  tradeName,
  legalName: `${tradeName} S.A.`,
  taxId,
  country,
  paymentTerms: 'CASH',
  expressRates: [],
});

describe('tax id uniqueness per country (issue 36 item 13)', () => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await loginAs(t.http, 'administrativo');
    admin = api(t.http, token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a Brazilian CPF and an Argentine CUIT with the same digits are two clients; the same number twice in one country is CLIENT_EXISTS', async () => {
    const br = await admin.post(BASE, company('BR', '307.100.000-65', 'Importadora Paulista'));
    expect(br.status).toBe(201);
    // Before, the CPF blocked the valid CUIT with 409 CLIENT_EXISTS.
    const ar = await admin.post(BASE, company('AR', '30-71000006-5', 'Distribuidora Porteña'));
    expect(ar.status).toBe(201);
    expect([(br.body as ClientDetail).taxId, (ar.body as ClientDetail).taxId]).toEqual(['30710000065', '30710000065']);
    expect(
      await sql<{ country: string }>(
        t.db.url,
        `SELECT country FROM clients WHERE tax_id = '30710000065' ORDER BY country`,
      ),
    ).toEqual([{ country: 'AR' }, { country: 'BR' }]);

    // Validation of the number reads the country too.
    const check = await admin.post(`${BASE}/validate-tax-id`, { country: 'AR', taxId: '30710000065' });
    expect(check.body).toMatchObject({ status: 'EXISTS', client: { tradeName: 'Distribuidora Porteña' } });
    const again = await request(t.http)
      .post(BASE)
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'en')
      .send(company('AR', '30710000065', 'Otra Porteña'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CLIENT_EXISTS',
      message: 'The organization exists: a client of that country with that tax ID already exists.',
      details: { client: { tradeName: 'Distribuidora Porteña' } },
    });
  });

  it('moving a client to a country where its number is taken is CLIENT_EXISTS; elsewhere it is allowed', async () => {
    const us = await admin.post(BASE, company('US', 'EIN 98-7654321', 'Acme Holdings'));
    expect(us.status).toBe(201);
    const other = await admin.post(BASE, company('GB', '987654321', 'Acme UK'));
    expect(other.status).toBe(201);
    const id = (other.body as ClientDetail).id;
    const clash = await admin.put(`${BASE}/${id}`, company('US', '987654321', 'Acme UK'));
    // "EIN 98-7654321" normalises to EIN987654321, another number: no clash.
    expect(clash.status).toBe(200);
    const taken = await admin.put(`${BASE}/${id}`, company('US', 'EIN-987654321', 'Acme UK'));
    expect(taken.status).toBe(409);
    expect(errorCode(taken)).toBe('CLIENT_EXISTS');
  });

  it('a country with no check-digit rule still refuses junk like "ABC", with the translated TAX_ID_INVALID', async () => {
    for (const junk of ['ABC', 'XXXXXX', 'ABCDEFGH1', '1']) {
      const res = await request(t.http)
        .post(BASE)
        .set('Authorization', `Bearer ${token}`)
        .set('Accept-Language', 'pt')
        .send(company('US', junk, `Junk ${junk}`));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'TAX_ID_INVALID',
        message: 'O número de identificação fiscal não é válido para o país escolhido.',
        details: { kind: 'GENERIC', problem: 'format' },
      });
    }
    expect(await sql(t.db.url, `SELECT 1 FROM clients WHERE trade_name LIKE 'Junk %'`)).toHaveLength(0);
    // A real number of such a country passes.
    expect((await admin.post(BASE, company('DE', 'DE 123456789', 'Maschinenbau GmbH'))).status).toBe(201);
  });
});
