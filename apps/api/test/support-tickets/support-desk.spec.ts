import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { SupportProduct, SupportProductError, SupportTicketDetail } from '@freight/shared';
import type { ErrorResponse } from '../documents/http.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { todayIn } from '../../src/common/time/zoned-dates.js';

// Days from today in the users' time zone (the server's "after today" is theirs, not UTC's).
const inDays = (n: number) => todayIn('America/Montevideo', new Date(Date.now() + n * 86_400_000));

/** Support staff set a ticket's due date and clear it again (issue 13). */
describe('support desk: the due date', () => {
  let t: TestApp;
  let comercial: string;
  let soporte: string;

  beforeAll(async () => {
    t = await startTestApp();
    [comercial, soporte] = await Promise.all([loginAs(t.http, 'comercial'), loginAs(t.http, 'soporte')]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets a due date and clears it with clearDueDate (a null is "absent" on every route, so it could not)', async () => {
    const product = (
      (await request(t.http).get('/support/v1/products').set('Authorization', `Bearer ${comercial}`))
        .body as SupportProduct[]
    )[0];
    const [error] = (
      await request(t.http)
        .get(`/support/v1/products/errors/related/${encodeURIComponent(product.name)}`)
        .set('Authorization', `Bearer ${comercial}`)
    ).body as SupportProductError[];
    const ticket = (
      await request(t.http)
        .post('/support/v1/tickets/create')
        .set('Authorization', `Bearer ${comercial}`)
        .send({ title: 'Vence', description: 'Con fecha', product, error, dueDate: inDays(4) })
    ).body as SupportTicketDetail;
    const patch = (body: object) =>
      request(t.http).patch(`/support/v1/tickets/${ticket.id}`).set('Authorization', `Bearer ${soporte}`).send(body);
    const stored = async () =>
      (
        await sql<{ due: string | null }>(
          t.db.url,
          `SELECT to_char(due_date, 'YYYY-MM-DD') AS due FROM support_tickets WHERE id = $1`,
          [ticket.id],
        )
      )[0].due;

    expect((await patch({ dueDate: inDays(6) })).body).toMatchObject({ dueDate: inDays(6) });
    // A null is dropped as "absent": the date stays.
    expect((await patch({ dueDate: null })).body).toMatchObject({ dueDate: inDays(6) });
    const both = await patch({ dueDate: inDays(7), clearDueDate: true });
    expect([both.status, (both.body as ErrorResponse).code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await stored()).toBe(inDays(6));
    expect((await patch({ clearDueDate: true })).body).toMatchObject({ dueDate: null });
    expect(await stored()).toBeNull();
  });
});
