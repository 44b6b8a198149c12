import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type {
  SupportLinkOptions,
  SupportProduct,
  SupportProductError,
  SupportTicketDetail,
  SupportTicketSummary,
} from '@freight/shared';
import type { ErrorResponse } from '../documents/http.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

/** A ticket may link to one of the user's own quotations or operations, and shows on that record's detail (issue 13). */
describe('support tickets linked to a quotation or an operation', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let product: SupportProduct;
  let error: SupportProductError;

  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['comercial', 'operativo', 'soporte', 'pricing', 'gerente']) tokens[u] = await loginAs(t.http, u);
    product = ((await get('/support/v1/products', 'comercial')).body as SupportProduct[])[0];
    error = (
      (await get(`/support/v1/products/errors/related/${encodeURIComponent(product.name)}`, 'comercial'))
        .body as SupportProductError[]
    )[0];
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, who: string) => request(t.http).get(url).set('Authorization', `Bearer ${tokens[who]}`);
  const create = (who: string, link: object) =>
    request(t.http)
      .post('/support/v1/tickets/create')
      .set('Authorization', `Bearer ${tokens[who]}`)
      .send({ title: 'Con vínculo', description: 'Ver el registro', product, error, ...link });
  const linked = async (query: string, who: string) =>
    ((await get(`/support/v1/tickets/linked?${query}`, who)).body as SupportTicketSummary[]).map((x) => x.id);
  const tickets = async () => Number((await sql(t.db.url, 'SELECT count(*) AS n FROM support_tickets'))[0].n);

  it("offers the user's own quotations and operations (followed ones included), never someone else's", async () => {
    const mine = (await get('/support/v1/tickets/links', 'comercial')).body as SupportLinkOptions;
    const own = await sql<{ reference: string }>(
      t.db.url,
      `SELECT q.reference FROM quotations q JOIN users u ON u.id = q.commercial_id WHERE u.username = 'comercial'`,
    );
    expect(mine.quotations.length).toBeGreaterThan(0);
    expect(mine.quotations.every((q) => own.some((o) => o.reference === q.reference))).toBe(true);
    expect(mine.quotations[0].label).toMatch(/ · /);
    const others = await sql<{ reference: string }>(
      t.db.url,
      `SELECT q.reference FROM quotations q JOIN users u ON u.id = q.commercial_id WHERE u.username = 'gerente' LIMIT 5`,
    );
    for (const o of others) expect(mine.quotations.map((q) => q.reference)).not.toContain(o.reference);

    const operative = (await get('/support/v1/tickets/links', 'operativo')).body as SupportLinkOptions;
    const followed = await sql<{ reference: string }>(
      t.db.url,
      `SELECT o.reference FROM operations o JOIN operation_operatives oo ON oo.operation_id = o.id JOIN users u ON u.id = oo.user_id
       WHERE u.username = 'operativo' ORDER BY o.created_at DESC LIMIT 50`,
    );
    expect(followed.length).toBeGreaterThan(0);
    expect(operative.operations.map((o) => o.reference)).toEqual(expect.arrayContaining([followed[0].reference]));
  });

  it('shows a ticket on its quotation for its author and support staff, not for a user who cannot read it', async () => {
    const [{ reference }] = await sql<{ reference: string }>(
      t.db.url,
      `SELECT q.reference FROM quotations q JOIN users u ON u.id = q.commercial_id WHERE u.username = 'comercial' ORDER BY q.reference LIMIT 1`,
    );
    const res = await create('comercial', { quotationReference: reference });
    expect(res.status).toBe(201);
    const ticket = res.body as SupportTicketDetail;
    expect(ticket.quotation?.reference).toBe(reference);
    expect(await linked(`quotation=${reference}`, 'comercial')).toContain(ticket.id);
    expect(await linked(`quotation=${reference}`, 'soporte')).toContain(ticket.id);
    expect(await linked(`quotation=${reference}`, 'pricing')).not.toContain(ticket.id);
    expect(await linked('quotation=NOPE-1', 'comercial')).toEqual([]);
  });

  it('shows a ticket on the operation an operative follows (neither created nor sold by them)', async () => {
    // An operation someone else opened, which operativo then follows.
    const [{ reference }] = await sql<{ reference: string }>(
      t.db.url,
      `WITH picked AS (
         SELECT o.id, o.reference FROM operations o WHERE o.created_by IS NULL AND o.status NOT IN ('CLOSED', 'CANCELED')
           AND NOT EXISTS (SELECT 1 FROM operation_operatives oo WHERE oo.operation_id = o.id) ORDER BY o.reference LIMIT 1)
       INSERT INTO operation_operatives (operation_id, user_id) SELECT picked.id, u.id FROM picked, users u WHERE u.username = 'operativo'
       RETURNING (SELECT reference FROM picked) AS reference`,
    );
    const res = await create('operativo', { operationReference: reference });
    expect(res.status).toBe(201);
    const ticket = res.body as SupportTicketDetail;
    expect(ticket.operation?.reference).toBe(reference);
    expect(await linked(`operation=${reference}`, 'operativo')).toEqual([ticket.id]);
    expect(await linked(`operation=${reference}`, 'soporte')).toContain(ticket.id);
  });

  it("refuses a link to someone else's record, or a lookup naming none or both, and creates nothing", async () => {
    const [{ reference: quote }] = await sql<{ reference: string }>(
      t.db.url,
      `SELECT q.reference FROM quotations q JOIN users u ON u.id = q.commercial_id WHERE u.username = 'gerente' LIMIT 1`,
    );
    const [{ reference: op }] = await sql<{ reference: string }>(
      t.db.url,
      `SELECT o.reference FROM operations o WHERE NOT EXISTS (SELECT 1 FROM operation_operatives oo JOIN users u ON u.id = oo.user_id WHERE oo.operation_id = o.id AND u.username = 'operativo')
       AND NOT EXISTS (SELECT 1 FROM users u WHERE u.username = 'operativo' AND (u.id = o.created_by OR u.id = o.commercial_id)) LIMIT 1`,
    );
    const before = await tickets();
    for (const [who, link] of [
      ['comercial', { quotationReference: quote }],
      ['operativo', { operationReference: op }],
      ['comercial', { quotationReference: 'ZZZ-99-999999' }],
    ] as const) {
      const res = await create(who, link);
      expect([res.status, (res.body as ErrorResponse).code]).toEqual([400, 'SUPPORT_LINK_NOT_OWN']);
    }
    expect(await tickets()).toBe(before);
    for (const query of ['', `quotation=${quote}&operation=${op}`]) {
      const res = await get(`/support/v1/tickets/linked?${query}`, 'comercial');
      expect([res.status, (res.body as ErrorResponse).code]).toEqual([400, 'SUPPORT_LINK_TARGET_REQUIRED']);
    }
  });
});
