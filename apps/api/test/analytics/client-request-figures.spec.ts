import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { ClientQuotationRequestResult, ClientRequestFigures } from '@freight/shared';
import { loginAs } from '../support/app.js';
import { createUser } from '../sells/fixtures.js';
import { sql } from '../support/sql.js';
import { INSTANT_LANE, MANUAL_LANE, portalApp } from '../portal/portal-app.js';

/** Every day the set below can fall on, whatever today is. */
const RANGE = 'from=2020-01-01&to=2099-12-31';

/**
 * The same figures in plain SQL, written apart from the API's: one row per request with its events
 * folded, then counts per kind (instant: priced by a rule and sent with no automatic sending blocked).
 */
const PLAIN = `
WITH r AS (
  SELECT q.id, q.status, q.created_at, q.sent_at,
    COALESCE(bool_or(e.kind = 'AUTO_PRICED'), false) AS auto_priced,
    COALESCE(bool_or(e.kind = 'AUTO_SEND_BLOCKED'), false) AS blocked
  FROM quotations q LEFT JOIN quotation_events e ON e.quotation_id = q.id
  WHERE q.origin = 'CLIENT_REQUEST' AND q.active
  GROUP BY q.id
)
SELECT CASE WHEN sent_at IS NOT NULL AND auto_priced AND NOT blocked THEN 'instant' ELSE 'manual' END AS kind,
  count(*)::int AS quotations,
  sum((status = 'APPROVED')::int)::int AS won,
  sum((status = 'NOT_APPROVED')::int)::int AS lost,
  round(sum((status = 'APPROVED')::int)::numeric / NULLIF(sum((status IN ('APPROVED', 'NOT_APPROVED'))::int), 0), 4)::float8 AS "winRate",
  count(sent_at)::int AS priced,
  round(avg(floor(extract(epoch FROM sent_at - created_at))))::float8 AS "averageSecondsToPrice"
FROM r GROUP BY 1 ORDER BY 1`;

/**
 * Issue 43: the staff dashboards' client-request figures (share priced instantly, time to price, win rate
 * of instant vs manual) equal a plain SQL count of the same requests. The set: instant prices from the
 * demo rule (one accepted, one declined, one left), requests on a lane no rule prices (two priced and sent
 * later, one of them won, one lost, one still in pricing) and one the rule priced whose sending was blocked.
 */
describe('analytics: client portal requests, instant vs manual', () => {
  const { w, post } = portalApp({ portalInstantWaitMs: 15_000 });
  const analytics = (token: string) =>
    request(w.t.http).get(`/analytics/v1/quotations/client-requests?${RANGE}`).set('Authorization', `Bearer ${token}`);

  const ask = async (lane: object, expected: ClientQuotationRequestResult['state']): Promise<string> => {
    const res = await post('cliente', '/quotation-requests', { ...lane, clientReference: `AN-${Date.now()}` });
    expect(res.status).toBe(201);
    const body = res.body as ClientQuotationRequestResult;
    expect(body.state).toBe(expected);
    return body.reference;
  };
  /** Staff priced and sent it `hours` after the request, then the client answered (or not). */
  const sentLater = (reference: string, hours: number, status: string) =>
    sql(
      w.t.db.url,
      `UPDATE quotations SET status = $3::"QuotationStatus", sent_at = created_at + make_interval(hours => $2),
         not_approved_reason = CASE WHEN $3 = 'NOT_APPROVED' THEN 'PRICE' END
       WHERE reference = $1`,
      [reference, hours, status],
    );

  it('the share priced instantly, the time to price and each kind’s win rate equal a plain SQL count', async () => {
    const instant = [
      await ask(INSTANT_LANE, 'PRICED'),
      await ask(INSTANT_LANE, 'PRICED'),
      await ask(INSTANT_LANE, 'PRICED'),
    ];
    expect((await post('cliente', `/quotations/${instant[0]}/accept`)).status).toBe(200);
    expect((await post('cliente', `/quotations/${instant[1]}/decline`, { reason: 'PRICE' })).status).toBe(200);
    const manual = [
      await ask(MANUAL_LANE, 'IN_PRICING'),
      await ask(MANUAL_LANE, 'IN_PRICING'),
      await ask(MANUAL_LANE, 'IN_PRICING'),
    ];
    await sentLater(manual[0], 3, 'APPROVED');
    await sentLater(manual[1], 5, 'NOT_APPROVED');
    // Priced by the rule but its sending blocked: a person sent it, so it is manual.
    const blocked = await ask(MANUAL_LANE, 'IN_PRICING');
    await sql(
      w.t.db.url,
      `INSERT INTO quotation_events (id, quotation_id, kind, detail)
       SELECT gen_random_uuid(), id, k, 'test' FROM quotations, unnest(ARRAY['AUTO_PRICED', 'AUTO_SEND_BLOCKED']) k
       WHERE reference = $1`,
      [blocked],
    );
    await sentLater(blocked, 2, 'SENT');

    const res = await analytics(await loginAs(w.t.http, 'analista'));
    expect(res.status).toBe(200);
    const figures = res.body as ClientRequestFigures;
    const plain = await sql<Record<string, number | string | null>>(w.t.db.url, PLAIN);
    const byKind = Object.fromEntries(plain.map(({ kind, ...rest }) => [kind as string, rest]));
    console.log('client request figures', JSON.stringify(figures), 'plain SQL', JSON.stringify(plain));
    expect(figures.instant).toEqual(byKind.instant);
    expect(figures.manual).toEqual(byKind.manual);
    const all = plain.reduce((n, r) => n + Number(r.quotations), 0);
    expect(figures.requests).toBe(all);
    const [{ share }] = await sql<{ share: number }>(w.t.db.url, `SELECT round($1::numeric / $2, 4)::float8 AS share`, [
      byKind.instant.quotations,
      all,
    ]);
    expect(figures.instantShare).toBe(share);
    // The set itself, so the comparison cannot pass on two empty answers.
    expect(figures.instant).toMatchObject({ quotations: 3, won: 1, lost: 1, winRate: 0.5, priced: 3 });
    expect(figures.manual).toMatchObject({ quotations: 4, won: 1, lost: 1, winRate: 0.5, priced: 3 });
    expect(figures.manual.averageSecondsToPrice).toBe(Math.round(((3 + 5 + 2) * 3600) / 3));
    expect(figures.instant.averageSecondsToPrice).toEqual(expect.any(Number));

    // Commercial scope: gerente oversees comercial, who owns client A's requests; another commercial sees none.
    const managed = await analytics(await loginAs(w.t.http, 'gerente'));
    expect(managed.status).toBe(200);
    expect((managed.body as ClientRequestFigures).requests).toBe(all);
    await createUser(w.t, 'comstats', ['COMMERCIAL', 'VIEW_STATS'], { isCommercial: true });
    const other = await analytics(await loginAs(w.t.http, 'comstats'));
    expect(other.status).toBe(200);
    expect((other.body as ClientRequestFigures).requests).toBe(0);
  });
});
