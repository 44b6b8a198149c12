import { TAX_MULTIPLIER } from '@freight/shared';
import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
import { DEMO_CARRIERS, DEMO_TRANSIT_DAYS } from './demo-pricing-flow.js';

/** Quotations per month at the start of the 18 months; the demo grows about 3 % a month. */
const BASE_PER_MONTH = 70;
const MONTHS = 18;

/** Real lanes per mode, with their places' names (as the base seed writes them). */
export const HISTORY_LANES: Record<string, [string, string, string, string][]> = {
  SEA: [
    ['CNSHA', 'Shanghai', 'UYMVD', 'Montevideo'],
    ['ESVLC', 'Valencia', 'UYMVD', 'Montevideo'],
    ['DEHAM', 'Hamburgo', 'UYMVD', 'Montevideo'],
    ['ITGOA', 'Génova', 'UYMVD', 'Montevideo'],
    ['UYMVD', 'Montevideo', 'BRSSZ', 'Santos'],
  ],
  AIR: [
    ['MIA', 'Miami', 'MVD', 'Montevideo'],
    ['MAD', 'Madrid', 'MVD', 'Montevideo'],
    ['PVG', 'Shanghái Pudong', 'MVD', 'Montevideo'],
    ['MEX', 'Ciudad de México', 'MVD', 'Montevideo'],
    ['MVD', 'Montevideo', 'GRU', 'São Paulo'],
  ],
  ROAD: [
    ['AR', 'Argentina', 'UY', 'Uruguay'],
    ['UY', 'Uruguay', 'BR', 'Brasil'],
    ['BR', 'Brasil', 'UY', 'Uruguay'],
  ],
  EXPRESS: [
    ['UY', 'Uruguay', 'US', 'Estados Unidos'],
    ['US', 'Estados Unidos', 'UY', 'Uruguay'],
  ],
};

/** The charges of a cost per mode: the freight first, then surcharges as a share of it. */
export const HISTORY_CHARGES: Record<string, [string, number][]> = {
  SEA: [
    ['OFT', 1],
    ['BAF', 0.12],
    ['THC-D', 0.09],
    ['ISPS', 0.02],
    ['BL', 0.03],
  ],
  AIR: [
    ['AFT', 1],
    ['FSC', 0.18],
    ['SSC', 0.05],
    ['AWB', 0.02],
  ],
  ROAD: [
    ['RFT', 1],
    ['FSC', 0.07],
    ['CUS', 0.06],
  ],
  EXPRESS: [
    ['EXP', 1],
    ['DOC', 0.1],
  ],
};

/** Typical freight (USD) per service, before the agent's and the quotation's own variation. */
const FREIGHT_BASE: Record<string, number> = {
  SEA_FCL: 2400,
  SEA_LCL: 650,
  SEA_RORO: 2900,
  AIR_LSE: 1900,
  AIR_ULD: 5200,
  ROAD_FTL: 1700,
  ROAD_LTL: 700,
  EXPRESS: 280,
};
const OPTION: Record<string, string> = {
  SEA: 'Servicio semanal',
  AIR: 'Tarifa general de carga',
  ROAD: 'Puerta a puerta',
  EXPRESS: 'Entrega express',
};
const GOODS = [
  'Autopartes',
  'Maquinaria agrícola',
  'Repuestos industriales',
  'Textiles',
  'Productos farmacéuticos',
  'Vinos',
  'Electrónica',
  'Muebles',
];

const MODES = ['SEA', 'AIR', 'ROAD', 'EXPRESS'] as const;
const text = (v: string) => `'${v.replace(/'/g, "''")}'`;
const textArray = (values: string[]) => `ARRAY[${values.map(text).join(', ')}]::text[]`;
/** A CASE on the transport mode (`column`) giving each mode's SQL expression. */
const byMode = (column: string, of: (mode: (typeof MODES)[number]) => string) =>
  `CASE ${column} ${MODES.map((m) => `WHEN '${m}' THEN ${of(m)}`).join(' ')} END`;
/** The lanes as rows (mode, code and name at both ends), for a lateral pick. */
const laneRows = MODES.flatMap((m) => HISTORY_LANES[m].map((l) => `(${[m, ...l].map(text).join(', ')})`)).join(', ');
const freightBase = `CASE q.service::text ${Object.entries(FREIGHT_BASE)
  .map(([service, usd]) => `WHEN '${service}' THEN ${usd}`)
  .join(' ')} END`;

/**
 * 18 months of closed quotations (~1,600) with their agents' requests, answers, declines, costs
 * and sells, so every dashboard chart shows a shape in the demo, and reading like a forwarder's:
 * real lanes with their names, agents asked only for the services they serve (in their language,
 * at their contact's address), carriers of the quotation's mode (airlines for air, shipping lines
 * for sea, couriers for express, truckers for road) with transit days in the mode's range, the
 * mode's charges (ocean freight, BAF, THC... or air freight, fuel, security, AWB...), and sell
 * lines carrying each charge's name. Written set-based in one transaction with the rollup triggers
 * deferred, then the rollups rebuilt once: about a second. Opt-in (DEMO_ANALYTICS_HISTORY=1, set by
 * `npm run demo`): the test template keeps its small, hand-checked demo data. Idempotent: skipped
 * when the history is there already.
 */
export async function seedDemoAnalyticsHistory(prisma: PrismaClient): Promise<void> {
  if (process.env.DEMO_ANALYTICS_HISTORY !== '1') return;
  if ((await prisma.quotation.count({ where: { reference: { startsWith: 'HIS-' } } })) > 0) return;
  const statements: string[] = [
    `SELECT set_config('analytics.defer', 'on', true), setseed(0.16)`,
    // Quotations: month m (0 = 18 months ago) holds BASE * 1.03^m, more in March and October.
    `
        INSERT INTO quotations (id, reference, company, service, transport_mode, status, client_id, commercial_id, goods_description,
          origin_code, origin_name, destination_code, destination_name, incoterm, containers, not_approved_reason, created_at, updated_at)
        SELECT gen_random_uuid(), 'HIS-' || lpad(row_number() OVER ()::text, 6, '0'),
          (ARRAY['MVD','MVD','AUZ','ZON'])[1 + floor(random() * 4)::int]::"Company",
          s.service::"Service", s.mode::"TransportMode",
          s.status::"QuotationStatus",
          pool.clients[1 + floor(random() * cardinality(pool.clients))::int],
          pool.commercials[CASE WHEN random() < 0.6 THEN 1 ELSE 2 END],
          (${textArray(GOODS)})[1 + floor(random() * ${GOODS.length})::int],
          lane.origin_code, lane.origin_name, lane.destination_code, lane.destination_name,
          CASE WHEN s.mode = 'EXPRESS' THEN NULL ELSE (ARRAY['FOB','FOB','EXW','CIF','DAP'])[1 + floor(random() * 5)::int] END,
          CASE WHEN s.service = 'SEA_FCL' THEN
            CASE WHEN random() < 0.2 THEN '[{"quantity":1,"type":"20GP"},{"quantity":1,"type":"40HC"}]'::jsonb ELSE '[{"quantity":1,"type":"40HC"}]'::jsonb END
          ELSE '[]'::jsonb END,
          CASE WHEN s.status = 'NOT_APPROVED' THEN (ARRAY['PRICE','PRICE','TRANSIT_TIME','SERVICE','OTHER'])[1 + floor(random() * 5)::int] END,
          s.created, s.created
        FROM (
          SELECT d.created, p.lane_pick,
            x.service,
            CASE WHEN x.service LIKE 'AIR%' THEN 'AIR' WHEN x.service LIKE 'SEA%' THEN 'SEA' WHEN x.service LIKE 'ROAD%' THEN 'ROAD' ELSE 'EXPRESS' END AS mode,
            CASE WHEN r < 0.36 THEN 'APPROVED' WHEN r < 0.62 THEN 'NOT_APPROVED' WHEN r < 0.88 THEN 'SENT' WHEN r < 0.93 THEN 'QUOTED' ELSE 'FUTURE' END AS status
          FROM (
            SELECT date_trunc('month', now()) - make_interval(months => ${MONTHS} - m) + random() * interval '29 days' + interval '9 hours' AS created
            FROM generate_series(0, ${MONTHS} - 1) m,
              generate_series(1, (${BASE_PER_MONTH} * power(1.03, m) * CASE WHEN extract(month FROM now() - make_interval(months => ${MONTHS} - m)) IN (3, 10) THEN 1.3 ELSE 1 END)::int)
          ) d
          -- Correlated with the row (d.created), so each quotation draws its own numbers.
          CROSS JOIN LATERAL (
            SELECT random() + 0 * extract(epoch FROM d.created) AS r, random() + 0 * extract(epoch FROM d.created) AS pick,
              random() + 0 * extract(epoch FROM d.created) AS lane_pick
          ) p
          CROSS JOIN LATERAL (
            SELECT CASE WHEN p.pick < 0.30 THEN 'SEA_FCL' WHEN p.pick < 0.50 THEN 'SEA_LCL' WHEN p.pick < 0.68 THEN 'AIR_LSE'
              WHEN p.pick < 0.78 THEN 'AIR_ULD' WHEN p.pick < 0.88 THEN 'ROAD_FTL' WHEN p.pick < 0.94 THEN 'ROAD_LTL'
              WHEN p.pick < 0.97 THEN 'SEA_RORO' ELSE 'EXPRESS' END AS service
          ) x
        ) s
        -- One of the mode's lanes, the first ones (imports to Montevideo) the busiest.
        CROSS JOIN LATERAL (
          SELECT l.origin_code, l.origin_name, l.destination_code, l.destination_name
          FROM (VALUES ${laneRows}) AS l(mode, origin_code, origin_name, destination_code, destination_name)
          WHERE l.mode = s.mode
          ORDER BY l.origin_code, l.destination_code
          OFFSET floor(power(s.lane_pick, 1.6) * ${byMode('s.mode', (m) => String(HISTORY_LANES[m].length))})::int LIMIT 1
        ) lane
        CROSS JOIN (
          SELECT (SELECT array_agg(id ORDER BY tax_id) FROM clients) AS clients,
            (SELECT array_agg(id ORDER BY username) FROM users WHERE username IN ('comercial', 'gerente')) AS commercials
        ) pool`,
    // Two or three of the agents serving the quotation's service are asked, at their primary contact and in their
    // language: 75 % answer (hours skewed short), 10 % decline, the rest never do.
    `
        INSERT INTO cost_requests (id, quotation_id, provider_id, email, language, expires_at, sent_at, answered_at, declined_at, decline_reason)
        SELECT gen_random_uuid(), q.id, pr.id, pr.email, pr.language, q.created_at + interval '14 days', sent,
          CASE WHEN o < 0.75 THEN sent + make_interval(hours => (1 + power(random(), 2) * 96)::int) END,
          CASE WHEN o >= 0.75 AND o < 0.85 THEN sent + make_interval(hours => (1 + random() * 24)::int) END,
          CASE WHEN o >= 0.75 AND o < 0.85 THEN (ARRAY['NO_SERVICE','NO_CAPACITY','DATES_NOT_POSSIBLE'])[1 + floor(random() * 3)::int] END
        FROM quotations q
        CROSS JOIN LATERAL (
          SELECT p.id, p.language, c.email FROM providers p
          CROSS JOIN LATERAL (
            SELECT email FROM provider_contacts WHERE provider_id = p.id AND active ORDER BY "primary" DESC, created_at LIMIT 1
          ) c
          WHERE p.active AND q.service::text = ANY(p.services)
          ORDER BY md5(q.id::text || p.id::text) LIMIT 2 + (random() < 0.4)::int
        ) pr
        CROSS JOIN LATERAL (SELECT q.created_at + make_interval(mins => (10 + random() * 600)::int) AS sent, random() AS o) r
        WHERE q.reference LIKE 'HIS-%'`,
    // Each answer brings one option: a carrier of the quotation's mode, transit days in the mode's range,
    // free days at sea only.
    `
        INSERT INTO costs (id, quotation_id, provider_id, cost_request_id, batch_id, description, valid_until, route, transit_days, free_days, carrier, created_at)
        SELECT gen_random_uuid(), r.quotation_id, r.provider_id, r.id, gen_random_uuid(),
          ${byMode('q.transport_mode::text', (m) => text(OPTION[m]))},
          (r.answered_at + interval '30 days')::date,
          CASE WHEN random() < 0.7 THEN 'Directo' ELSE 'Con transbordo' END,
          ${byMode('q.transport_mode::text', (m) => `${DEMO_TRANSIT_DAYS[m][0]} + floor(random() * ${DEMO_TRANSIT_DAYS[m][1] - DEMO_TRANSIT_DAYS[m][0] + 1})::int`)},
          CASE WHEN q.transport_mode = 'SEA' THEN (ARRAY[7, 14, 21])[1 + floor(random() * 3)::int] END,
          ${byMode('q.transport_mode::text', (m) => `(${textArray(DEMO_CARRIERS[m])})[1 + floor(random() * ${DEMO_CARRIERS[m].length})::int]`)},
          r.answered_at
        FROM cost_requests r JOIN quotations q ON q.id = r.quotation_id
        WHERE q.reference LIKE 'HIS-%' AND r.answered_at IS NOT NULL`,
    // The mode's charges: the freight at the service's level times the agent's own level (steady per agent) and
    // the quotation's variation, then the surcharges as a share of it.
    `
        INSERT INTO cost_charges (id, cost_id, index, charge_code_id, currency, amount_per_unit, quantity, total)
        SELECT gen_random_uuid(), c.id, (ch.idx - 1)::int, cc.id, 'USD', round(f.freight * ch.share, 2), 1, round(f.freight * ch.share, 2)
        FROM costs c JOIN quotations q ON q.id = c.quotation_id
        CROSS JOIN LATERAL (
          SELECT (${freightBase} * (0.85 + (('x' || substr(md5(c.provider_id::text), 1, 4))::bit(16)::int % 300) / 1000.0)
            * (0.9 + random() * 0.25))::numeric AS freight
        ) f
        CROSS JOIN LATERAL unnest(
          ${byMode('q.transport_mode::text', (m) => textArray(HISTORY_CHARGES[m].map(([code]) => code)))},
          ${byMode('q.transport_mode::text', (m) => `ARRAY[${HISTORY_CHARGES[m].map(([, share]) => share).join(', ')}]::numeric[]`)}
        ) WITH ORDINALITY AS ch(concept, share, idx)
        JOIN charge_codes cc ON cc.concept = ch.concept
        WHERE q.reference LIKE 'HIS-%'`,
    // Quotations sent to the client (sent, won, lost): sent some hours after the last answer; won ones sell the cheapest cost.
    `
        UPDATE quotations q SET sent_at = COALESCE(
            (SELECT max(COALESCE(r.answered_at, r.declined_at)) FROM cost_requests r WHERE r.quotation_id = q.id), q.created_at)
          + make_interval(hours => (2 + random() * 40)::int)
        WHERE q.reference LIKE 'HIS-%' AND q.status IN ('SENT', 'APPROVED', 'NOT_APPROVED')`,
    // Won, lost and sent quotations sell every charge of their cheapest option, each line named after its charge
    // (the analysts' Spanish, as the sells editor proposes it), 12 % over cost, VAT on the taxed charges.
    `
        INSERT INTO sell_lines (id, quotation_id, index, cost_charge_id, charge_code_id, description, currency, cost_amount, margin_kind, margin_value, sell_amount, tax_amount, updated_at)
        SELECT gen_random_uuid(), best.quotation_id, cc.index, cc.id, cc.charge_code_id, code.description, 'USD', cc.total, 'PERCENT', 12,
          round(cc.total * 1.12, 2), CASE WHEN code.taxed THEN round(round(cc.total * 1.12, 2) * ${TAX_MULTIPLIER}, 2) ELSE 0 END, now()
        FROM (
          SELECT DISTINCT ON (c.quotation_id) c.quotation_id, c.id
          FROM costs c JOIN quotations q ON q.id = c.quotation_id
          CROSS JOIN LATERAL (SELECT sum(total) AS total FROM cost_charges WHERE cost_id = c.id) t
          WHERE q.reference LIKE 'HIS-%' AND q.status IN ('SENT', 'APPROVED', 'NOT_APPROVED')
          ORDER BY c.quotation_id, t.total, c.id
        ) best
        JOIN cost_charges cc ON cc.cost_id = best.id
        JOIN charge_codes code ON code.id = cc.charge_code_id`,
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
