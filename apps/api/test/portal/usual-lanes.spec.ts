import { describe, expect, it } from '@jest/globals';
import type { PortalUsualLane } from '@freight/shared';
import { sql } from '../support/sql.js';
import { INSTANT_LANE, MANUAL_LANE, portalApp } from './portal-app.js';
import { forbiddenKeys } from './portal-leaks.js';

/** A client's lanes counted in plain SQL: the quotations it sees in its portal and its own requests. */
const COUNTED = `
SELECT q.origin_code || '>' || q.destination_code AS lane, count(*)::int AS n
FROM quotations q JOIN users u ON u.client_id = q.client_id
WHERE u.username = $1 AND q.active AND q.origin_code IS NOT NULL AND q.destination_code IS NOT NULL
  AND (q.status IN ('SENT', 'APPROVED', 'NOT_APPROVED') OR q.origin = 'CLIENT_REQUEST')
GROUP BY 1`;

/** Issue 43: the request form offers the client's usual lanes first, most used first, and only its own. */
describe('client portal: usual lanes', () => {
  const { w, get, post } = portalApp({ portalInstantWaitMs: 0 });
  const lanes = async (who: string) => {
    const res = await get(who, '/usual-lanes');
    expect(res.status).toBe(200);
    // The portal leak probe: no cost, margin, agent, provider, pricing or internal key.
    expect(forbiddenKeys(res.body)).toEqual([]);
    return (res.body as { items: PortalUsualLane[] }).items;
  };
  const key = (l: PortalUsualLane) => `${l.origin.code}>${l.destination.code}`;

  it("lists the lanes of the client's quotations, most used first, with their catalogue kinds; another client's stay out", async () => {
    for (const lane of [INSTANT_LANE, INSTANT_LANE, INSTANT_LANE, MANUAL_LANE])
      expect((await post('cliente', '/quotation-requests', lane)).status).toBe(201);

    const mine = await lanes('cliente');
    const counted = new Map(
      (await sql<{ lane: string; n: number }>(w.t.db.url, COUNTED, ['cliente'])).map((r) => [r.lane, r.n]),
    );
    expect(mine.length).toBeGreaterThanOrEqual(2);
    // Each count is the plain SQL one, and the list runs from the most used down.
    for (const l of mine) expect(l.quotations).toBe(counted.get(key(l)));
    const counts = mine.map((l) => l.quotations);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(mine[0]).toEqual({
      origin: { code: 'CNSHA', name: 'Shanghai', kind: 'SEAPORT' },
      destination: { code: 'UYMVD', name: 'Montevideo', kind: 'SEAPORT' },
      quotations: Math.max(...counted.values()),
    });
    expect(mine.map(key)).toContain('ESVLC>UYMVD');

    // Client B's user sees its own lanes only: none of client A's requests count there.
    const theirs = await lanes('cliente2');
    const theirCounts = new Map(
      (await sql<{ lane: string; n: number }>(w.t.db.url, COUNTED, ['cliente2'])).map((r) => [r.lane, r.n]),
    );
    for (const l of theirs) expect(l.quotations).toBe(theirCounts.get(key(l)));
    expect(theirs.find((l) => key(l) === 'CNSHA>UYMVD')?.quotations ?? 0).toBe(theirCounts.get('CNSHA>UYMVD') ?? 0);
  });

  it('is refused to staff (403)', async () => {
    const res = await get('comercial', '/usual-lanes');
    expect(res.status).toBe(403);
  });
});
