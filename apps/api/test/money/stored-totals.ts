import pg from 'pg';
import { centsToString, chargeTotal, sellLineAmounts, toCents, type Currency, type MarginKind } from '@freight/shared';
import { costTotals } from '../../src/modules/pricing/pricing-queue.service.js';
import { clientTotals, staffTotals } from '../../src/modules/sells/sell-lines.js';

/**
 * Walks every stored cost and sell and every stored total built on them, and lists each total that is
 * not the sum of its lines to the cent. Two independent readings: the API's own functions (the money
 * module) on the stored rows, and PostgreSQL's numeric arithmetic (round() is half away from zero).
 */
export type Walk = { charges: number; costs: number; sellLines: number; quotations: number; mismatches: string[] };

type ChargeRow = { id: string; cost_id: string; currency: string; amount: string; quantity: string; total: string };
type SellRow = {
  id: string;
  quotation_id: string;
  currency: string;
  cost: string;
  kind: MarginKind;
  margin: string;
  sell: string;
  tax: string;
  visible: boolean;
};
type Sum = { key: string; currency: string; cost: string | null; sell: string; tax: string };

const byKey = <T>(rows: T[], key: (r: T) => string) => {
  const m = new Map<string, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
};

export async function walkStoredTotals(url: string): Promise<Walk> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const q = async <T extends pg.QueryResultRow>(text: string) => (await db.query<T>(text)).rows;
  const mismatches: string[] = [];
  const differ = (what: string, stored: string, lines: string) => {
    let same = false;
    try {
      same = toCents(stored) === toCents(lines);
    } catch {
      // An unreadable figure (a missing total) is a mismatch too.
    }
    if (!same) mismatches.push(`${what}: stored ${stored}, lines give ${lines}`);
  };
  try {
    // 1. Each cost line: its total is amount per unit × quantity rounded once to the cent.
    const charges =
      await q<ChargeRow>(`SELECT id, cost_id, currency, amount_per_unit::text amount, quantity::text quantity,
      total::text total FROM cost_charges`);
    for (const c of charges)
      differ(
        `cost charge ${c.id}`,
        c.total,
        centsToString(chargeTotal({ amountPerUnit: c.amount, quantity: c.quantity })),
      );
    for (const r of await q<{ id: string; total: string; oracle: string }>(
      `SELECT id, total::text total, round(amount_per_unit * quantity, 2)::text oracle FROM cost_charges WHERE total <> round(amount_per_unit * quantity, 2)`,
    ))
      mismatches.push(`cost charge ${r.id} (numeric): stored ${r.total}, lines give ${r.oracle}`);

    // 2. Each cost's totals per currency (the pricing panel's), against the database's sum of its lines.
    const costSums = byKey(
      await q<Sum>(
        `SELECT cost_id::text key, currency, NULL cost, sum(total)::text sell, '0' tax FROM cost_charges GROUP BY 1, 2`,
      ),
      (s) => s.key,
    );
    const chargesByCost = byKey(charges, (c) => c.cost_id);
    for (const [costId, lines] of chargesByCost) {
      const totals = costTotals(lines);
      for (const s of costSums.get(costId) ?? [])
        differ(`cost ${costId} ${s.currency}`, s.sell, String(totals[s.currency as Currency]));
    }

    // 3. Each sell line: sell = cost + its margin, VAT 0.22 of the sell (or none), rounded once each.
    const sells = await q<SellRow>(`SELECT id, quotation_id, currency, cost_amount::text cost, margin_kind kind,
      margin_value::text margin, sell_amount::text sell, tax_amount::text tax, client_visible visible FROM sell_lines`);
    for (const s of sells) {
      const a = sellLineAmounts({
        currency: s.currency as Currency,
        costAmount: s.cost,
        marginKind: s.kind,
        marginValue: s.margin,
        taxed: toCents(s.tax) !== 0n,
      });
      differ(`sell line ${s.id} sell`, s.sell, centsToString(a.sell));
      differ(`sell line ${s.id} tax`, s.tax, centsToString(a.tax));
    }

    // 4. Each quotation's sells totals (staff and client views), against the database's sums.
    const sellSums = byKey(
      await q<Sum>(`SELECT quotation_id::text key, currency, sum(cost_amount)::text cost,
        sum(sell_amount)::text sell, sum(tax_amount)::text tax FROM sell_lines GROUP BY 1, 2`),
      (s) => s.key,
    );
    const visibleSums = byKey(
      await q<Sum>(`SELECT quotation_id::text key, currency, NULL cost, sum(sell_amount)::text sell, sum(tax_amount)::text tax
        FROM sell_lines WHERE client_visible GROUP BY 1, 2`),
      (s) => s.key,
    );
    const sellsByQuotation = byKey(sells, (s) => s.quotation_id);
    for (const [quotationId, lines] of sellsByQuotation) {
      const rows = lines.map((l) => ({
        currency: l.currency,
        costAmount: l.cost,
        sellAmount: l.sell,
        taxAmount: l.tax,
        clientVisible: l.visible,
      }));
      const staff = new Map(staffTotals(rows, 0).map((t) => [t.currency, t]));
      for (const s of sellSums.get(quotationId) ?? []) {
        const t = staff.get(s.currency as Currency);
        differ(`sells ${quotationId} ${s.currency} cost`, s.cost!, String(t?.cost));
        differ(`sells ${quotationId} ${s.currency} sell`, s.sell, String(t?.sell));
        differ(`sells ${quotationId} ${s.currency} tax`, s.tax, String(t?.tax));
      }
      const client = new Map(clientTotals(rows).map((t) => [t.currency, t]));
      for (const s of visibleSums.get(quotationId) ?? []) {
        differ(`client totals ${quotationId} ${s.currency}`, s.sell, String(client.get(s.currency as Currency)?.sell));
        differ(`client tax ${quotationId} ${s.currency}`, s.tax, String(client.get(s.currency as Currency)?.tax));
      }
    }

    // 5. The analytics' stored totals: each agent's best USD cost per quotation is its cheapest cost's
    // USD lines; each daily rollup is the sum of those.
    for (const r of await q<{ quotation_id: string; provider_id: string; best: string; lines: string }>(`
      SELECT f.quotation_id, f.provider_id, f.best_total::text best, x.best::text lines FROM analytics_agent_facts f
      JOIN (SELECT c.quotation_id, c.provider_id, min(t.total) best FROM costs c
            CROSS JOIN LATERAL (SELECT COALESCE(sum(total) FILTER (WHERE currency = 'USD'), 0) total FROM cost_charges WHERE cost_id = c.id) t
            GROUP BY 1, 2) x USING (quotation_id, provider_id)
      WHERE f.best_total IS NOT NULL`))
      differ(`analytics best total ${r.quotation_id}/${r.provider_id}`, r.best, r.lines);
    for (const [table, keys] of [
      ['analytics_agent_daily', 'day, provider_id, company, commercial_id, client_id, service, transport_mode'],
      [
        'analytics_lane_daily',
        'day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code',
      ],
    ] as const)
      for (const r of await q<{ k: string; stored: string; lines: string }>(`
        SELECT concat_ws('/', ${keys}) k, d.cost_sum::text stored, COALESCE(f.s, 0)::text lines FROM ${table} d
        LEFT JOIN (SELECT ${keys}, sum(best_total) s FROM analytics_agent_facts GROUP BY ${keys}) f USING (${keys})
        WHERE d.cost_sum <> COALESCE(f.s, 0)`))
        mismatches.push(`${table} ${r.k}: stored ${r.stored}, lines give ${r.lines}`);
    return {
      charges: charges.length,
      costs: chargesByCost.size,
      sellLines: sells.length,
      quotations: sellsByQuotation.size,
      mismatches,
    };
  } finally {
    await db.end();
  }
}
