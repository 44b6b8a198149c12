import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { OperationEvent, SupportProduct, SupportProductError } from '@freight/shared';
import type { ErrorResponse } from '../documents/http.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { demoClientId, validRequest } from '../quotations/builders.js';

/** Every table a refused date could have touched: the rows' full text, hashed, and their counts. */
const TABLES = [
  'operations',
  'operation_status_changes',
  'operation_events',
  'operation_event_postponements',
  'quotations',
  'support_tickets',
  'cost_requests',
  'costs',
];

type Case = {
  name: string;
  who: string;
  method: 'get' | 'post' | 'patch';
  path: () => string;
  body?: () => object;
  field: string;
};

/**
 * Impossible calendar dates (30 February, month 13, 29 February of a common year, 31 April) used to
 * match the yyyy-mm-dd pattern and reach PostgreSQL as a 500. Each date field of every DTO now answers
 * 400 DATE_INVALID naming the field, and changes nothing.
 */
describe('impossible calendar dates are refused with DATE_INVALID and change nothing', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let clientId: string;
  let operation: string;
  let express: string;
  let event: OperationEvent;
  let quotation: string;
  let ticketId: string;
  let providerId: string;
  let product: SupportProduct;
  let productError: SupportProductError;

  const send = (c: Pick<Case, 'who' | 'method' | 'path' | 'body'>) => {
    const req = request(t.http)[c.method](c.path()).set('Authorization', `Bearer ${tokens[c.who]}`);
    return c.body ? req.send(c.body()) : req;
  };
  const snapshot = async () =>
    sql(
      t.db.url,
      `SELECT ${TABLES.map(
        (name) =>
          `(SELECT count(*)::int || ':' || coalesce(md5(string_agg(x::text, ',' ORDER BY x::text)), '') FROM ${name} x) AS ${name}`,
      ).join(', ')}`,
    );

  const ops = '/operations/v1/operations';
  const newOperation = (over: object) => ({
    clientId,
    transportMode: 'SEA',
    originCode: 'CNSHA',
    destinationCode: 'UYMVD',
    ...over,
  });
  const newExpress = (over: object) => ({
    clientId,
    courier: 'DHL',
    shipper: { description: 'Av. Italia 1234', city: 'Montevideo', countryCode: 'UY' },
    recipient: { description: 'Rua Augusta 500', city: 'São Paulo', countryCode: 'BR' },
    packages: [{ quantity: 1, weightKg: 2 }],
    ...over,
  });
  const ticket = (over: object) => ({
    title: 'Fecha',
    description: 'Fecha imposible',
    product,
    error: productError,
    ...over,
  });

  const cases: Case[] = [
    {
      name: 'operation ETD on create',
      who: 'operativo',
      method: 'post',
      path: () => ops,
      body: () => newOperation({ etd: '2026-02-30' }),
      field: 'etd',
    },
    {
      name: 'operation ETA on create',
      who: 'operativo',
      method: 'post',
      path: () => ops,
      body: () => newOperation({ eta: '2026-13-01' }),
      field: 'eta',
    },
    {
      name: 'operation ETD on edit',
      who: 'operativo',
      method: 'patch',
      path: () => `${ops}/${operation}`,
      body: () => ({ etd: '2027-02-29' }),
      field: 'etd',
    },
    {
      name: 'operation ETA on edit',
      who: 'operativo',
      method: 'patch',
      path: () => `${ops}/${operation}`,
      body: () => ({ eta: '2026-04-31' }),
      field: 'eta',
    },
    {
      name: 'operations list ETD filter',
      who: 'operativo',
      method: 'get',
      path: () => `${ops}?etdFrom=2026-02-30`,
      field: 'etdFrom',
    },
    {
      name: 'operations list ETA filter',
      who: 'operativo',
      method: 'get',
      path: () => `${ops}?etaTo=2026-00-10`,
      field: 'etaTo',
    },
    {
      name: 'operations export ETD filter',
      who: 'operativo',
      method: 'get',
      path: () => `${ops}/export?etdTo=2026-13-01`,
      field: 'etdTo',
    },
    {
      name: 'event due date',
      who: 'operativo',
      method: 'post',
      path: () => `${ops}/${operation}/events`,
      body: () => ({ title: 'x', dueDate: '2030-02-30' }),
      field: 'dueDate',
    },
    {
      name: 'event due instant',
      who: 'operativo',
      method: 'post',
      path: () => `${ops}/${operation}/events`,
      body: () => ({ title: 'x', dueAt: '2030-02-30T12:00:00.000Z' }),
      field: 'dueAt',
    },
    {
      name: 'event postponement',
      who: 'operativo',
      method: 'post',
      path: () => `${ops}/${operation}/events/${event.id}/postpone`,
      body: () => ({ dueAt: '2030-04-31T10:00:00.000Z', reason: 'x' }),
      field: 'dueAt',
    },
    {
      name: 'agenda range',
      who: 'operativo',
      method: 'get',
      path: () => '/operations/v1/agenda?from=2026-02-30T00:00:00.000Z&to=2026-03-02T00:00:00.000Z',
      field: 'from',
    },
    {
      name: 'express ETD on create',
      who: 'operativo',
      method: 'post',
      path: () => '/operations/v1/express-operations',
      body: () => newExpress({ etd: '2026-02-29' }),
      field: 'etd',
    },
    {
      name: 'express ETA on edit',
      who: 'operativo',
      method: 'patch',
      path: () => `/operations/v1/express-operations/${express}`,
      body: () => ({ eta: '2026-06-31' }),
      field: 'eta',
    },
    {
      name: 'express list ETA filter',
      who: 'operativo',
      method: 'get',
      path: () => '/operations/v1/express-operations?etaFrom=2026-02-30',
      field: 'etaFrom',
    },
    {
      name: 'quotation shipment date',
      who: 'comercial',
      method: 'post',
      path: () => '/app/v1/quotations',
      body: () => ({ ...validRequest('SEA_FCL', clientId), shipmentDate: '2026-02-30' }),
      field: 'shipmentDate',
    },
    {
      name: 'quotation shipment date not written yyyy-mm-dd',
      who: 'comercial',
      method: 'post',
      path: () => '/app/v1/quotations',
      body: () => ({ ...validRequest('SEA_FCL', clientId), shipmentDate: '31/12/2030' }),
      field: 'shipmentDate',
    },
    {
      name: 'quotation goods-ready date',
      who: 'comercial',
      method: 'post',
      path: () => '/app/v1/quotations',
      body: () => ({ ...validRequest('SEA_FCL', clientId), goodsReadyDate: '2026-13-01' }),
      field: 'goodsReadyDate',
    },
    {
      name: 'quotations list created filter',
      who: 'comercial',
      method: 'get',
      path: () => '/app/v1/quotations?createdFrom=2026-02-30',
      field: 'createdFrom',
    },
    {
      name: 'cost request answer-by',
      who: 'pricing',
      method: 'post',
      path: () => `/app/v1/quotations/${quotation}/cost-requests`,
      body: () => ({ providerIds: [providerId], answerBy: '2026-02-30T10:00:00.000Z' }),
      field: 'answerBy',
    },
    {
      name: 'agent quote valid-until',
      who: 'pricing',
      method: 'post',
      path: () => `/app/v1/quotations/${quotation}/costs`,
      body: () => ({ providerId, costs: [{ description: 'Flete', validUntil: '2026-02-30', charges: [] }] }),
      field: 'costs.0.validUntil',
    },
    {
      name: 'support ticket due date',
      who: 'comercial',
      method: 'post',
      path: () => '/support/v1/tickets/create',
      body: () => ticket({ dueDate: '2031-02-29' }),
      field: 'dueDate',
    },
    {
      name: 'support desk due date',
      who: 'soporte',
      method: 'patch',
      path: () => `/support/v1/tickets/${ticketId}`,
      body: () => ({ dueDate: '2031-02-30' }),
      field: 'dueDate',
    },
    {
      name: 'support desk due filter',
      who: 'soporte',
      method: 'get',
      path: () => '/support/v1/tickets?dueBefore=2026-02-30',
      field: 'dueBefore',
    },
    {
      name: 'analytics range',
      who: 'analista',
      method: 'get',
      path: () => '/analytics/v1/quotations/summary?from=2026-02-30',
      field: 'from',
    },
    {
      name: 'audit range',
      who: 'admin',
      method: 'get',
      path: () => '/app/v1/audit?from=2026-02-30T00:00:00.000Z',
      field: 'from',
    },
  ];

  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['operativo', 'comercial', 'pricing', 'soporte', 'analista', 'admin'])
      tokens[u] = await loginAs(t.http, u);
    clientId = await demoClientId(t);
    const created = await send({ who: 'operativo', method: 'post', path: () => ops, body: () => newOperation({}) });
    operation = (created.body as { reference: string }).reference;
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    event = (
      await send({
        who: 'operativo',
        method: 'post',
        path: () => `${ops}/${operation}/events`,
        body: () => ({ title: 'Pedir BL', dueDate: day }),
      })
    ).body as OperationEvent;
    express = (
      (
        await send({
          who: 'operativo',
          method: 'post',
          path: () => '/operations/v1/express-operations',
          body: () => newExpress({}),
        })
      ).body as {
        reference: string;
      }
    ).reference;
    [{ reference: quotation }] = await sql<{ reference: string }>(
      t.db.url,
      `SELECT reference FROM quotations WHERE status = 'PENDING' ORDER BY reference LIMIT 1`,
    );
    [{ id: ticketId }] = await sql<{ id: string }>(
      t.db.url,
      'SELECT id FROM support_tickets WHERE closed_at IS NULL ORDER BY number LIMIT 1',
    );
    [{ id: providerId }] = await sql<{ id: string }>(t.db.url, 'SELECT id FROM providers ORDER BY name LIMIT 1');
    product = (
      (await send({ who: 'comercial', method: 'get', path: () => '/support/v1/products' })).body as SupportProduct[]
    )[0];
    productError = (
      (
        await send({
          who: 'comercial',
          method: 'get',
          path: () => `/support/v1/products/errors/related/${encodeURIComponent(product.name)}`,
        })
      ).body as SupportProductError[]
    )[0];
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await snapshot();
    const res = await send(c);
    expect([res.status, (res.body as ErrorResponse).code]).toEqual([400, 'DATE_INVALID']);
    const fields = (res.body as { details: { fields: { field: string }[] } }).details.fields.map((f) => f.field);
    expect(fields).toEqual([c.field]);
    expect(await snapshot()).toEqual(before);
  });

  it('takes real dates, 29 February of a leap year included (the rule refuses only impossible days)', async () => {
    const res = await send({
      who: 'operativo',
      method: 'post',
      path: () => ops,
      body: () => newOperation({ etd: '2028-02-29', eta: '2028-12-31' }),
    });
    expect(res.status).toBe(201);
    const list = await send({
      who: 'operativo',
      method: 'get',
      path: () => `${ops}?etdFrom=2028-02-29&etdTo=2028-02-29`,
    });
    expect(list.status).toBe(200);
    expect((list.body as { items: { reference: string }[] }).items.map((o) => o.reference)).toEqual([
      (res.body as { reference: string }).reference,
    ]);
  });

  it('a date mixed with another bad field is VALIDATION_FAILED listing both', async () => {
    const before = await snapshot();
    const res = await send({
      who: 'operativo',
      method: 'post',
      path: () => ops,
      body: () => newOperation({ etd: '2026-02-30', transportMode: 'BOAT' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const fields = (res.body as { details: { fields: { field: string }[] } }).details.fields.map((f) => f.field).sort();
    expect(fields).toEqual(['etd', 'transportMode']);
    expect(await snapshot()).toEqual(before);
  });

  it('an unknown status on the operations status route is VALIDATION_FAILED (status isIn) and changes nothing', async () => {
    const before = await snapshot();
    for (const status of ['LOST', 'closed', '']) {
      const res = await send({
        who: 'operativo',
        method: 'post',
        path: () => `${ops}/${operation}/status`,
        body: () => ({ status }),
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: [{ field: 'status', rules: ['isIn'] }] },
      });
    }
    expect(await snapshot()).toEqual(before);
    const [row] = await sql<{ status: string }>(t.db.url, 'SELECT status FROM operations WHERE reference = $1', [
      operation,
    ]);
    expect(row.status).toBe('NOT_ASSIGNED');
  });
});
