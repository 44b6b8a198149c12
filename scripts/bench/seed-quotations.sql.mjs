// Quotations over five years, newest first: every company, service and status; recent ones still
// open, older ones mostly closed. References continue each company-year's counter.
const SPAN_SECONDS = 5 * 365 * 86400;

export const quotationsSql = (n) => `
  WITH c AS (SELECT array_agg(id ORDER BY code) a FROM users WHERE is_commercial),
       p AS (SELECT array_agg(u.id ORDER BY u.code) a FROM users u JOIN user_permissions up ON up.user_id = u.id AND up.permission = 'PRICING'),
       cl AS (SELECT array_agg(id ORDER BY tax_id) a FROM clients),
       sea AS (SELECT array_agg(code ORDER BY code) c, array_agg(name ORDER BY code) n FROM (SELECT code, name FROM locations WHERE kind = 'SEAPORT' ORDER BY code LIMIT 150) x),
       air AS (SELECT array_agg(code ORDER BY code) c, array_agg(name ORDER BY code) n FROM (SELECT code, name FROM locations WHERE kind = 'AIRPORT' ORDER BY code LIMIT 150) x),
       ctry AS (SELECT array_agg(code ORDER BY code) c, array_agg(name ORDER BY code) n FROM (SELECT code, name FROM locations WHERE kind = 'COUNTRY' ORDER BY code LIMIT 40) x),
       base AS (
         SELECT g, now() - make_interval(secs => g::float8 * ${SPAN_SECONDS} / ${n} + random() * 30) AS created_at,
           (ARRAY['MVD','MVD','MVD','MVD','MVD','MVD','AUZ','AUZ','AUZ','ZON'])[1 + (g * 7) % 10]::"Company" AS company,
           -- Hashed, not g modulo something: a commercial's services must not follow from their position.
           (ARRAY['AIR_LSE','AIR_ULD','SEA_LCL','SEA_FCL','SEA_RORO','ROAD_LTL','ROAD_FTL','EXPRESS'])[1 + (hashint4(g) & 7)]::"Service" AS service,
           abs(hashint4(g + 7919)) AS ch,
           random() AS r, g::float8 / ${n} AS age
         FROM generate_series(1, ${n}) g),
       rows AS (
         SELECT b.*, CASE WHEN b.age < 0.02
             THEN (ARRAY['REQUESTED','REQUESTED','PENDING','PENDING','QUOTED','UPDATED','SENT','SENT','FUTURE','APPROVED'])[1 + floor(b.r * 10)::int]
             ELSE (ARRAY['APPROVED','APPROVED','APPROVED','APPROVED','NOT_APPROVED','NOT_APPROVED','NOT_APPROVED','NOT_APPROVED','NOT_APPROVED','SENT',
                         'SENT','FUTURE','QUOTED','PENDING','REQUESTED','UPDATED','APPROVED','NOT_APPROVED','SENT','APPROVED'])[1 + floor(b.r * 20)::int]
           END::"QuotationStatus" AS status,
           to_char(b.created_at AT TIME ZONE 'America/Montevideo', 'YY') AS yy,
           extract(year FROM b.created_at AT TIME ZONE 'America/Montevideo')::int AS year
         FROM base b),
       numbered AS (
         SELECT r.*, row_number() OVER (PARTITION BY r.company, r.year ORDER BY r.created_at, r.g) + coalesce(rc.last, 0) AS seq
         FROM rows r LEFT JOIN reference_counters rc ON rc.company = r.company AND rc.year = r.year)
  INSERT INTO quotations (id, reference, company, service, transport_mode, status, active, client_id, commercial_id, assigned_to_id,
    pricing_user_id, taken_at, publish_state, published_at, sent_at, not_approved_reason, origin_code, origin_name, destination_code,
    destination_name, incoterm, goods_description, goods_value, total_packages, total_pallets, total_weight_kg, total_volume_m3,
    chargeable, chargeable_unit, created_at, created_by, updated_at)
  SELECT gen_random_uuid(), q.company || '-' || q.yy || '-' || lpad(q.seq::text, 6, '0'), q.company, q.service,
    split_part(q.service::text, '_', 1)::"TransportMode", q.status, (q.g % 37) <> 0,
    cl.a[1 + (q.g * 31) % array_length(cl.a, 1)], c.a[1 + q.ch % array_length(c.a, 1)],
    CASE WHEN q.g % 12 = 0 THEN c.a[1 + (q.g * 5) % array_length(c.a, 1)] END,
    CASE WHEN q.status NOT IN ('REQUESTED','FUTURE') THEN p.a[1 + q.g % array_length(p.a, 1)] END,
    CASE WHEN q.status NOT IN ('REQUESTED','FUTURE') THEN q.created_at + interval '3 hours' END,
    CASE WHEN q.status IN ('QUOTED','UPDATED','SENT','APPROVED','NOT_APPROVED') THEN 'PUBLISHED' ELSE 'PENDING_PUBLICATION' END::"PublishState",
    CASE WHEN q.status IN ('QUOTED','UPDATED','SENT','APPROVED','NOT_APPROVED') THEN q.created_at + interval '1 day' END,
    CASE WHEN q.status IN ('SENT','APPROVED','NOT_APPROVED') THEN q.created_at + interval '2 days' END,
    CASE WHEN q.status = 'NOT_APPROVED' THEN 'PRICE' END,
    lane.oc, lane.onm, lane.dc, lane.dn,
    (ARRAY['EXW','FCA','FOB','CFR','CIF','DAP','DDP','CPT'])[1 + (q.g * 3) % 8],
    (ARRAY['Repuestos de maquinaria','Carne congelada','Textiles','Electrónica','Vino embotellado','Autopartes','Productos químicos','Lana sucia'])[1 + q.g % 8],
    round((q.r * 90000 + 1000)::numeric, 2), (q.g % 40), (q.g % 12), round((q.r * 20000 + 50)::numeric, 2), round((q.r * 60 + 0.2)::numeric, 3),
    round((q.r * 20000 + 50)::numeric, 3), CASE WHEN q.service::text LIKE 'SEA%' THEN 'WM' ELSE 'KG' END,
    q.created_at, c.a[1 + q.ch % array_length(c.a, 1)], q.created_at + interval '2 days'
  FROM numbered q, c, p, cl, sea, air, ctry,
    LATERAL (SELECT
      CASE WHEN q.service::text LIKE 'SEA%' THEN sea.c[1 + (q.g * 11) % 150] WHEN q.service::text LIKE 'AIR%' THEN air.c[1 + (q.g * 11) % 150] ELSE ctry.c[1 + (q.g * 11) % 40] END oc,
      CASE WHEN q.service::text LIKE 'SEA%' THEN sea.n[1 + (q.g * 11) % 150] WHEN q.service::text LIKE 'AIR%' THEN air.n[1 + (q.g * 11) % 150] ELSE ctry.n[1 + (q.g * 11) % 40] END onm,
      CASE WHEN q.service::text LIKE 'SEA%' THEN sea.c[1 + (q.g * 19) % 150] WHEN q.service::text LIKE 'AIR%' THEN air.c[1 + (q.g * 19) % 150] ELSE ctry.c[1 + (q.g * 19) % 40] END dc,
      CASE WHEN q.service::text LIKE 'SEA%' THEN sea.n[1 + (q.g * 19) % 150] WHEN q.service::text LIKE 'AIR%' THEN air.n[1 + (q.g * 19) % 150] ELSE ctry.n[1 + (q.g * 19) % 40] END dn) lane`;

/** New quotations created through the API continue after the generated ones. */
export const countersSql = `
  INSERT INTO reference_counters (company, year, last)
  SELECT company, 2000 + split_part(reference, '-', 2)::int, max(split_part(reference, '-', 3)::int)
  FROM quotations GROUP BY 1, 2
  ON CONFLICT (company, year) DO UPDATE SET last = GREATEST(reference_counters.last, EXCLUDED.last)`;
