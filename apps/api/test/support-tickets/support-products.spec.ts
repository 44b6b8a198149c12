import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { SupportProduct, SupportProductAdmin, SupportProductError } from '@freight/shared';
import type { ErrorResponse } from '../documents/http.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

/** Support staff maintain the products and their error types (issue 13); users are offered the active ones. */
describe('support products and error types (/support/v1/admin/products)', () => {
  let t: TestApp;
  let soporte: string;
  let comercial: string;
  const base = '/support/v1/admin/products';
  const unique = (stem: string) => `${stem} ${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    t = await startTestApp();
    [soporte, comercial] = await Promise.all([loginAs(t.http, 'soporte'), loginAs(t.http, 'comercial')]);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'get' | 'post' | 'patch', url: string, token: string, body?: object) => {
    const req = request(t.http)[method](url).set('Authorization', `Bearer ${token}`);
    return body ? req.send(body) : req;
  };
  /** Products and errors as rows: what every refusal must leave as it was. */
  const snapshot = async () =>
    sql(
      t.db.url,
      `SELECT (SELECT json_agg(p ORDER BY p.id) FROM support_products p) AS products,
              (SELECT json_agg(e ORDER BY e.id) FROM support_product_errors e) AS errors,
              (SELECT count(*)::int FROM support_tickets) AS tickets`,
    );
  const offered = async () =>
    ((await call('get', '/support/v1/products', comercial)).body as SupportProduct[]).map((p) => p.name);
  const offeredErrors = async (product: string) =>
    (
      (await call('get', `/support/v1/products/errors/related/${encodeURIComponent(product)}`, comercial))
        .body as SupportProductError[]
    ).map((e) => e.name);

  it('staff add a product and its error types; users are offered them at once', async () => {
    const name = unique('Facturación');
    const created = await call('post', base, soporte, { name: `  ${name} ` });
    expect(created.status).toBe(201);
    const product = created.body as SupportProductAdmin;
    expect(product).toMatchObject({ name, active: true, errors: [] });
    expect(await offered()).toContain(name);

    const withError = await call('post', `${base}/${product.id}/errors`, soporte, { name: 'No emite la factura' });
    expect(withError.status).toBe(201);
    expect((withError.body as SupportProductAdmin).errors).toMatchObject([
      { name: 'No emite la factura', active: true },
    ]);
    expect(await offeredErrors(name)).toEqual(['No emite la factura']);

    const all = (await call('get', base, soporte)).body as SupportProductAdmin[];
    expect(all.find((p) => p.id === product.id)?.errors.map((e) => e.name)).toEqual(['No emite la factura']);
  });

  it('refuses a name already taken (case ignored) with its code, changing nothing', async () => {
    const name = unique('Aduanas');
    const product = (await call('post', base, soporte, { name })).body as SupportProductAdmin;
    const [error] = (
      (await call('post', `${base}/${product.id}/errors`, soporte, { name: 'Sin respuesta' }))
        .body as SupportProductAdmin
    ).errors;
    const other = (await call('post', base, soporte, { name: unique('Otro') })).body as SupportProductAdmin;
    const before = await snapshot();
    const cases: [string, object, string, number, string][] = [
      ['post', { name: name.toUpperCase() }, base, 409, 'SUPPORT_PRODUCT_NAME_TAKEN'],
      ['patch', { name: name.toLowerCase() }, `${base}/${other.id}`, 409, 'SUPPORT_PRODUCT_NAME_TAKEN'],
      ['post', { name: 'sin RESPUESTA' }, `${base}/${product.id}/errors`, 409, 'SUPPORT_ERROR_NAME_TAKEN'],
      ['post', { name: '   ' }, base, 400, 'VALIDATION_FAILED'],
      ['post', { name: 'x'.repeat(101) }, base, 400, 'VALIDATION_FAILED'],
      ['patch', { active: 'yes' }, `${base}/${product.id}`, 400, 'VALIDATION_FAILED'],
      ['patch', { name: 'Nuevo' }, `${base}/999999`, 404, 'NOT_FOUND'],
      ['patch', { name: 'Nuevo' }, `${base}/abc`, 404, 'NOT_FOUND'],
      ['post', { name: 'Nuevo' }, `${base}/999999/errors`, 404, 'NOT_FOUND'],
      ['patch', { name: 'Nuevo' }, `${base}/${other.id}/errors/${error.id}`, 404, 'NOT_FOUND'],
    ];
    for (const [method, body, url, status, code] of cases) {
      const res = await call(method as 'post' | 'patch', url, soporte, body);
      expect([url, JSON.stringify(body), res.status, (res.body as ErrorResponse).code]).toEqual([
        url,
        JSON.stringify(body),
        status,
        code,
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('an inactive error type or product is no longer offered nor accepted on a new ticket; active again, it is', async () => {
    const name = unique('Portal clientes');
    const product = (await call('post', base, soporte, { name })).body as SupportProductAdmin;
    const [error] = (
      (await call('post', `${base}/${product.id}/errors`, soporte, { name: 'No carga' })).body as SupportProductAdmin
    ).errors;
    const ticket = () =>
      call('post', '/support/v1/tickets/create', comercial, {
        title: 'Prueba',
        description: 'Algo falla',
        product: { id: product.id, name },
        error: { id: error.id, name: error.name },
      });

    const off = await call('patch', `${base}/${product.id}/errors/${error.id}`, soporte, { active: false });
    expect((off.body as SupportProductAdmin).errors).toMatchObject([{ id: error.id, active: false }]);
    expect(await offeredErrors(name)).toEqual([]);
    let before = await snapshot();
    expect((await ticket()).body).toMatchObject({ code: 'SUPPORT_ERROR_NOT_OF_PRODUCT' });
    expect(await snapshot()).toEqual(before);

    await call('patch', `${base}/${product.id}/errors/${error.id}`, soporte, { active: true, name: 'No carga nunca' });
    await call('patch', `${base}/${product.id}`, soporte, { active: false });
    expect(await offered()).not.toContain(name);
    before = await snapshot();
    expect((await ticket()).body).toMatchObject({ code: 'SUPPORT_PRODUCT_UNKNOWN' });
    expect(await snapshot()).toEqual(before);
    // Staff still see it, to activate it again.
    expect(
      ((await call('get', base, soporte)).body as SupportProductAdmin[]).find((p) => p.id === product.id),
    ).toMatchObject({
      active: false,
      errors: [{ name: 'No carga nunca', active: true }],
    });

    await call('patch', `${base}/${product.id}`, soporte, { active: true });
    expect(await offered()).toContain(name);
    const created = await call('post', '/support/v1/tickets/create', comercial, {
      title: 'Prueba',
      description: 'Algo falla',
      product: { id: product.id, name },
      error: { id: error.id, name: 'No carga nunca' },
    });
    expect(created.status).toBe(201);
  });

  it('users without SUPPORT_STAFF get 403 on every maintenance route and change nothing', async () => {
    const before = await snapshot();
    const [{ id }] = await sql<{ id: number }>(t.db.url, 'SELECT id FROM support_products ORDER BY id LIMIT 1');
    const [{ id: errorId }] = await sql<{ id: number }>(
      t.db.url,
      'SELECT id FROM support_product_errors WHERE product_id = $1 ORDER BY id LIMIT 1',
      [id],
    );
    for (const res of [
      await call('get', base, comercial),
      await call('post', base, comercial, { name: unique('Nope') }),
      await call('patch', `${base}/${id}`, comercial, { active: false }),
      await call('post', `${base}/${id}/errors`, comercial, { name: 'Nope' }),
      await call('patch', `${base}/${id}/errors/${errorId}`, comercial, { active: false }),
    ]) {
      expect([res.status, (res.body as ErrorResponse).code]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await snapshot()).toEqual(before);
  });
});
