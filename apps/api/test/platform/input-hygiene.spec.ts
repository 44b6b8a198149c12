import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { countQuotations, demoClientId, validRequest } from '../quotations/builders.js';

// Issue 18: each of these once answered 500. Each must now be a 400 with its code, translated, and change nothing.
describe('input hygiene at the edge', () => {
  let t: TestApp;
  let admin: string;
  let comercial: string;
  let clientId: string;
  beforeAll(async () => {
    t = await startTestApp();
    [admin, comercial] = [await loginAs(t.http, 'admin'), await loginAs(t.http, 'comercial')];
    clientId = await demoClientId(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const code = (res: request.Response) => (res.body as { code: string }).code;
  /** A raw JSON body: supertest would re-serialise an object, and some of these are not what JSON.stringify makes. */
  const postJson = (path: string, json: string, token?: string) => {
    const r = request(t.http).post(path).set('Content-Type', 'application/json').set('Accept-Language', 'en');
    return (token ? r.set('Authorization', `Bearer ${token}`) : r).send(json);
  };

  it('GET /app/v1/users?search=%00 → 400 INPUT_INVALID_CHARACTERS', async () => {
    const res = await request(t.http).get('/app/v1/users?search=%00').set('Authorization', `Bearer ${admin}`);
    expect(res.status).toBe(400);
    expect(code(res)).toBe('INPUT_INVALID_CHARACTERS');
    expect((res.body as { message: string }).message).toMatch(/caracteres no admitidos/);
  });

  it('POST /auth/v1/login {"username":"x\\u0000"} → 400 before signing in, message in the caller’s language', async () => {
    const res = await postJson('/auth/v1/login', '{"username":"x\\u0000","password":"y"}');
    expect(res.status).toBe(400);
    expect(code(res)).toBe('INPUT_INVALID_CHARACTERS');
    expect((res.body as { message: string }).message).toMatch(/not allowed/);
    const pt = await request(t.http)
      .post('/auth/v1/login')
      .set('Accept-Language', 'pt')
      .set('Content-Type', 'application/json')
      .send('{"username":"x\\u0000","password":"y"}');
    expect((pt.body as { message: string }).message).toMatch(/não permitidos/);
  });

  it('GET /app/v1/quotations/%00 (a NUL in the path) → 400', async () => {
    const res = await request(t.http).get('/app/v1/quotations/%00').set('Authorization', `Bearer ${comercial}`);
    expect(res.status).toBe(400);
    expect(code(res)).toBe('INPUT_INVALID_CHARACTERS');
  });

  it('POST /app/v1/quotations with a NUL in free text, or a lone surrogate, or an integer past 2^53 → 400 and no quotation', async () => {
    const before = await countQuotations(t);
    const base = validRequest('SEA_LCL', clientId);
    const nul = await postJson(
      '/app/v1/quotations',
      JSON.stringify({ ...base, goodsDescription: 'pallets\u0000' }),
      comercial,
    );
    expect([nul.status, code(nul)]).toEqual([400, 'INPUT_INVALID_CHARACTERS']);
    expect((nul.body as { details: { fields: { field: string }[] } }).details.fields[0].field).toBe('goodsDescription');
    const surrogate = await postJson(
      '/app/v1/quotations',
      JSON.stringify({ ...base, goodsDescription: 'x\ud800y' }),
      comercial,
    );
    expect([surrogate.status, code(surrogate)]).toEqual([400, 'INPUT_INVALID_CHARACTERS']);
    const huge = await postJson(
      '/app/v1/quotations',
      JSON.stringify(base).replace(/^\{/, '{"goodsValue":90071992547409930,'),
      comercial,
    );
    expect([huge.status, code(huge)]).toEqual([400, 'INPUT_NUMBER_UNSAFE']);
    expect(await countQuotations(t)).toBe(before);
  });

  it('POST /app/v1/quotations/{ref}/send with a lone surrogate in the e-mail → 400 before the access check', async () => {
    const [{ reference }] = await sql<{ reference: string }>(t.db.url, 'SELECT reference FROM quotations LIMIT 1');
    // invitado may not send anything: the edge answers first, with the input's code.
    const invitado = await loginAs(t.http, 'invitado');
    const res = await postJson(`/app/v1/quotations/${reference}/send`, '{"to":["a\\ud800@x.test"]}', invitado);
    expect([res.status, code(res)]).toEqual([400, 'INPUT_INVALID_CHARACTERS']);
  });

  it('JSON nested 6,000 levels deep → 400 INPUT_TOO_DEEP on every JSON route, login included', async () => {
    const deep = '{"a":'.repeat(6000) + '1' + '}'.repeat(6000);
    const login = await postJson('/auth/v1/login', deep);
    expect([login.status, code(login)]).toEqual([400, 'INPUT_TOO_DEEP']);
    const create = await postJson('/app/v1/quotations', deep, comercial);
    expect([create.status, code(create)]).toEqual([400, 'INPUT_TOO_DEEP']);
    const list = await postJson(
      '/app/v1/notification/',
      `{"recipientId":${'['.repeat(3000)}${']'.repeat(3000)}}`,
      admin,
    );
    expect([list.status, code(list)]).toEqual([400, 'INPUT_TOO_DEEP']);
  });

  it('a list longer than any screen sends → 400 INPUT_LIST_TOO_LONG', async () => {
    const res = await request(t.http)
      .put('/app/v1/notification/')
      .set('Authorization', `Bearer ${comercial}`)
      .send({ ids: Array.from({ length: 6000 }, () => '00000000-0000-4000-8000-000000000000') });
    expect([res.status, code(res)]).toEqual([400, 'INPUT_LIST_TOO_LONG']);
  });

  it('PATCH /auth/v1/me/settings {"language":null} → null means absent: 200 and nothing changed', async () => {
    const before = (await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${comercial}`)).body as {
      language: string;
    };
    const res = await request(t.http)
      .patch('/auth/v1/me/settings')
      .set('Authorization', `Bearer ${comercial}`)
      .send({ language: null, timeZone: null });
    expect(res.status).toBe(200);
    const after = (await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${comercial}`)).body as {
      language: string;
    };
    expect(after.language).toBe(before.language);
  });

  it('a required field sent as null is a validation error, not a 500', async () => {
    const res = await postJson('/auth/v1/login', '{"username":null,"password":null}');
    expect([res.status, code(res)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('well-formed text with accents, emoji and CJK passes untouched', async () => {
    const base = validRequest('SEA_LCL', clientId);
    const text = 'Café ñandú — 貨物 📦';
    const res = await postJson('/app/v1/quotations', JSON.stringify({ ...base, goodsDescription: text }), comercial);
    expect(res.status).toBe(201);
    const [row] = await sql<{ goods_description: string }>(
      t.db.url,
      'SELECT goods_description FROM quotations WHERE reference = $1',
      [(res.body as { reference: string }).reference],
    );
    expect(row.goods_description).toBe(text);
  });
});
