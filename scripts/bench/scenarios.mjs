// What the bench asks the API: every quotation list view, each filter (on pricing's "all" list and on
// the per-user views the issue names), page 1 and a deep page, detail, create, export, notifications.
export async function loadFacts(pool) {
  const one = async (sql) => (await pool.query(sql)).rows[0];
  const client = await one(`SELECT client_id id FROM quotations GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  const origin = await one(
    `SELECT origin_code c FROM quotations WHERE transport_mode = 'SEA' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const dest = await one(
    `SELECT destination_code c FROM quotations WHERE transport_mode = 'AIR' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const mine = await one(
    `SELECT q.reference FROM quotations q JOIN users u ON u.id = q.commercial_id AND u.username = 'comercial' ORDER BY q.created_at DESC LIMIT 1 OFFSET 10`,
  );
  // A reference prefix two years back: moderately selective, like the 'MVD-24-1'.
  const yy = String((new Date().getUTCFullYear() - 2) % 100).padStart(2, '0');
  const op = await one(
    `SELECT container_numbers[1] c, client_id FROM operations WHERE cardinality(container_numbers) > 0 ORDER BY created_at DESC LIMIT 1 OFFSET 500`,
  );
  const opClient = op ? await one(`SELECT trade_name n FROM clients WHERE id = '${op.client_id}'`) : null;
  // The day from which pricing's export holds about 10k quotations (issue 50: exports beside lists).
  const exportFrom =
    (
      await one(
        `SELECT to_char(created_at, 'YYYY-MM-DD') d FROM quotations ORDER BY created_at DESC OFFSET 10000 LIMIT 1`,
      )
    )?.d ?? '2000-01-01';
  const exportRows = await one(`SELECT count(*)::int n FROM quotations WHERE created_at >= '${exportFrom}'::date`);
  return {
    exportFrom,
    exportRows: exportRows.n,
    clientId: client.id,
    originCode: origin.c,
    destinationCode: dest.c,
    reference: mine.reference,
    search: `MVD-${yy}-1`,
    year: 2000 + Number(yy),
    container: op?.c.slice(0, 9) ?? 'MSCU00001',
    opClientName: opClient?.n.split(' ').slice(0, 2).join(' ') ?? 'Agro',
  };
}

const q = (params) => `/app/v1/quotations?${new URLSearchParams(params)}`;

/** List scenarios: [label, user, query]. Each runs at page 1 and at page 2,000 (or the view's last page). */
export function listScenarios(f) {
  return [
    ['mine', 'comercial', { view: 'mine' }],
    ['history', 'comercial', { view: 'history' }],
    ['finalize', 'comercial', { view: 'finalize' }],
    ['assigned', 'comercial', { view: 'assigned' }],
    ['manager', 'gerente', { view: 'manager' }],
    ['pricing new', 'pricing', { view: 'pricingNew' }],
    ['pricing in process', 'pricing', { view: 'pricingInProcess' }],
    ['pricing all', 'pricing', { view: 'pricingAll' }],
    ['all + status SENT', 'pricing', { view: 'pricingAll', status: 'SENT' }],
    ['all + service SEA_FCL', 'pricing', { view: 'pricingAll', service: 'SEA_FCL' }],
    ['all + mode AIR', 'pricing', { view: 'pricingAll', transportMode: 'AIR' }],
    [`all + origin ${f.originCode}`, 'pricing', { view: 'pricingAll', originCode: f.originCode }],
    [`all + destination ${f.destinationCode}`, 'pricing', { view: 'pricingAll', destinationCode: f.destinationCode }],
    ['all + client', 'pricing', { view: 'pricingAll', clientId: f.clientId }],
    [`all + ref "${f.search}"`, 'pricing', { view: 'pricingAll', reference: f.search }],
    [
      `all + dates ${f.year}-H1`,
      'pricing',
      { view: 'pricingAll', createdFrom: `${f.year}-01-01`, createdTo: `${f.year}-06-30` },
    ],
    ['mine + status SENT', 'comercial', { view: 'mine', status: 'SENT' }],
    ['mine + service SEA_FCL', 'comercial', { view: 'mine', service: 'SEA_FCL' }],
    [`mine + ref "${f.search}"`, 'comercial', { view: 'mine', reference: f.search }],
    [`manager + ref "${f.search}"`, 'gerente', { view: 'manager', reference: f.search }],
    ['manager + status SENT', 'gerente', { view: 'manager', status: 'SENT' }],
  ].map(([label, user, params]) => ({ label, user, path: (extra) => q({ ...params, ...extra }) }));
}

const ops = (params) => `/operations/v1/operations?${new URLSearchParams(params)}`;

/** The operations lists (issue 12), the clients list (issue 11), the rates list (issue 15) and support's: [label, user, query]. */
export function moreListScenarios(f) {
  const daysAgo = (n) => new Date(Date.now() - n * 86400_000).toISOString().slice(0, 10);
  const monthAgo = daysAgo(30);
  const today = daysAgo(0);
  return [
    ['ops default', 'operativo', ops({})],
    ['ops + status IN_TRANSIT', 'operativo', ops({ status: 'IN_TRANSIT' })],
    ['ops + mode SEA', 'operativo', ops({ transportModes: 'SEA' })],
    [`ops + container "${f.container}"`, 'operativo', ops({ containerNumber: f.container })],
    ['ops + ETD last 30 days', 'operativo', ops({ etdFrom: monthAgo, etdTo: today })],
    // A range of long ago: its operations sit deep in the newest-first order.
    ['ops + ETD a month, a year ago', 'operativo', ops({ etdFrom: daysAgo(395), etdTo: daysAgo(365) })],
    [`ops + client "${f.opClientName}"`, 'operativo', ops({ clientName: f.opClientName })],
    [
      'express in progress',
      'operativo',
      `/operations/v1/express-operations?${new URLSearchParams({ view: 'in-progress' })}`,
    ],
    [
      'clients (newest)',
      'administrativo',
      `/app/v1/clients?${new URLSearchParams({ sort: 'createdAt', order: 'desc' })}`,
    ],
    [
      'clients + search "frigorifico"',
      'administrativo',
      `/app/v1/clients?${new URLSearchParams({ search: 'frigorifico', sort: 'createdAt', order: 'desc' })}`,
    ],
    // The rates list (issue 15), sorted by validity end.
    ['rates (current)', 'pricing', '/app/v1/rates?'],
    ['rates + origin O0007', 'pricing', `/app/v1/rates?${new URLSearchParams({ originCode: 'O0007' })}`],
    ['rates + mode SEA', 'pricing', `/app/v1/rates?${new URLSearchParams({ transportMode: 'SEA' })}`],
    // Support (issue 13): the desk orders by what is overdue today.
    ['support desk (open)', 'soporte', '/support/v1/tickets?'],
    ['support desk + priority HIGH', 'soporte', `/support/v1/tickets?${new URLSearchParams({ priority: 'HIGH' })}`],
    ['support desk + closed', 'soporte', `/support/v1/tickets?${new URLSearchParams({ includeClosed: 'true' })}`],
    ['my tickets', 'comercial', '/support/v1/tickets/users?'],
  ].map(([label, user, base]) => ({
    label,
    user,
    path: (extra) => `${base}${base.includes('?') && !base.endsWith('?') ? '&' : ''}${new URLSearchParams(extra)}`,
  }));
}

export function otherScenarios(f, createBody) {
  return [
    { label: 'detail', user: 'comercial', path: () => `/app/v1/quotations/${f.reference}` },
    {
      label: 'export (one row)',
      user: 'comercial',
      path: () => q({ view: 'mine', reference: f.reference }).replace('quotations?', 'quotations/export?'),
    },
    // A month of every quotation (tens of thousands of rows at 2M): streamed, measured at c1 and c10.
    {
      label: 'export (a month, csv)',
      user: 'pricing',
      path: () =>
        q({
          view: 'pricingAll',
          format: 'csv',
          createdFrom: new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10),
        }).replace('quotations?', 'quotations/export?'),
    },
    // The client portal's list (issue 50: two statements a page, as the others).
    {
      label: 'portal list (client)',
      user: 'cliente',
      path: (extra) => `/app/v1/portal/quotations?${new URLSearchParams({ limit: '25', ...extra })}`,
    },
    // Free-text searches behind the pickers and lists (issue 50: p95 < 50 ms at c1).
    { label: 'search: client lookup "frig"', user: 'comercial', path: () => '/app/v1/clients/lookup?search=frig' },
    { label: 'search: locations "mont"', user: 'comercial', path: () => '/app/v1/locations?search=mont' },
    {
      label: 'search: providers "trans"',
      user: 'pricing',
      path: (extra) => `/app/v1/providers?${new URLSearchParams({ search: 'trans', ...extra })}`,
    },
    {
      label: 'notifications (list + count)',
      user: 'pricing',
      path: (extra) => `/app/v1/notification?${new URLSearchParams({ limit: '25', ...extra })}`,
    },
    {
      label: 'notifications unread',
      user: 'pricing',
      path: (extra) => `/app/v1/notification?${new URLSearchParams({ limit: '25', unread: 'true', ...extra })}`,
    },
    {
      label: 'create (1)',
      user: 'comercial',
      method: 'POST',
      body: createBody,
      write: true,
      path: () => '/app/v1/quotations',
    },
  ];
}

export function createBody(clientId) {
  return {
    company: 'MVD',
    service: 'SEA_LCL',
    clientId,
    goodsDescription: 'Repuestos de maquinaria',
    commodityType: 'GEN',
    stackable: 'YES',
    originCode: 'CNSHA',
    originName: 'Shanghai',
    destinationCode: 'UYMVD',
    destinationName: 'Montevideo',
    incoterm: 'FOB',
    packingLines: [{ kind: 'PALLETS', quantity: 2, weight: 250, length: 120, width: 100, height: 150 }],
  };
}
