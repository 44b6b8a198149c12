// Rates (issue 15) and support tickets (issue 13) for the bench: lists that joined after the quotation
// lists. Rates: every mode and service, 400 origins × 300 destinations, validity windows over the last
// year and the next quarter, a fifth of them older versions; one freight charge each. Tickets: authored
// by every staff user, every priority and status, most of the older ones closed with an outcome.

export const ratesSql = (n) => [
  [
    'rates',
    `
    WITH p AS (SELECT array_agg(id ORDER BY code) a FROM providers), u AS (SELECT array_agg(id ORDER BY username) a FROM users WHERE username IN ('pricing', 'pricing2', 'admin'))
    INSERT INTO rates (id, rate_key, version, current, transport_mode, service, origin_code, origin_name, destination_code, destination_name,
                       valid_from, valid_to, description, owner_id, carrier_id, created_at, updated_at)
    SELECT gid, gid, 1, g % 5 <> 0,
      (ARRAY['AIR','AIR','SEA','SEA','SEA','ROAD','ROAD','EXPRESS'])[1 + g % 8]::"TransportMode",
      (ARRAY['AIR_LSE','AIR_ULD','SEA_LCL','SEA_FCL','SEA_RORO','ROAD_LTL','ROAD_FTL','EXPRESS'])[1 + g % 8]::"Service",
      'O' || lpad((g % 400)::text, 4, '0'), 'Origin ' || (g % 400), 'D' || lpad((g % 300)::text, 4, '0'), 'Destination ' || (g % 300),
      current_date - (g % 365), current_date - (g % 365) + 30 + (g % 90), 'Bench rate ' || g,
      u.a[1 + g % array_length(u.a, 1)], p.a[1 + g % array_length(p.a, 1)], now() - make_interval(days => g % 365), now()
    FROM generate_series(1, ${n}) g, p, u, LATERAL (SELECT md5('bench-rate-' || g)::uuid gid) x`,
  ],
  [
    'rate_charges',
    `
    WITH cc AS (SELECT id FROM charge_codes ORDER BY concept LIMIT 1)
    INSERT INTO rate_charges (id, rate_id, index, charge_code_id, currency, calculator, amount, freight)
    SELECT gen_random_uuid(), r.id, 0, cc.id, 'USD', 'FLAT', 100 + abs(hashtext(r.id::text)) % 2000, true
    FROM rates r, cc WHERE r.description LIKE 'Bench rate %'`,
  ],
];

export const ticketsSql = (n) => [
  [
    'support_tickets',
    `
    WITH u AS (SELECT array_agg(id ORDER BY username) a FROM users WHERE active),
         pe AS (SELECT array_agg(e.product_id ORDER BY e.id) p, array_agg(e.id ORDER BY e.id) e FROM support_product_errors e)
    INSERT INTO support_tickets (id, title, description, product_id, error_id, priority, status, outcome, due_date, author_id, closed_at, created_at, updated_at)
    SELECT gen_random_uuid(), 'Bench ticket ' || g, 'Generated for the bench',
      pe.p[1 + g % array_length(pe.e, 1)], pe.e[1 + g % array_length(pe.e, 1)],
      (ARRAY['MINIMAL','VERY_LOW','LOW','MEDIUM','HIGH','CRITICAL'])[1 + g % 6]::"SupportTicketPriority",
      (ARRAY['NOT_STARTED','IN_PROGRESS','BLOCKED','COMPLETED'])[1 + g % 4]::"SupportTicketStatus",
      -- Older tickets are closed; the newest thousand stay open, as a desk would see them.
      CASE WHEN g > 1000 THEN (ARRAY['FINALIZED','CANCELLED','CLOSED_FOR_FUTURE'])[1 + g % 3]::"SupportTicketOutcome" END,
      CASE WHEN g % 3 = 0 THEN current_date + (g % 20) - 5 END,
      u.a[1 + g % array_length(u.a, 1)],
      CASE WHEN g > 1000 THEN now() - make_interval(secs => g::float8 * 5 * 365 * 86400 / ${n}) + interval '2 days' END,
      now() - make_interval(secs => g::float8 * 5 * 365 * 86400 / ${n}), now()
    FROM generate_series(1, ${n}) g, u, pe`,
  ],
];
