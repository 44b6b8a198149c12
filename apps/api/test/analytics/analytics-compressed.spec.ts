import { describe, expect, it } from '@jest/globals';
import { AnalyticsRepository } from '../../src/modules/analytics/analytics.repository.js';
import { sql } from '../support/sql.js';
import { fixtureApp } from './analytics-app.js';

/** analytics_quotation_period as a direct aggregate of the facts would give it (issue 50). */
const FROM_FACTS = `
  SELECT k.kind, g.grain, date_trunc(g.grain, f.day::timestamp)::date AS day, f.company, f.commercial_id,
    CASE WHEN k.kind = 'client' THEN f.client_id ELSE '00000000-0000-0000-0000-000000000000'::uuid END AS client_id,
    f.service, f.transport_mode, f.status, f.lost_reason,
    CASE WHEN k.kind = 'lane' THEN f.origin_code ELSE '' END AS origin_code,
    CASE WHEN k.kind = 'lane' THEN f.destination_code ELSE '' END AS destination_code,
    count(*)::int AS quotations, COALESCE(sum(f.pricing_wait_s), 0)::bigint AS pricing_wait_s, count(f.pricing_wait_s)::int AS pricing_wait_n,
    COALESCE(sum(f.agent_wait_s), 0)::bigint AS agent_wait_s, count(f.agent_wait_s)::int AS agent_wait_n
  FROM analytics_quotation_facts f
  CROSS JOIN (VALUES ('all'), ('client'), ('lane')) k(kind) CROSS JOIN (VALUES ('week'), ('month')) g(grain)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`;
const STORED = `
  SELECT kind, grain, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code,
    destination_code, quotations, pricing_wait_s, pricing_wait_n, agent_wait_s, agent_wait_n
  FROM analytics_quotation_period`;

/**
 * 3,000 quotations through 2024, created as plain rows so the triggers queue them: every company,
 * four services, every status (the lost ones with each reason), 40 clients, 12 x 7 lanes, created at
 * any hour (some late in the UTC evening, the next day in Montevideo), most sent to the client.
 */
const GENERATE = `
  WITH cl AS (SELECT array_agg(id ORDER BY tax_id) a FROM (SELECT id, tax_id FROM clients ORDER BY tax_id LIMIT 40) x),
    co AS (SELECT array_agg(id ORDER BY id) a FROM users WHERE is_commercial OR username = 'comstats'),
    g AS (SELECT i, '2024-01-01 00:00+00'::timestamptz + make_interval(days => (i * 127) % 366, hours => (i * 7) % 24) AS at
      FROM generate_series(1, 3000) i)
  INSERT INTO quotations (id, reference, company, service, transport_mode, status, client_id, commercial_id, goods_description,
    origin_code, destination_code, not_approved_reason, created_at, sent_at, updated_at)
  SELECT gen_random_uuid(), 'GEN50-' || i, (ARRAY['MVD', 'AUZ', 'ZON'])[1 + i % 3]::"Company",
    (ARRAY['SEA_FCL', 'SEA_LCL', 'AIR_LSE', 'ROAD_FTL'])[1 + i % 4]::"Service",
    (ARRAY['SEA', 'SEA', 'AIR', 'ROAD'])[1 + i % 4]::"TransportMode",
    (ARRAY['REQUESTED', 'PENDING', 'QUOTED', 'UPDATED', 'SENT', 'APPROVED', 'NOT_APPROVED', 'FUTURE'])[1 + (i / 4) % 8]::"QuotationStatus",
    cl.a[1 + i % 40], co.a[1 + (i / 3) % array_length(co.a, 1)], 'Generated',
    'O' || i % 12, 'D' || i % 7,
    CASE WHEN (i / 4) % 8 = 6 THEN (ARRAY['PRICE: high', 'TRANSIT_TIME', 'SERVICE: slow', 'unclear'])[1 + (i / 32) % 4] END,
    at, CASE WHEN i % 3 <> 0 THEN at + make_interval(hours => i % 50) END, now()
  FROM g, cl, co`;

/** Later changes: statuses, a day moved across weeks and months, a commercial and a client swapped, deletions. */
const CHANGE = [
  `UPDATE quotations SET status = 'NOT_APPROVED', not_approved_reason = 'PRICE: again' WHERE reference LIKE 'GEN50-%' AND substr(reference, 7)::int % 10 = 0`,
  `UPDATE quotations SET created_at = created_at + interval '20 days', sent_at = NULL WHERE reference LIKE 'GEN50-%' AND substr(reference, 7)::int % 13 = 0`,
  `UPDATE quotations SET commercial_id = (SELECT id FROM users WHERE username = 'comstats'), client_id = (SELECT id FROM clients ORDER BY tax_id OFFSET 41 LIMIT 1)
   WHERE reference LIKE 'GEN50-%' AND substr(reference, 7)::int % 17 = 0`,
  `DELETE FROM quotations WHERE reference LIKE 'GEN50-%' AND substr(reference, 7)::int % 19 = 0`,
];

describe('the compressed rollups (weeks and months)', () => {
  const { ctx, body } = fixtureApp();
  const url = () => ctx.t.db.url;
  const expectEqualToFacts = async () => {
    const stored = await sql(url(), `SELECT r::text AS r FROM (${STORED}) r ORDER BY 1`);
    const facts = await sql(url(), `SELECT r::text AS r FROM (${FROM_FACTS}) r ORDER BY 1`);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).toEqual(facts);
    return stored;
  };
  const refresh = () => sql(url(), 'SELECT analytics_refresh_pending(true, 100000)');

  it('equal a direct aggregate of the facts: demo data, a generated set, its changes, and a rebuild', async () => {
    await expectEqualToFacts();
    await sql(url(), GENERATE);
    await refresh();
    const [{ n }] = await sql<{ n: number }>(
      url(),
      `SELECT count(*)::int n FROM analytics_quotation_facts f JOIN quotations q ON q.id = f.quotation_id WHERE q.reference LIKE 'GEN50-%'`,
    );
    expect(n).toBe(3000);
    await expectEqualToFacts();
    for (const change of CHANGE) await sql(url(), change);
    await refresh();
    const incremental = await expectEqualToFacts();
    // No period row is left at zero by the deletions and moves.
    expect(await sql(url(), 'SELECT 1 FROM analytics_quotation_period WHERE quotations = 0')).toEqual([]);
    await sql(url(), 'SELECT analytics_rebuild()');
    expect(await expectEqualToFacts()).toEqual(incremental);

    // Every quotation figure, through the API, equals what the daily rollup alone answers.
    const repo = ctx.t.app.get(AnalyticsRepository);
    const [client] = await sql<{ id: string }>(url(), 'SELECT id FROM clients ORDER BY tax_id OFFSET 5 LIMIT 1');
    const ranges = [
      'from=2024-01-01&to=2024-12-31',
      'from=2024-01-15&to=2024-11-20',
      'from=2024-02-05&to=2024-03-03',
      'from=2024-01-29&to=2024-02-04',
      'from=2024-06-10&to=2024-06-10',
      'from=2023-01-01&to=2025-01-31',
      'from=2024-03-01',
      'preset=last12Months',
      'preset=lastMonth',
    ];
    const filters = [
      '',
      `&clientId=${client.id}`,
      `&commercialId=${ctx.fx.c1}&mode=SEA`,
      '&service=AIR_LSE&company=AUZ',
    ];
    const paths = [
      '/quotations/summary?',
      '/quotations/summary?granularity=week&',
      '/quotations/win-rate?by=commercial&',
      '/quotations/win-rate?by=client&',
      '/quotations/win-rate?by=lane&',
      '/quotations/win-rate?by=mode&',
      '/waiting-times?',
      '/waiting-times?granularity=week&',
      '/reports/periods?granularity=week&',
    ];
    // (Reports are analista's: gerente and comstats see the dashboards, within their own scopes.)
    const answers = async (who: string, query: string) => {
      const out: unknown[] = [];
      for (const p of paths)
        if (who === 'analista' || !p.startsWith('/reports')) out.push(await body(who, `${p}${query}`));
      return out;
    };
    let figures = 0;
    try {
      for (const range of ranges) {
        for (const filter of filters) {
          for (const who of filter ? ['analista'] : ['analista', 'gerente', 'comstats']) {
            repo.compressed = false;
            const daily = await answers(who, `${range}${filter}`);
            repo.compressed = true;
            expect({ query: `${range}${filter}`, who, answers: await answers(who, `${range}${filter}`) }).toEqual({
              query: `${range}${filter}`,
              who,
              answers: daily,
            });
            figures += JSON.stringify(daily).length;
          }
        }
      }
    } finally {
      repo.compressed = true;
    }
    expect(figures).toBeGreaterThan(0);
  });
});
