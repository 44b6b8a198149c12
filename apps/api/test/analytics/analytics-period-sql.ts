/**
 * The period rollups (issue 50) as a direct aggregate of the facts would give them, beside what is
 * stored, in the same columns; and a generated set of quotations, with agent requests, to feed them.
 */
const NIL = "'00000000-0000-0000-0000-000000000000'::uuid";
const GRAINS = `CROSS JOIN (VALUES ('week'), ('month')) g(grain)`;
const CLIENT = `CASE WHEN k.kind = 'client' THEN f.client_id ELSE ${NIL} END`;
const PERIOD = `k.kind, g.grain, date_trunc(g.grain, f.day::timestamp)::date`;
const AGENT_KEYS = `${PERIOD}, f.provider_id, f.company, f.commercial_id, ${CLIENT}, f.service, f.transport_mode`;
const AGENT_KINDS = `CROSS JOIN (VALUES ('all'), ('client')) k(kind) ${GRAINS}`;
const groupBy = (n: number) => `GROUP BY ${Array.from({ length: n }, (_, i) => i + 1).join(', ')}`;

export const PERIOD_ROLLUPS: { table: string; columns: string; facts: string }[] = [
  {
    table: 'analytics_quotation_period',
    columns: `kind, grain, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code,
      destination_code, quotations, pricing_wait_s, pricing_wait_n, agent_wait_s, agent_wait_n`,
    facts: `SELECT ${PERIOD}, f.company, f.commercial_id, ${CLIENT}, f.service, f.transport_mode, f.status, f.lost_reason,
        CASE WHEN k.kind = 'lane' THEN f.origin_code ELSE '' END, CASE WHEN k.kind = 'lane' THEN f.destination_code ELSE '' END,
        count(*)::int, COALESCE(sum(f.pricing_wait_s), 0)::bigint, count(f.pricing_wait_s)::int,
        COALESCE(sum(f.agent_wait_s), 0)::bigint, count(f.agent_wait_s)::int
      FROM analytics_quotation_facts f CROSS JOIN (VALUES ('all'), ('client'), ('lane')) k(kind) ${GRAINS} ${groupBy(12)}`,
  },
  {
    table: 'analytics_agent_period',
    columns: `kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, quotations, requests,
      answered, declined, costed, sold, cost_sum, cost_n, rank_sum, ranked, cheapest`,
    facts: `SELECT ${AGENT_KEYS}, count(*)::int, sum(f.requests)::int, sum(f.answered)::int, sum(f.declined)::int,
        (count(*) FILTER (WHERE f.costed))::int, (count(*) FILTER (WHERE f.sold))::int,
        COALESCE(sum(f.best_total), 0)::numeric(16, 2), count(f.best_total)::int, COALESCE(sum(f.price_rank), 0)::int,
        count(f.price_rank)::int, (count(*) FILTER (WHERE f.price_rank = 1))::int
      FROM analytics_agent_facts f ${AGENT_KINDS} ${groupBy(9)}`,
  },
  {
    table: 'analytics_answer_period',
    columns: `kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, answer_hours, answers`,
    facts: `SELECT ${AGENT_KEYS}, h, count(*)::int
      FROM analytics_agent_facts f CROSS JOIN LATERAL unnest(f.answer_hours) h ${AGENT_KINDS} ${groupBy(10)}`,
  },
  {
    table: 'analytics_carrier_period',
    columns: `kind, grain, day, provider_id, carrier, company, commercial_id, client_id, service, transport_mode, costs`,
    facts: `SELECT ${PERIOD}, f.provider_id, c, f.company, f.commercial_id, ${CLIENT}, f.service, f.transport_mode, count(*)::int
      FROM analytics_agent_facts f CROSS JOIN LATERAL unnest(f.carriers) c ${AGENT_KINDS} ${groupBy(10)}`,
  },
  {
    table: 'analytics_lane_period',
    columns: `kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code,
      destination_code, cost_sum, cost_n`,
    facts: `SELECT ${AGENT_KEYS}, f.origin_code, f.destination_code, sum(f.best_total)::numeric(16, 2), count(*)::int
      FROM analytics_agent_facts f ${AGENT_KINDS} WHERE f.best_total IS NOT NULL ${groupBy(11)}`,
  },
];

/**
 * 3,000 quotations through 2024, created as plain rows so the triggers queue them: every company,
 * four services, every status (the lost ones with each reason), 40 clients, 12 x 7 lanes, created at
 * any hour (some late in the UTC evening, the next day in Montevideo), most sent to the client.
 */
export const GENERATE = `
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

/** One or two agents asked on each generated quotation ($1: the agents' ids), most answering within 40 hours. */
export const GENERATE_REQUESTS = `
  INSERT INTO cost_requests (id, quotation_id, provider_id, email, language, expires_at, sent_at, answered_at)
  SELECT gen_random_uuid(), q.id, ($1::uuid[])[1 + (n + a) % 3], 'agent@generated.test', 'en', q.created_at + interval '30 days',
    q.created_at + interval '1 hour', CASE WHEN (n + a) % 4 <> 0 THEN q.created_at + make_interval(hours => 1 + (n * 7 + a) % 40) END
  FROM (SELECT id, created_at, substr(reference, 7)::int n FROM quotations WHERE reference LIKE 'GEN50-%') q
  CROSS JOIN generate_series(0, 1) a
  WHERE a = 0 OR q.n % 2 = 0`;

/** Later changes: statuses, a day moved across weeks and months, a commercial and a client swapped, answers, deletions. */
export const CHANGES = [
  `UPDATE quotations SET status = 'NOT_APPROVED', not_approved_reason = 'PRICE: again' WHERE reference LIKE 'GEN50-%' AND substr(reference, 7)::int % 10 = 0`,
  `UPDATE quotations SET created_at = created_at + interval '20 days', sent_at = NULL WHERE reference LIKE 'GEN50-%' AND substr(reference, 7)::int % 13 = 0`,
  `UPDATE quotations SET commercial_id = (SELECT id FROM users WHERE username = 'comstats'), client_id = (SELECT id FROM clients ORDER BY tax_id OFFSET 41 LIMIT 1)
   WHERE reference LIKE 'GEN50-%' AND substr(reference, 7)::int % 17 = 0`,
  `UPDATE cost_requests r SET answered_at = r.sent_at + interval '3 hours' FROM quotations q
   WHERE q.id = r.quotation_id AND q.reference LIKE 'GEN50-%' AND substr(q.reference, 7)::int % 11 = 0`,
  `DELETE FROM cost_requests r USING quotations q WHERE q.id = r.quotation_id AND q.reference LIKE 'GEN50-%' AND substr(q.reference, 7)::int % 23 = 0`,
  `DELETE FROM quotations WHERE reference LIKE 'GEN50-%' AND substr(reference, 7)::int % 19 = 0`,
];
