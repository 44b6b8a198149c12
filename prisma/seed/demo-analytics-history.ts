import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';

/** Quotations per month at the start of the 18 months; the demo grows about 3 % a month. */
const BASE_PER_MONTH = 70;
const MONTHS = 18;

/**
 * 18 months of closed quotations (~1,600) with their agents' requests, answers, declines, costs
 * and sells, so every dashboard chart shows a shape in the demo. Written set-based in one
 * transaction with the rollup triggers deferred, then the rollups rebuilt once: about a second.
 * Opt-in (DEMO_ANALYTICS_HISTORY=1, set by `npm run demo`): the test template keeps its small,
 * hand-checked demo data. Idempotent: skipped when the history is there already.
 */
export async function seedDemoAnalyticsHistory(prisma: PrismaClient): Promise<void> {
  if (process.env.DEMO_ANALYTICS_HISTORY !== '1') return;
  if ((await prisma.quotation.count({ where: { reference: { startsWith: 'HIS-' } } })) > 0) return;
  const statements: string[] = [
    `SELECT set_config('analytics.defer', 'on', true), setseed(0.16)`,
    // Quotations: month m (0 = 18 months ago) holds BASE * 1.03^m, more in March and October.
    `
        INSERT INTO quotations (id, reference, company, service, transport_mode, status, client_id, commercial_id, goods_description,
          origin_code, origin_name, destination_code, destination_name, containers, not_approved_reason, created_at, updated_at)
        SELECT gen_random_uuid(), 'HIS-' || lpad(row_number() OVER ()::text, 6, '0'),
          (ARRAY['MVD','MVD','AUZ','ZON'])[1 + floor(random() * 4)::int]::"Company",
          s.service::"Service", s.mode::"TransportMode",
          s.status::"QuotationStatus",
          pool.clients[1 + floor(random() * cardinality(pool.clients))::int],
          pool.commercials[CASE WHEN random() < 0.6 THEN 1 ELSE 2 END],
          'Carga general',
          s.origin, s.origin, s.destination, s.destination,
          CASE WHEN s.service = 'SEA_FCL' THEN
            CASE WHEN random() < 0.2 THEN '[{"quantity":1,"type":"20GP"},{"quantity":1,"type":"40HC"}]'::jsonb ELSE '[{"quantity":1,"type":"40HC"}]'::jsonb END
          ELSE '[]'::jsonb END,
          CASE WHEN s.status = 'NOT_APPROVED' THEN (ARRAY['PRICE','PRICE','TRANSIT_TIME','SERVICE','OTHER'])[1 + floor(random() * 5)::int] END,
          s.created, s.created
        FROM (
          SELECT d.created,
            x.service,
            CASE WHEN x.service LIKE 'AIR%' THEN 'AIR' WHEN x.service LIKE 'SEA%' THEN 'SEA' WHEN x.service LIKE 'ROAD%' THEN 'ROAD' ELSE 'EXPRESS' END AS mode,
            CASE WHEN x.service LIKE 'AIR%' THEN (ARRAY['MIA','MAD','PVG'])[1 + floor(random() * 3)::int]
                 WHEN x.service LIKE 'SEA%' THEN (ARRAY['CNSHA','ESVLC','DEHAM','ITGOA'])[1 + floor(random() * 4)::int]
                 ELSE (ARRAY['AR','BR'])[1 + floor(random() * 2)::int] END AS origin,
            CASE WHEN x.service LIKE 'AIR%' THEN 'MVD' WHEN x.service LIKE 'SEA%' THEN 'UYMVD' ELSE 'UY' END AS destination,
            CASE WHEN r < 0.36 THEN 'APPROVED' WHEN r < 0.62 THEN 'NOT_APPROVED' WHEN r < 0.88 THEN 'SENT' WHEN r < 0.93 THEN 'QUOTED' ELSE 'FUTURE' END AS status
          FROM (
            SELECT date_trunc('month', now()) - make_interval(months => ${MONTHS} - m) + random() * interval '29 days' + interval '9 hours' AS created
            FROM generate_series(0, ${MONTHS} - 1) m,
              generate_series(1, (${BASE_PER_MONTH} * power(1.03, m) * CASE WHEN extract(month FROM now() - make_interval(months => ${MONTHS} - m)) IN (3, 10) THEN 1.3 ELSE 1 END)::int)
          ) d
          -- Correlated with the row (d.created), so each quotation draws its own numbers.
          CROSS JOIN LATERAL (SELECT random() + 0 * extract(epoch FROM d.created) AS r, random() + 0 * extract(epoch FROM d.created) AS pick) p
          CROSS JOIN LATERAL (
            SELECT CASE WHEN p.pick < 0.30 THEN 'SEA_FCL' WHEN p.pick < 0.50 THEN 'SEA_LCL' WHEN p.pick < 0.68 THEN 'AIR_LSE'
              WHEN p.pick < 0.78 THEN 'AIR_ULD' WHEN p.pick < 0.88 THEN 'ROAD_FTL' WHEN p.pick < 0.94 THEN 'ROAD_LTL'
              WHEN p.pick < 0.97 THEN 'SEA_RORO' ELSE 'EXPRESS' END AS service
          ) x
        ) s
        CROSS JOIN (
          SELECT (SELECT array_agg(id ORDER BY tax_id) FROM clients) AS clients,
            (SELECT array_agg(id ORDER BY username) FROM users WHERE username IN ('comercial', 'gerente')) AS commercials
        ) pool`,
    // Two or three agents asked per quotation: 75 % answer (hours skewed short), 10 % decline, the rest never do.
    `
        INSERT INTO cost_requests (id, quotation_id, provider_id, email, language, expires_at, sent_at, answered_at, declined_at, decline_reason)
        SELECT gen_random_uuid(), q.id, pr.id, 'agent@demo.test', 'en', q.created_at + interval '30 days', sent,
          CASE WHEN o < 0.75 THEN sent + make_interval(hours => (1 + power(random(), 2) * 96)::int) END,
          CASE WHEN o >= 0.75 AND o < 0.85 THEN sent + make_interval(hours => (1 + random() * 24)::int) END,
          CASE WHEN o >= 0.75 AND o < 0.85 THEN 'NO_CAPACITY' END
        FROM quotations q
        CROSS JOIN LATERAL (SELECT id FROM providers ORDER BY md5(q.id::text || id::text) LIMIT 2 + (random() < 0.4)::int) pr
        CROSS JOIN LATERAL (SELECT q.created_at + make_interval(mins => (10 + random() * 600)::int) AS sent, random() AS o) r
        WHERE q.reference LIKE 'HIS-%'`,
    // Each answer brings one cost: the agent's price level times the lane's, with a carrier.
    `
        INSERT INTO costs (id, quotation_id, provider_id, cost_request_id, batch_id, description, carrier, created_at)
        SELECT gen_random_uuid(), r.quotation_id, r.provider_id, r.id, gen_random_uuid(), 'Opción directa',
          (ARRAY['MSC','Maersk','CMA CGM','Hapag-Lloyd','LATAM Cargo','Iberia Cargo','Transportes del Sur'])[1 + floor(random() * 7)::int], r.answered_at
        FROM cost_requests r JOIN quotations q ON q.id = r.quotation_id
        WHERE q.reference LIKE 'HIS-%' AND r.answered_at IS NOT NULL`,
    `
        INSERT INTO cost_charges (id, cost_id, index, charge_code_id, currency, amount_per_unit, quantity, total)
        SELECT gen_random_uuid(), c.id, 0, (SELECT id FROM charge_codes WHERE concept = 'OFT'), 'USD', t.total, 1, t.total
        FROM costs c JOIN quotations q ON q.id = c.quotation_id
        CROSS JOIN LATERAL (SELECT round((800 + (('x' || substr(md5(c.provider_id::text), 1, 4))::bit(16)::int % 700) + random() * 900)::numeric, 2) AS total) t
        WHERE q.reference LIKE 'HIS-%'`,
    // Quotations sent to the client (sent, won, lost): sent some hours after the last answer; won ones sell the cheapest cost.
    `
        UPDATE quotations q SET sent_at = COALESCE(
            (SELECT max(COALESCE(r.answered_at, r.declined_at)) FROM cost_requests r WHERE r.quotation_id = q.id), q.created_at)
          + make_interval(hours => (2 + random() * 40)::int)
        WHERE q.reference LIKE 'HIS-%' AND q.status IN ('SENT', 'APPROVED', 'NOT_APPROVED')`,
    `
        INSERT INTO sell_lines (id, quotation_id, index, cost_charge_id, charge_code_id, description, currency, cost_amount, margin_kind, margin_value, sell_amount, tax_amount, updated_at)
        SELECT DISTINCT ON (q.id) gen_random_uuid(), q.id, 0, cc.id, cc.charge_code_id, 'Flete', 'USD', cc.total, 'PERCENT', 12, round(cc.total * 1.12, 2), 0, now()
        FROM quotations q JOIN costs c ON c.quotation_id = q.id JOIN cost_charges cc ON cc.cost_id = c.id
        WHERE q.reference LIKE 'HIS-%' AND q.status IN ('SENT', 'APPROVED', 'NOT_APPROVED')
        ORDER BY q.id, cc.total`,
    `SELECT analytics_rebuild()`,
  ];
  // One interactive transaction: the deferral setting holds for its statements only.
  await prisma.$transaction(
    async (tx) => {
      for (const statement of statements) await tx.$executeRawUnsafe(statement);
    },
    { timeout: 60_000 },
  );
}
