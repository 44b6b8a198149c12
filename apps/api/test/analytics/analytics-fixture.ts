import type { TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { createUser, seedChargeCodes, seedProvider, type Code } from '../sells/fixtures.js';

/**
 * A small, hand-computed world in January and February 2023 (before any demo data), created with
 * plain SQL so the rollups are fed by the database triggers alone. Times are hours after the
 * quotation's creation (12:00 UTC). The expected figures are worked out in analytics-dashboards.spec.ts.
 *
 *   Q1 C1 client A SEA_FCL CNSHA>UYMVD 10 Jan APPROVED              sent to client +30 h, one 40HC
 *      AG-A asked +1 h, answered +5 h (4 h)   cost OFT 1000 + THC 200 = 1200 USD (MSC), sold
 *      AG-B asked +1 h, answered +11 h (10 h) costs 1100 (Maersk) and 1500 (MSC)
 *   Q2 C1 client A SEA_FCL CNSHA>UYMVD 15 Jan NOT_APPROVED (PRICE)  sent +10 h, 20GP + 40HC (two types)
 *      AG-A asked +0 h, declined +2 h         AG-C asked +0 h, no answer
 *      AG-B cost 999 USD (ONE) entered by pricing without a request
 *   Q3 C2 client B AIR_LSE PVG>MVD 3 Feb APPROVED                   sent +5 h
 *      AG-B asked +0 h, answered +1 h         cost 800 USD (LATAM), sold
 *   Q4 C2 client B AIR_LSE PVG>MVD 20 Feb SENT                      sent +40 h
 *      AG-C asked +0 h, answered +30 h        cost 500 USD (IBERIA)
 *   Q5 C1 client B SEA_LCL NLRTM>UYMVD 25 Feb REQUESTED
 *      AG-A asked and withdrawn unanswered    AG-B asked +0 h, no answer
 */
export type Fixture = {
  c1: string;
  c2: string;
  clientA: string;
  clientB: string;
  agents: { A: string; B: string; C: string };
  q: Record<'Q1' | 'Q2' | 'Q3' | 'Q4' | 'Q5', string>;
  oftOfAgentAOnQ1: string;
};

type QuotationSpec = {
  ref: string;
  commercial: string;
  client: string;
  service: 'SEA_FCL' | 'AIR_LSE' | 'SEA_LCL';
  created: string;
  status: string;
  reason?: string;
  sentAfterH?: number;
  origin: string;
  destination: string;
  containers: { quantity: number; type: string }[];
};

export async function buildFixture(t: TestApp): Promise<Fixture> {
  // Only what a commercial needs to see their own figures: no ANALYTICS_* permission.
  await createUser(t, 'comstats', ['COMMERCIAL', 'VIEW_STATS'], { isCommercial: true });
  const [c1] = await sql<{ id: string }>(t.db.url, `SELECT id FROM users WHERE username = 'comercial'`);
  const [c2] = await sql<{ id: string }>(t.db.url, `SELECT id FROM users WHERE username = 'comstats'`);
  const clients = await sql<{ id: string }>(t.db.url, 'SELECT id FROM clients ORDER BY tax_id LIMIT 2');
  const codes = await seedChargeCodes(t);
  const agents = {
    A: await seedProvider(t, 'FXA', 'Fixture Agent A'),
    B: await seedProvider(t, 'FXB', 'Fixture Agent B'),
    C: await seedProvider(t, 'FXC', 'Fixture Agent C'),
  };
  const [clientA, clientB] = [clients[0].id, clients[1].id];

  const quotation = async (s: QuotationSpec): Promise<string> => {
    const mode = s.service.startsWith('AIR') ? 'AIR' : 'SEA';
    const [row] = await sql<{ id: string }>(
      t.db.url,
      `INSERT INTO quotations (id, reference, company, service, transport_mode, status, client_id, commercial_id, goods_description,
         origin_code, destination_code, containers, not_approved_reason, created_at, sent_at, updated_at)
       VALUES (gen_random_uuid(), $1, 'MVD', $2::"Service", $3::"TransportMode", $4::"QuotationStatus", $5, $6, 'Fixture goods',
         $7, $8, $9::jsonb, $10, $11::timestamptz, $11::timestamptz + make_interval(hours => $12::int), now())
       RETURNING id`,
      [
        s.ref,
        s.service,
        mode,
        s.status,
        s.client,
        s.commercial,
        s.origin,
        s.destination,
        JSON.stringify(s.containers),
        s.reason ?? null,
        s.created,
        s.sentAfterH ?? null,
      ],
    );
    return row.id;
  };
  const q = {
    Q1: await quotation({
      ref: 'FX-Q1',
      commercial: c1.id,
      client: clientA,
      service: 'SEA_FCL',
      created: '2023-01-10T12:00:00Z',
      status: 'APPROVED',
      sentAfterH: 30,
      origin: 'CNSHA',
      destination: 'UYMVD',
      containers: [{ quantity: 1, type: '40HC' }],
    }),
    Q2: await quotation({
      ref: 'FX-Q2',
      commercial: c1.id,
      client: clientA,
      service: 'SEA_FCL',
      created: '2023-01-15T12:00:00Z',
      status: 'NOT_APPROVED',
      reason: 'PRICE: too high',
      sentAfterH: 10,
      origin: 'CNSHA',
      destination: 'UYMVD',
      containers: [
        { quantity: 1, type: '20GP' },
        { quantity: 1, type: '40HC' },
      ],
    }),
    Q3: await quotation({
      ref: 'FX-Q3',
      commercial: c2.id,
      client: clientB,
      service: 'AIR_LSE',
      created: '2023-02-03T12:00:00Z',
      status: 'APPROVED',
      sentAfterH: 5,
      origin: 'PVG',
      destination: 'MVD',
      containers: [],
    }),
    Q4: await quotation({
      ref: 'FX-Q4',
      commercial: c2.id,
      client: clientB,
      service: 'AIR_LSE',
      created: '2023-02-20T12:00:00Z',
      status: 'SENT',
      sentAfterH: 40,
      origin: 'PVG',
      destination: 'MVD',
      containers: [],
    }),
    Q5: await quotation({
      ref: 'FX-Q5',
      commercial: c1.id,
      client: clientB,
      service: 'SEA_LCL',
      created: '2023-02-25T12:00:00Z',
      status: 'REQUESTED',
      origin: 'NLRTM',
      destination: 'UYMVD',
      containers: [],
    }),
  };

  /** A cost request sent `sentH` hours after the quotation's creation; answered, declined or withdrawn `afterH` hours later. */
  const request = async (
    quotationId: string,
    providerId: string,
    sentH: number,
    outcome?: { kind: 'answered' | 'declined' | 'cancelled'; afterH: number },
  ) => {
    const column = outcome
      ? { answered: 'answered_at', declined: 'declined_at', cancelled: 'cancelled_at' }[outcome.kind]
      : null;
    await sql(
      t.db.url,
      `INSERT INTO cost_requests (id, quotation_id, provider_id, email, language, expires_at, sent_at${column ? `, ${column}` : ''})
       SELECT gen_random_uuid(), q.id, $2, 'agent@fixture.test', 'en', q.created_at + interval '30 days', q.created_at + make_interval(hours => $3::int)
         ${column ? `, q.created_at + make_interval(hours => $3::int + $4::int)` : ''}
       FROM quotations q WHERE q.id = $1`,
      column ? [quotationId, providerId, sentH, outcome?.afterH] : [quotationId, providerId, sentH],
    );
  };
  await request(q.Q1, agents.A, 1, { kind: 'answered', afterH: 4 });
  await request(q.Q1, agents.B, 1, { kind: 'answered', afterH: 10 });
  await request(q.Q2, agents.A, 0, { kind: 'declined', afterH: 2 });
  await request(q.Q2, agents.C, 0);
  await request(q.Q3, agents.B, 0, { kind: 'answered', afterH: 1 });
  await request(q.Q4, agents.C, 0, { kind: 'answered', afterH: 30 });
  await request(q.Q5, agents.A, 0, { kind: 'cancelled', afterH: 3 });
  await request(q.Q5, agents.B, 0);

  /** A cost with its USD charges; returns the charges' ids in order. */
  const cost = async (
    quotationId: string,
    providerId: string,
    carrier: string,
    charges: [Code, number][],
  ): Promise<string[]> => {
    const [c] = await sql<{ id: string }>(
      t.db.url,
      `INSERT INTO costs (id, quotation_id, provider_id, batch_id, description, carrier)
       VALUES (gen_random_uuid(), $1, $2, gen_random_uuid(), 'Fixture option', $3) RETURNING id`,
      [quotationId, providerId, carrier],
    );
    const ids: string[] = [];
    for (const [i, [code, total]] of charges.entries()) {
      const [row] = await sql<{ id: string }>(
        t.db.url,
        `INSERT INTO cost_charges (id, cost_id, index, charge_code_id, currency, amount_per_unit, quantity, total)
         VALUES (gen_random_uuid(), $1, $2, $3, 'USD', $4, 1, $4) RETURNING id`,
        [c.id, i, codes[code], total],
      );
      ids.push(row.id);
    }
    return ids;
  };
  const sell = (quotationId: string, chargeId: string) =>
    sql(
      t.db.url,
      `INSERT INTO sell_lines (id, quotation_id, index, cost_charge_id, charge_code_id, description, currency, cost_amount, margin_kind, margin_value, sell_amount, tax_amount, updated_at)
       SELECT gen_random_uuid(), $1, 0, cc.id, cc.charge_code_id, 'Flete', 'USD', cc.total, 'PERCENT', 10, cc.total * 1.1, 0, now()
       FROM cost_charges cc WHERE cc.id = $2`,
      [quotationId, chargeId],
    );
  const [oftA] = await cost(q.Q1, agents.A, 'MSC', [
    ['OFT', 1000],
    ['THC', 200],
  ]);
  await cost(q.Q1, agents.B, 'Maersk', [['OFT', 1100]]);
  await cost(q.Q1, agents.B, 'MSC', [['OFT', 1500]]);
  await cost(q.Q2, agents.B, 'ONE', [['OFT', 999]]);
  const [oftB3] = await cost(q.Q3, agents.B, 'LATAM', [['OFT', 800]]);
  await cost(q.Q4, agents.C, 'IBERIA', [['OFT', 500]]);
  await sell(q.Q1, oftA);
  await sell(q.Q3, oftB3);

  return { c1: c1.id, c2: c2.id, clientA, clientB, agents, q, oftOfAgentAOnQ1: oftA };
}
