import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { ClientQuotationRequestResult } from '@freight/shared';
import { waitFor } from '../mail/mail-test-module.js';
import { sql } from '../support/sql.js';
import { INSTANT_LANE as instantLane, portalApp } from './portal-app.js';

/** Issue 43: an instant price the client accepts goes on as a staff-recorded acceptance does. */
describe('client portal: accepting an instant price', () => {
  const { w, get, post } = portalApp({ portalInstantWaitMs: 15_000 });
  const asComercial = () => ({
    get: (path: string) => request(w.t.http).get(path).set('Authorization', `Bearer ${w.tokens.comercial}`),
    post: (path: string, body: object = {}) =>
      request(w.t.http).post(path).set('Authorization', `Bearer ${w.tokens.comercial}`).send(body),
  });

  it('is APPROVED by the client, its commercial is told, and its operation opens with lane, client, cargo and commercial copied', async () => {
    const reference = `ACC-${Date.now()}`;
    const asked = await post('cliente', '/quotation-requests', { ...instantLane, clientReference: reference });
    expect(asked.status).toBe(201);
    const priced = asked.body as ClientQuotationRequestResult;
    expect(priced.state).toBe('PRICED');
    const staff = asComercial();

    // Not yet accepted: no operation can be opened from it.
    const early = await staff.post(`/operations/v1/quotation-operations/${priced.reference}`);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'QUOTATION_NOT_APPROVED' });

    const accepted = await post('cliente', `/quotations/${priced.reference}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'APPROVED' });
    expect((await get('cliente', `/quotations/${priced.reference}`)).body).toMatchObject({
      status: 'APPROVED',
      answer: { status: 'APPROVED', by: expect.any(String) },
      canAccept: false,
    });
    // The client's commercial (the request's owner) is told by e-mail, as for any accepted quotation.
    const [owner] = await sql<{ email: string }>(
      w.t.db.url,
      'SELECT u.email FROM quotations q JOIN users u ON u.id = q.commercial_id WHERE q.reference = $1',
      [priced.reference],
    );
    await waitFor(() =>
      w.sink.mails.some(
        (m) => m.subject?.includes(priced.reference) && !Array.isArray(m.to) && m.to?.text === owner.email,
      ),
    );

    const opened = await staff.post(`/operations/v1/quotation-operations/${priced.reference}`);
    expect(opened.status).toBe(201);
    const operation = (opened.body as { reference: string }).reference;
    expect((await staff.get(`/operations/v1/quotation-operations/${priced.reference}`)).body).toEqual({
      reference: operation,
    });
    const [row] = await sql<Record<string, unknown>>(
      w.t.db.url,
      `SELECT o.client_id = q.client_id AS same_client, o.commercial_id = q.commercial_id AS same_commercial,
              o.quote_number, o.origin_code, o.destination_code, o.incoterm, o.container_mode, o.goods_description,
              o.packages, q.origin AS quotation_origin
       FROM operations o JOIN quotations q ON q.id = o.quotation_id WHERE q.reference = $1`,
      [priced.reference],
    );
    expect(row).toEqual({
      same_client: true,
      same_commercial: true,
      quote_number: priced.reference,
      origin_code: 'CNSHA',
      destination_code: 'UYMVD',
      incoterm: 'FOB',
      container_mode: 'LCL',
      goods_description: 'Repuestos de maquinaria',
      packages: 2,
      quotation_origin: 'CLIENT_REQUEST',
    });
  });
});
