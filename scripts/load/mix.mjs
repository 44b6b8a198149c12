// A working day's mix (issue 48): what each role does, as a share of the virtual users and each user's
// pace. Shares add up to 1; `rate` is requests per second per user (the rest of the time they read).
import { createBody } from '../bench/scenarios.mjs';

/** What the mix needs from the database: ids and references that exist at any scale. */
export async function loadMixFacts(pool) {
  const one = async (sql) => (await pool.query(sql)).rows[0];
  const mine = await one(
    `SELECT q.reference FROM quotations q JOIN users u ON u.id = q.commercial_id AND u.username = 'comercial'
     ORDER BY q.created_at DESC LIMIT 1`,
  );
  const client = await one(`SELECT id FROM clients ORDER BY created_at LIMIT 1`);
  const op = await one(
    `SELECT o.reference FROM operations o JOIN operation_operatives oo ON oo.operation_id = o.id
     JOIN users u ON u.id = oo.user_id AND u.username = 'operativo'
     WHERE o.status NOT IN ('CLOSED', 'CANCELED') ORDER BY o.created_at DESC LIMIT 1`,
  );
  const noteType = await one(`SELECT id FROM note_types WHERE active ORDER BY name LIMIT 1`);
  const yy = String(new Date().getUTCFullYear() % 100).padStart(2, '0');
  const day = (d) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
  return {
    reference: mine?.reference,
    clientId: client.id,
    operation: op?.reference,
    noteTypeId: noteType?.id,
    yy,
    day,
  };
}

export function workingDay(f) {
  const q = (p) => `/app/v1/quotations?${new URLSearchParams({ limit: '25', ...p })}`;
  const actions = [
    { label: 'commercial: my list', user: 'comercial', share: 0.18, rate: 0.5, path: q({ view: 'mine' }) },
    {
      label: 'commercial: reference search',
      user: 'comercial',
      share: 0.05,
      rate: 0.3,
      path: q({ view: 'mine', reference: `MVD-${f.yy}` }),
    },
    {
      label: 'commercial: client lookup',
      user: 'comercial',
      share: 0.05,
      rate: 0.3,
      path: '/app/v1/clients/lookup?search=frig',
    },
    {
      label: 'commercial: open detail',
      user: 'comercial',
      share: 0.07,
      rate: 0.3,
      path: f.reference && `/app/v1/quotations/${f.reference}`,
    },
    {
      label: 'commercial: create request',
      user: 'comercial',
      share: 0.04,
      rate: 0.05,
      method: 'POST',
      path: '/app/v1/quotations',
      body: createBody(f.clientId),
    },
    { label: 'pricing: queue', user: 'pricing', share: 0.12, rate: 0.5, path: q({ view: 'pricingNew' }) },
    { label: 'pricing: all', user: 'pricing', share: 0.05, rate: 0.3, path: q({ view: 'pricingAll' }) },
    { label: 'pricing: notifications', user: 'pricing', share: 0.05, rate: 0.2, path: '/app/v1/notification?limit=25' },
    {
      label: 'operative: operations',
      user: 'operativo',
      share: 0.12,
      rate: 0.5,
      path: '/operations/v1/operations?limit=25',
    },
    {
      label: 'operative: container search',
      user: 'operativo',
      share: 0.04,
      rate: 0.3,
      path: '/operations/v1/operations?limit=25&containerNumber=MSCU0',
    },
    {
      label: 'operative: add note',
      user: 'operativo',
      share: 0.06,
      rate: 0.05,
      method: 'POST',
      path: f.operation && f.noteTypeId && `/operations/v1/operations/${f.operation}/notes`,
      body: { visibility: 'INTERNAL', noteTypeId: f.noteTypeId, text: 'Carga en puerto, esperando despacho' },
    },
    {
      label: 'manager: dashboard',
      user: 'gerente',
      share: 0.05,
      rate: 0.1,
      path: `/analytics/v1/quotations/summary?from=${f.day(364)}&to=${f.day(0)}`,
    },
    {
      label: 'admin: clients',
      user: 'administrativo',
      share: 0.04,
      rate: 0.3,
      path: '/app/v1/clients?sort=createdAt&order=desc',
    },
    {
      label: 'client: portal list',
      user: 'cliente',
      share: 0.05,
      rate: 0.3,
      path: '/app/v1/portal/quotations?limit=25',
    },
    {
      label: 'pricing: export a week (csv)',
      user: 'pricing',
      share: 0.03,
      rate: 0.02,
      path: `/app/v1/quotations/export?${new URLSearchParams({ view: 'pricingAll', format: 'csv', createdFrom: f.day(7) })}`,
    },
  ];
  return actions.filter((a) => a.path);
}

/** How many of `users` do each action (at least one each), largest remainders first. */
export function allocate(actions, users) {
  const raw = actions.map((a) => a.share * users);
  const counts = raw.map((r) => Math.max(1, Math.floor(r)));
  let left = users - counts.reduce((s, c) => s + c, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i]).sort((x, y) => y[0] - x[0]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) counts[order[k][1]]++;
  return counts;
}
