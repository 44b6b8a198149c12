// Staff, clients and related commercials for the bench data set. The demo seed already holds
// 8 staff (comercial, gerente, pricing...): 50 more make 58 (40 commercials, 4 managers, 6 pricing).
export const staffSql = [
  [
    'users',
    `
    INSERT INTO users (id, code, name, email, username, password_hash, role, is_commercial, is_manager, language, updated_at)
    SELECT gen_random_uuid(), 'B' || lpad(g::text, 2, '0'), 'Bench Staff ' || g, 'bench' || g || '@bench.local', 'bench' || g,
      (SELECT password_hash FROM users WHERE username = 'comercial'),
      CASE WHEN g <= 40 THEN 'commercial' WHEN g <= 44 THEN 'commercial manager' ELSE 'pricing analyst' END,
      g <= 44, g BETWEEN 41 AND 44, (ARRAY['es','en','pt'])[1 + g % 3]::"Language", now()
    FROM generate_series(1, 50) g`,
  ],
  [
    'user_permissions',
    `
    INSERT INTO user_permissions (user_id, permission)
    SELECT u.id, p FROM users u, LATERAL unnest(CASE
      WHEN u.role = 'commercial' THEN ARRAY['COMMERCIAL','CREATE_QUOTATION','VIEW_QUOTATION','VIEW_CLIENT']
      WHEN u.role = 'commercial manager' THEN ARRAY['COMMERCIAL','COMMERCIAL_MANAGER','CREATE_QUOTATION','VIEW_QUOTATION','VIEW_CLIENT']
      ELSE ARRAY['PRICING','PRICING_SEA','PRICING_AIR','PRICING_ROAD','PRICING_EXPRESS','VIEW_QUOTATION'] END) p
    WHERE u.username LIKE 'bench%'`,
  ],
  // Each manager (the demo's gerente too) follows 10 commercials; "A" is the commercial, "B" the manager.
  [
    '_RelatedCommercials',
    `
    INSERT INTO "_RelatedCommercials" ("A", "B")
    SELECT c.id, m.id FROM users m JOIN users c ON c.username LIKE 'bench%' AND c.role = 'commercial'
      AND (substring(c.username FROM 6)::int - 1) / 10 = CASE WHEN m.username = 'gerente' THEN 0 ELSE substring(m.username FROM 6)::int - 41 END
    WHERE m.username = 'gerente' OR (m.username LIKE 'bench%' AND m.role = 'commercial manager')
    ON CONFLICT DO NOTHING`,
  ],
  [
    'clients',
    `
    -- Signed up one every ~22 hours over five years, like a real book of clients (one shared timestamp
    -- would make every keyset page of the clients list a scan of that tie).
    INSERT INTO clients (id, trade_name, legal_name, tax_id, country, commercial_id, created_at, updated_at)
    SELECT gen_random_uuid(), initcap(w1) || ' ' || initcap(w2) || ' ' || g, initcap(w1) || ' ' || initcap(w2) || ' ' || g || ' S.A.',
      'BENCH' || lpad(g::text, 6, '0'), (ARRAY['UY','AR','BR','CL','PY','US','ES','CN'])[1 + g % 8],
      (SELECT array_agg(id ORDER BY code) FROM users WHERE is_commercial)[1 + g % 46],
      now() - interval '5 years' + g * interval '5 years' / 2000, now()
    FROM generate_series(1, 2000) g,
      LATERAL (SELECT (ARRAY['frigorifico','importadora','textil','agro','metalurgica','quimica','logistica','bodega','lacteos','papelera'])[1 + g % 10] w1,
                      (ARRAY['del plata','atlantica','oriental','andina','pampa','litoral','sur','norte','central','pacifico','austral'])[1 + g % 11] w2) w`,
  ],
];
