import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { ClientQuotationRequestResult, PortalAnswerResult } from '@freight/shared';
import { loginAs } from '../support/app.js';
import { waitFor } from '../mail/mail-test-module.js';
import { sql } from '../support/sql.js';
import { INSTANT_LANE as instantLane, portalApp } from './portal-app.js';
import { forbiddenKeys } from './portal-leaks.js';

/** The operation's copy of its quotation, as staff's opening makes it (lane, client, cargo, commercial). */
const COPIED = `SELECT o.client_id = q.client_id AS same_client, o.commercial_id = q.commercial_id AS same_commercial,
       o.quote_number, o.origin_code, o.destination_code, o.incoterm, o.container_mode, o.goods_description,
       o.packages, o.status::text AS status, q.origin AS quotation_origin
FROM operations o JOIN quotations q ON q.id = o.quotation_id WHERE q.reference = $1`;

/**
 * Issue 43: an instant price the client accepts goes on as a staff-recorded acceptance does. Where the
 * company opens operations on a client's acceptance (the client's portal switch; demo client A has it
 * on), the acceptance opens the operation with the staff opening's copy; otherwise staff open it.
 */
describe('client portal: accepting an instant price', () => {
  const { w, get, post } = portalApp({ portalInstantWaitMs: 15_000 });
  const as = (token: () => string) => ({
    get: (path: string) => request(w.t.http).get(path).set('Authorization', `Bearer ${token()}`),
    post: (path: string, body: object = {}) =>
      request(w.t.http).post(path).set('Authorization', `Bearer ${token()}`).send(body),
  });
  const comercial = as(() => w.tokens.comercial);
  const priceInstantly = async (reference: string): Promise<string> => {
    const asked = await post('cliente', '/quotation-requests', { ...instantLane, clientReference: reference });
    expect(asked.status).toBe(201);
    const priced = asked.body as ClientQuotationRequestResult;
    expect(priced.state).toBe('PRICED');
    return priced.reference;
  };
  const expectCopied = async (quotation: string) =>
    expect((await sql<Record<string, unknown>>(w.t.db.url, COPIED, [quotation]))[0]).toEqual({
      same_client: true,
      same_commercial: true,
      quote_number: quotation,
      origin_code: 'CNSHA',
      destination_code: 'UYMVD',
      incoterm: 'FOB',
      container_mode: 'LCL',
      goods_description: 'Repuestos de maquinaria',
      packages: 2,
      status: 'NOT_ASSIGNED',
      quotation_origin: 'CLIENT_REQUEST',
    });
  const mailTo = (owner: string, reference: string) =>
    w.sink.mails.find((m) => m.subject?.includes(reference) && !Array.isArray(m.to) && m.to?.text === owner);

  it('with the company opening operations on acceptance, accepting opens it: staff find it, are told, and cannot open a second', async () => {
    const quotation = await priceInstantly(`ACC-OP-${Date.now()}`);
    const accepted = await post('cliente', `/quotations/${quotation}/accept`);
    expect(accepted.status).toBe(200);
    const answer = accepted.body as PortalAnswerResult;
    expect(forbiddenKeys(answer)).toEqual([]);
    expect(answer).toMatchObject({ status: 'APPROVED', operation: expect.stringMatching(/^OP-\d{2}-\d{6}$/) });
    const operation = answer.operation!;
    await expectCopied(quotation);

    // Staff see it from the quotation and in the operations list (operativo), and opening again is refused.
    expect((await comercial.get(`/operations/v1/quotation-operations/${quotation}`)).body).toEqual({
      reference: operation,
    });
    const again = await comercial.post(`/operations/v1/quotation-operations/${quotation}`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'OPERATION_ALREADY_OPENED', details: { reference: operation } });
    const operativo = await loginAs(w.t.http, 'operativo');
    const listed = await as(() => operativo).get(`/operations/v1/operations?quoteNumber=${quotation}&limit=10`);
    expect(listed.status).toBe(200);
    expect((listed.body as { items: { reference: string }[] }).items.map((o) => o.reference)).toEqual([operation]);

    // The client's action is in the audit trail: the operation's creation by cliente.
    const audit = await sql<{ actor_name: string; quotation_id: string }>(
      w.t.db.url,
      `SELECT a.actor_name, a.after->>'quotationId' AS quotation_id FROM audit_events a
       JOIN operations o ON o.id = a.entity_id::uuid WHERE o.reference = $1 AND a.entity_type = 'operation' AND a.action = 'insert'`,
      [operation],
    );
    expect(audit).toEqual([{ actor_name: 'cliente', quotation_id: expect.any(String) }]);

    // The commercial's e-mail and notification name the operation.
    const [owner] = await sql<{ email: string }>(
      w.t.db.url,
      'SELECT u.email FROM quotations q JOIN users u ON u.id = q.commercial_id WHERE q.reference = $1',
      [quotation],
    );
    await waitFor(() => mailTo(owner.email, quotation) !== undefined);
    expect(mailTo(owner.email, quotation)?.text).toContain(`Se abrió la operación ${operation}.`);
    // Found by its text: the instant price's sending told the commercial under the same key before.
    await waitFor(
      async () =>
        (
          await sql(
            w.t.db.url,
            `SELECT 1 FROM notifications n JOIN quotations q ON q.commercial_id = n.recipient_id
             WHERE q.reference = $1 AND n.key = $1 AND n.message LIKE $2`,
            [quotation, `%Se abrió la operación ${operation}.`],
          )
        ).length === 1,
    );
  });

  it('with the switch off, the acceptance is APPROVED and staff open the operation from it by hand', async () => {
    const [a] = await sql<{ id: string }>(w.t.db.url, `SELECT client_id AS id FROM users WHERE username = 'cliente'`);
    await sql(w.t.db.url, `UPDATE clients SET portal_opens_operation = false WHERE id = $1`, [a.id]);
    try {
      const quotation = await priceInstantly(`ACC-${Date.now()}`);
      // Not yet accepted: no operation can be opened from it.
      const early = await comercial.post(`/operations/v1/quotation-operations/${quotation}`);
      expect(early.status).toBe(409);
      expect(early.body).toMatchObject({ code: 'QUOTATION_NOT_APPROVED' });

      const accepted = await post('cliente', `/quotations/${quotation}/accept`);
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ status: 'APPROVED', operation: null });
      expect((await get('cliente', `/quotations/${quotation}`)).body).toMatchObject({
        status: 'APPROVED',
        answer: { status: 'APPROVED', by: expect.any(String) },
        canAccept: false,
      });
      expect((await comercial.get(`/operations/v1/quotation-operations/${quotation}`)).body).toEqual({
        reference: null,
      });
      // The client's commercial (the request's owner) is told by e-mail, as for any accepted quotation.
      const [owner] = await sql<{ email: string }>(
        w.t.db.url,
        'SELECT u.email FROM quotations q JOIN users u ON u.id = q.commercial_id WHERE q.reference = $1',
        [quotation],
      );
      await waitFor(() => mailTo(owner.email, quotation) !== undefined);
      expect(mailTo(owner.email, quotation)?.text).not.toContain('operación');

      const opened = await comercial.post(`/operations/v1/quotation-operations/${quotation}`);
      expect(opened.status).toBe(201);
      const operation = (opened.body as { reference: string }).reference;
      expect((await comercial.get(`/operations/v1/quotation-operations/${quotation}`)).body).toEqual({
        reference: operation,
      });
      await expectCopied(quotation);
    } finally {
      await sql(w.t.db.url, `UPDATE clients SET portal_opens_operation = true WHERE id = $1`, [a.id]);
    }
  });
});
