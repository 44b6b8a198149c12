// Shipments for the bench (issue 12's scale: 200k operations, 2M events): one operation per approved
// quotation, newest first, up to the number asked, then by-hand ones (no quotation) for the rest.
// Every status and mode, container numbers, house/master/shipment keys, ETD/ETA around the creation,
// an operative each (the demo's operativo follows one in twenty), notes and ten events each (some
// overdue, most finalized on older operations).
// The bench's own operations (the demo seed's have six-digit references and their own details).
const BENCH = `o.reference ~ '^OP-[0-9]{2}-[0-9]{7}$'`;
const STATUSES = `(ARRAY['NOT_ASSIGNED','CANCELED','ON_HOLD','IN_COORDINATION','IN_TRANSIT','AT_BORDER','ARRIVED','PAYMENT_PENDING','CLOSURE_PENDING','CLOSED','CLOSED','CLOSED'])`;

export const operationsSql = (n) => `
  WITH src AS (
         SELECT q.id AS quotation_id, q.reference AS quote_number, q.client_id, q.commercial_id, q.transport_mode, q.origin_code, q.origin_name,
           q.destination_code, q.destination_name, q.incoterm, q.created_at + interval '3 days' AS created_at
         FROM quotations q WHERE q.status = 'APPROVED' AND NOT EXISTS (SELECT 1 FROM operations o WHERE o.quotation_id = q.id)
         ORDER BY q.created_at DESC LIMIT ${n}),
       numbered AS (SELECT s.*, row_number() OVER (ORDER BY s.created_at DESC) AS g FROM src s),
       extra AS (
         SELECT NULL::uuid AS quotation_id, NULL::text AS quote_number,
           (SELECT array_agg(id ORDER BY tax_id) FROM clients)[1 + g % 2000] AS client_id, NULL::uuid AS commercial_id,
           (ARRAY['AIR','SEA','SEA','ROAD','EXPRESS'])[1 + g % 5]::"TransportMode" AS transport_mode, 'CNSHA' AS origin_code, 'Shanghai' AS origin_name,
           'UYMVD' AS destination_code, 'Montevideo' AS destination_name, 'FOB' AS incoterm,
           now() - make_interval(secs => g::float8 * 5 * 365 * 86400 / ${n}) AS created_at,
           (SELECT count(*) FROM numbered) + g AS g
         FROM generate_series(1, greatest(0, ${n} - (SELECT count(*) FROM numbered))) g),
       allrows AS (SELECT * FROM numbered UNION ALL SELECT * FROM extra)
  INSERT INTO operations (id, reference, kind, status, house_number, master_number, shipment_key, container_numbers, container_search, quotation_id, quote_number,
                          client_id, commercial_id, transport_mode, container_mode, origin_code, origin_name, destination_code, destination_name, incoterm,
                          etd, eta, courier, tracking_number, created_at, updated_at)
  SELECT gen_random_uuid(), 'OP-' || to_char(a.created_at, 'YY') || '-' || lpad(a.g::text, 7, '0'),
    CASE WHEN a.transport_mode = 'EXPRESS' THEN 'EXPRESS' ELSE 'GENERAL' END::"OperationKind",
    CASE WHEN a.created_at > now() - interval '60 days' THEN ${STATUSES}[1 + abs(hashint4(a.g::int)) % 9] ELSE ${STATUSES}[1 + abs(hashint4(a.g::int)) % 12] END::"OperationStatus",
    'HBL' || lpad(a.g::text, 8, '0'), 'MBL' || lpad((a.g * 7 % 999983)::text, 8, '0'), 'SK-' || a.g,
    CASE WHEN a.transport_mode = 'SEA' THEN ARRAY['MSCU' || lpad((a.g * 3)::text, 7, '0'), 'TGHU' || lpad((a.g * 5 % 9999999)::text, 7, '0')] ELSE '{}' END,
    CASE WHEN a.transport_mode = 'SEA' THEN 'MSCU' || lpad((a.g * 3)::text, 7, '0') || ' TGHU' || lpad((a.g * 5 % 9999999)::text, 7, '0') ELSE '' END,
    a.quotation_id, a.quote_number, a.client_id, a.commercial_id, a.transport_mode,
    CASE a.transport_mode WHEN 'SEA' THEN (ARRAY['FCL','LCL','RORO'])[1 + a.g % 3] WHEN 'AIR' THEN (ARRAY['LSE','ULD'])[1 + a.g % 2]
      WHEN 'ROAD' THEN (ARRAY['FTL','LTL'])[1 + a.g % 2] ELSE 'COURIER' END,
    a.origin_code, a.origin_name, a.destination_code, a.destination_name, a.incoterm,
    (a.created_at + interval '7 days')::date, (a.created_at + interval '35 days')::date,
    CASE WHEN a.transport_mode = 'EXPRESS' THEN (ARRAY['DHL','FedEx','UPS'])[1 + a.g % 3] END,
    CASE WHEN a.transport_mode = 'EXPRESS' THEN 'TRK' || lpad(a.g::text, 10, '0') END,
    a.created_at, a.created_at
  FROM allrows a`;

export const operationDetailSql = [
  // Ten operatives beside the demo's operativo.
  [
    'users',
    `
    INSERT INTO users (id, code, name, email, username, password_hash, role, language, updated_at)
    SELECT gen_random_uuid(), 'BO' || g, 'Bench Operative ' || g, 'benchop' || g || '@bench.local', 'benchop' || g,
      (SELECT password_hash FROM users WHERE username = 'operativo'), 'operative', 'es', now()
    FROM generate_series(1, 10) g`,
  ],
  [
    'user_permissions',
    `
    INSERT INTO user_permissions (user_id, permission)
    SELECT u.id, p FROM users u, unnest(ARRAY['OPERATIVE','VIEW_SHIPMENT']) p WHERE u.username LIKE 'benchop%'`,
  ],
  [
    'operation_operatives',
    `
    WITH ops AS (SELECT array_agg(id ORDER BY code) a FROM users WHERE username LIKE 'benchop%')
    INSERT INTO operation_operatives (operation_id, user_id, created_at)
    SELECT o.id, CASE WHEN abs(hashtext(o.reference)) % 20 = 0 THEN (SELECT id FROM users WHERE username = 'operativo')
      ELSE ops.a[1 + abs(hashtext(o.reference)) % array_length(ops.a, 1)] END, o.created_at
    FROM operations o, ops WHERE ${BENCH}`,
  ],
  [
    'operation_status_changes',
    `
    INSERT INTO operation_status_changes (id, operation_id, from_status, to_status, created_at)
    SELECT gen_random_uuid(), o.id, 'NOT_ASSIGNED', o.status, o.created_at + interval '1 day' FROM operations o WHERE o.status <> 'NOT_ASSIGNED' AND ${BENCH}`,
  ],
  [
    'operation_notes',
    `
    INSERT INTO operation_notes (id, operation_id, visibility, text, created_at, updated_at)
    SELECT gen_random_uuid(), o.id, (ARRAY['INTERNAL','CLIENT'])[k]::"NoteVisibility",
      (ARRAY['Booking confirmado con la naviera', 'Documentos enviados al cliente'])[k], o.created_at + make_interval(days => k), o.created_at + make_interval(days => k)
    FROM operations o, generate_series(1, 2) k WHERE ${BENCH}`,
  ],
  [
    'operation_events',
    `
    INSERT INTO operation_events (id, operation_id, title, due_at, finalized_at, created_at, updated_at)
    SELECT gen_random_uuid(), o.id, (ARRAY['Booking','Retiro de contenedor','Carga','Zarpe','Documentos','Despacho','Arribo','Entrega','Facturación','Cierre'])[k],
      o.created_at + make_interval(days => k * 4, hours => 12),
      CASE WHEN o.created_at + make_interval(days => k * 4) < now() - interval '10 days' OR abs(hashtext(o.reference)) % 5 <> 0
        THEN o.created_at + make_interval(days => k * 4, hours => 10) END,
      o.created_at, o.created_at
    FROM operations o, generate_series(1, 10) k WHERE ${BENCH}`,
  ],
];
