// What happens around quotations: one CREATED event each, agents' costs and the sells built on
// them (one quotation in eight that got past pricing), and the staff's notifications.
const SPAN_SECONDS = 5 * 365 * 86400;

export const eventsSql = `
  INSERT INTO quotation_events (id, quotation_id, user_id, kind, to_status, created_at)
  SELECT gen_random_uuid(), id, commercial_id, 'CREATED', 'REQUESTED', created_at FROM quotations`;

// The sampled quotations, fixed once so every pricing table follows the same ones.
const priced = `SELECT q.id, q.created_at, q.pricing_user_id, row_number() OVER () AS n FROM quotations q
  WHERE q.status IN ('QUOTED','UPDATED','SENT','APPROVED','NOT_APPROVED') AND abs(hashtext(q.id::text)) % 8 = 0`;

export const pricingSql = [
  [
    'cost_requests',
    `
    WITH pv AS (SELECT array_agg(id ORDER BY code) a FROM providers), s AS (${priced})
    INSERT INTO cost_requests (id, quotation_id, provider_id, email, language, expires_at, sent_at, answered_at, created_at, created_by)
    SELECT gen_random_uuid(), s.id, pv.a[1 + s.n % array_length(pv.a, 1)], 'agent' || (s.n % 50) || '@agents.example', 'en',
      s.created_at + interval '7 days', s.created_at + interval '4 hours', s.created_at + interval '20 hours', s.created_at + interval '4 hours', s.pricing_user_id
    FROM s, pv`,
  ],
  [
    'costs',
    `
    INSERT INTO costs (id, quotation_id, provider_id, cost_request_id, batch_id, description, valid_until, route, transit_days, free_days, carrier, created_at, created_by)
    SELECT gen_random_uuid(), cr.quotation_id, cr.provider_id, cr.id, gen_random_uuid(), 'Option ' || (1 + abs(hashtext(cr.id::text)) % 3),
      (cr.created_at + interval '30 days')::date, 'Direct', 10 + abs(hashtext(cr.id::text)) % 30, 14, (ARRAY['MSC','Maersk','CMA CGM','Hapag-Lloyd','LATAM Cargo'])[1 + abs(hashtext(cr.id::text)) % 5],
      cr.answered_at, cr.created_by
    FROM cost_requests cr`,
  ],
  [
    'cost_charges',
    `
    WITH cc AS (SELECT array_agg(id ORDER BY concept) a FROM charge_codes)
    INSERT INTO cost_charges (id, cost_id, index, charge_code_id, currency, amount_per_unit, quantity, total, taxed)
    SELECT gen_random_uuid(), c.id, i, cc.a[1 + (abs(hashtext(c.id::text)) + i) % array_length(cc.a, 1)], 'USD', 100 + i * 35, 1, 100 + i * 35, i = 1
    FROM costs c, cc, generate_series(0, 1) i`,
  ],
  [
    'sell_lines',
    `
    INSERT INTO sell_lines (id, quotation_id, index, cost_charge_id, charge_code_id, description, currency, cost_amount, margin_kind, margin_value,
      sell_amount, tax_amount, created_at, updated_at)
    SELECT gen_random_uuid(), c.quotation_id, ch.index, ch.id, ch.charge_code_id, 'Sell ' || ch.index, ch.currency, ch.total, 'PERCENT', 15,
      round(ch.total * 1.15, 2), CASE WHEN ch.taxed THEN round(ch.total * 1.15 * 0.22, 2) ELSE 0 END, c.created_at, c.created_at
    FROM cost_charges ch JOIN costs c ON c.id = ch.cost_id`,
  ],
];

// The bell's heavy users: demo pricing gets 150k (two thirds unread), comercial 60k, gerente 40k;
// the rest spread over every other staff member, one in ten unread.
export const notificationsSql = (n) => `
  WITH s AS (SELECT array_agg(id ORDER BY code) a FROM users WHERE username LIKE 'bench%' OR username IN ('admin','operativo','administrativo','analista','soporte')),
       d AS (SELECT (SELECT id FROM users WHERE username = 'pricing') pr, (SELECT id FROM users WHERE username = 'comercial') co,
                    (SELECT id FROM users WHERE username = 'gerente') ge)
  INSERT INTO notifications (id, recipient_id, title, message, key, read, read_at, created_at)
  SELECT gen_random_uuid(), x.rid, 'Cotización actualizada', 'La cotización MVD-' || (20 + g % 6) || '-' || lpad((g % 99999)::text, 6, '0') || ' cambió de estado',
    'MVD-' || (20 + g % 6) || '-' || lpad((g % 99999)::text, 6, '0'), x.rd, CASE WHEN x.rd THEN now() - make_interval(secs => g::float8 * ${SPAN_SECONDS} / ${n}) END,
    now() - make_interval(secs => g::float8 * ${SPAN_SECONDS} / ${n} + 60)
  FROM generate_series(1, ${n}) g, s, d,
    LATERAL (SELECT CASE WHEN g % 571 < 150 THEN d.pr WHEN g % 571 < 210 THEN d.co WHEN g % 571 < 250 THEN d.ge ELSE s.a[1 + g % array_length(s.a, 1)] END rid,
                    CASE WHEN g % 571 < 150 THEN g % 3 = 0 ELSE g % 10 <> 0 END rd) x`;
