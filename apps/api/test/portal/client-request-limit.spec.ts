import { describe, expect, it } from '@jest/globals';
import type { ClientQuotationRequestResult } from '@freight/shared';
import { sql } from '../support/sql.js';
import { MANUAL_LANE as manualLane, portalApp } from './portal-app.js';

/** Issue 43: the daily limit of a client's portal requests holds under concurrent requests. */
describe('client portal: daily request limit under concurrency', () => {
  const { w, post } = portalApp();

  it('twelve concurrent requests against a limit of ten create exactly ten; the other two are refused with 429', async () => {
    const [a] = await sql<{ id: string; n: number }>(
      w.t.db.url,
      `SELECT c.id, (SELECT count(*)::int FROM quotations q WHERE q.client_id = c.id AND q.origin = 'CLIENT_REQUEST') AS n
       FROM clients c JOIN users u ON u.client_id = c.id WHERE u.username = 'cliente'`,
    );
    // Ten left today: the ones already asked for count too.
    await sql(
      w.t.db.url,
      `UPDATE clients SET portal_self_quoting = true, portal_daily_request_limit = $2 WHERE id = $1`,
      [a.id, a.n + 10],
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post('cliente', '/quotation-requests', { ...manualLane, clientReference: `RACE-${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 201), 429, 429]);
    expect(answers.filter((r) => r.status === 429).map((r) => (r.body as { code: string }).code)).toEqual([
      'CLIENT_REQUEST_LIMIT_REACHED',
      'CLIENT_REQUEST_LIMIT_REACHED',
    ]);
    const created = answers
      .filter((r) => r.status === 201)
      .map((r) => (r.body as ClientQuotationRequestResult).reference);
    const [{ n }] = await sql<{ n: number }>(
      w.t.db.url,
      `SELECT count(*)::int AS n FROM quotations WHERE client_id = $1 AND client_reference LIKE 'RACE-%'`,
      [a.id],
    );
    expect(n).toBe(10);
    expect(new Set(created).size).toBe(10);
  });
});
