import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type {
  Page,
  SupportProduct,
  SupportProductError,
  SupportTicketDetail,
  SupportTicketSummary,
  SupportUser,
} from '@freight/shared';
import { binary, type ErrorResponse } from '../documents/http.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { todayIn } from '../../src/common/time/zoned-dates.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// Days from today in the users' time zone (the server's "after today" is theirs, not UTC's).
const inDays = (n: number) => todayIn('America/Montevideo', new Date(Date.now() + n * 86_400_000));

describe('support tickets (/support/v1)', () => {
  let t: TestApp;
  let comercial: string;
  let soporte: string;
  let pricing: string;
  let analista: string;
  let product: SupportProduct;
  let error: SupportProductError;
  let otherError: SupportProductError;

  beforeAll(async () => {
    t = await startTestApp();
    [comercial, soporte, pricing, analista] = await Promise.all(
      ['comercial', 'soporte', 'pricing', 'analista'].map((u) => loginAs(t.http, u)),
    );
    const products = (await get('/support/v1/products', comercial)).body as SupportProduct[];
    product = products.find((p) => p.name === 'Cotizador')!;
    const errors = (await get(`/support/v1/products/errors/related/${product.name}`, comercial))
      .body as SupportProductError[];
    error = errors[0];
    const portal = products.find((p) => p.name === 'Portal')!;
    otherError = (
      (await get(`/support/v1/products/errors/related/${portal.name}`, comercial)).body as SupportProductError[]
    )[0];
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token: string) => request(t.http).get(url).set('Authorization', `Bearer ${token}`);
  const post = (url: string, token: string, body: object) =>
    request(t.http).post(url).set('Authorization', `Bearer ${token}`).send(body);
  const stage = (token: string, name = 'captura.png', bytes = PNG) =>
    request(t.http)
      .post('/support/v1/tickets/attachments')
      .set('Authorization', `Bearer ${token}`)
      .attach('file', bytes, name);
  const ticketBody = (extra: object = {}) => ({
    description: 'La lista no carga',
    title: 'Lista de cotizaciones',
    product,
    error,
    ...extra,
  });
  const ticketCount = async () => Number((await sql(t.db.url, 'SELECT count(*) AS n FROM support_tickets'))[0].n);

  it('lists products and loads the errors of the product named', async () => {
    expect(product).toBeDefined();
    expect(error.name).toBe('No calcula la venta');
    const unknown = await get('/support/v1/products/errors/related/Nada', comercial);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual([]);
  });

  it('offers only active SUPPORT_USER holders as related users', async () => {
    const res = await post('/support/v1/users', comercial, { permission: 'SUPPORT_USER' });
    expect(res.status).toBe(200);
    const names = (res.body as SupportUser[]).map((u) => u.name);
    expect(names).toContain('Pablo Pricing');
    expect(names).not.toContain('Lucía Analista');
    expect(names).not.toContain('Carlos Comercial');
  });

  it('creates a ticket with a staged attachment and related user, and tells support staff', async () => {
    const staged = await stage(comercial);
    expect(staged.status).toBe(201);
    const users = (await post('/support/v1/users', comercial, {})).body as SupportUser[];
    const pablo = users.find((u) => u.name === 'Pablo Pricing')!;
    const res = await post(
      '/support/v1/tickets/create',
      comercial,
      ticketBody({
        relatedUsers: [pablo],
        attachments: [{ name: 'captura.png', content: (staged.body as { id: string }).id }],
        dueDate: inDays(3),
      }),
    );
    expect(res.status).toBe(201);
    const ticket = res.body as SupportTicketDetail;
    expect(ticket).toMatchObject({ status: 'NOT_STARTED', priority: 'MEDIUM', outcome: null, dueDate: inDays(3) });
    expect(ticket.relatedUsers.map((u) => u.name)).toEqual(['Pablo Pricing']);
    expect(ticket.attachments.map((a) => a.name)).toEqual(['captura.png']);
    const told = await sql(
      t.db.url,
      `SELECT n.title FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.username = 'soporte' AND n.title LIKE $1`,
      [`%SUP-${ticket.number}%`],
    );
    expect(told).toHaveLength(1);
    // The related user sees it among their tickets.
    const mine = ((await get('/support/v1/tickets/users', pricing)).body as Page<SupportTicketSummary>).items;
    expect(mine.map((x) => x.id)).toContain(ticket.id);
  });

  it('refuses each ticket rule on its own and creates nothing', async () => {
    const before = await ticketCount();
    const cases: [object, number, string][] = [
      [{ description: '   ' }, 400, 'VALIDATION_FAILED'],
      [{ description: '' }, 400, 'VALIDATION_FAILED'],
      [{ title: '  ' }, 400, 'VALIDATION_FAILED'],
      [{ product: undefined }, 400, 'VALIDATION_FAILED'],
      [{ error: undefined }, 400, 'VALIDATION_FAILED'],
      [{ error: otherError }, 400, 'SUPPORT_ERROR_NOT_OF_PRODUCT'],
      [{ dueDate: inDays(0) }, 400, 'SUPPORT_DUE_DATE_NOT_FUTURE'],
      [{ dueDate: inDays(-3) }, 400, 'SUPPORT_DUE_DATE_NOT_FUTURE'],
      [
        { attachments: [{ name: 'x.png', content: '00000000-0000-4000-8000-000000000000' }] },
        400,
        'SUPPORT_ATTACHMENT_NOT_STAGED',
      ],
    ];
    for (const [extra, status, code] of cases) {
      const res = await post('/support/v1/tickets/create', comercial, ticketBody(extra));
      expect([JSON.stringify(extra), res.status, (res.body as ErrorResponse).code]).toEqual([
        JSON.stringify(extra),
        status,
        code,
      ]);
    }
    expect(await ticketCount()).toBe(before);
  });

  it("answers 404 for another user's ticket and attachment, and serves attachments as downloads", async () => {
    const staged = (await stage(comercial, 'foto.png')).body as { id: string };
    const created = (
      await post(
        '/support/v1/tickets/create',
        comercial,
        ticketBody({ attachments: [{ name: 'foto.png', content: staged.id }] }),
      )
    ).body as SupportTicketDetail;
    const operativo = await loginAs(t.http, 'operativo');
    expect((await get(`/support/v1/tickets/${created.id}`, operativo)).status).toBe(404);
    expect((await get(`/support/v1/tickets/attachment/${staged.id}`, operativo)).status).toBe(404);
    expect((await post(`/support/v1/tickets/messages/${created.id}`, operativo, { description: 'hola' })).status).toBe(
      404,
    );

    const own = await get(`/support/v1/tickets/attachment/${staged.id}`, comercial).buffer(true).parse(binary);
    expect(own.status).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="foto.png"/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(own.body as Buffer, PNG)).toBe(0);
    // Support staff read every ticket's files.
    expect((await get(`/support/v1/tickets/attachment/${staged.id}`, soporte)).status).toBe(200);
  });

  it('refuses a file whose content is not its type, storing nothing', async () => {
    const before = Number((await sql(t.db.url, 'SELECT count(*) AS n FROM support_attachments'))[0].n);
    const res = await stage(comercial, 'virus.png', Buffer.from('MZ not an image'));
    expect(res.status).toBe(415);
    expect((res.body as ErrorResponse).code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(Number((await sql(t.db.url, 'SELECT count(*) AS n FROM support_attachments'))[0].n)).toBe(before);
  });

  it('support staff answer, mark the solution and close; a closed ticket refuses messages with 409', async () => {
    const created = (await post('/support/v1/tickets/create', comercial, ticketBody())).body as SupportTicketDetail;
    const answered = await post(`/support/v1/tickets/messages/${created.id}`, soporte, {
      description: 'Reinicie el navegador.',
    });
    expect(answered.status).toBe(201);
    const answer = (answered.body as SupportTicketDetail).messages[0];
    expect(answer.createdBySupportStaff).toBe(true);
    const patched = await request(t.http)
      .patch(`/support/v1/tickets/${created.id}`)
      .set('Authorization', `Bearer ${soporte}`)
      .send({ status: 'IN_PROGRESS', priority: 'HIGH', dueDate: inDays(5) });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ status: 'IN_PROGRESS', priority: 'HIGH', dueDate: inDays(5) });
    const solved = await post(`/support/v1/tickets/solution/${created.id}`, soporte, { messageId: answer.id });
    expect(solved.status).toBe(200);
    expect((solved.body as SupportTicketDetail).solutionMessageId).toBe(answer.id);
    // The author was told about the answer and the status change.
    const told = await sql(
      t.db.url,
      `SELECT n.title FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.username = 'comercial' AND n.title LIKE $1`,
      [`%SUP-${created.number}%`],
    );
    expect(told).toHaveLength(2);
    // The author sees the solution.
    const seen = (await get(`/support/v1/tickets/${created.id}`, comercial)).body as SupportTicketDetail;
    expect(seen.solutionMessageId).toBe(answer.id);

    const closed = await post(`/support/v1/tickets/close/${created.id}`, soporte, { outcome: 'FINALIZED' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ outcome: 'FINALIZED', status: 'COMPLETED' });
    const refused = await post(`/support/v1/tickets/messages/${created.id}`, comercial, { description: 'Sigue igual' });
    expect(refused.status).toBe(409);
    expect((refused.body as ErrorResponse).code).toBe('SUPPORT_TICKET_CLOSED');
    const messages = await sql(t.db.url, 'SELECT count(*) AS n FROM support_ticket_messages WHERE ticket_id = $1', [
      created.id,
    ]);
    expect(Number(messages[0].n)).toBe(1);
    // Closed tickets show only with the toggle.
    const open = ((await get('/support/v1/tickets/users', comercial)).body as Page<SupportTicketSummary>).items;
    expect(open.map((x) => x.id)).not.toContain(created.id);
    const all = (
      (await get('/support/v1/tickets/users?includeClosed=true', comercial)).body as Page<SupportTicketSummary>
    ).items;
    expect(all.map((x) => x.id)).toContain(created.id);
  });

  it('puts overdue tickets first on the desk and filters it', async () => {
    const res = await get('/support/v1/tickets?includeClosed=false', soporte);
    expect(res.status).toBe(200);
    const rows = (res.body as Page<SupportTicketSummary>).items;
    expect(rows[0].overdue).toBe(true);
    const firstNotOverdue = rows.findIndex((r) => !r.overdue);
    expect(rows.slice(firstNotOverdue).every((r) => !r.overdue)).toBe(true);
    const blocked = ((await get('/support/v1/tickets?status=BLOCKED', soporte)).body as Page<SupportTicketSummary>)
      .items;
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.every((r) => r.status === 'BLOCKED')).toBe(true);
  });

  it('refuses without the permission (403)', async () => {
    expect((await get('/support/v1/products', analista)).status).toBe(403);
    expect((await post('/support/v1/tickets/create', analista, ticketBody())).status).toBe(403);
    // Desk and staff changes are SUPPORT_STAFF only.
    expect((await get('/support/v1/tickets', comercial)).status).toBe(403);
    const mine = ((await get('/support/v1/tickets/users', comercial)).body as Page<SupportTicketSummary>).items;
    expect((await post(`/support/v1/tickets/close/${mine[0].id}`, comercial, { outcome: 'CANCELLED' })).status).toBe(
      403,
    );
  });
});
