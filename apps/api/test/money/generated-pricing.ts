import pg from 'pg';
import { centsToString, sellLineAmounts, type Currency, type MarginKind } from '@freight/shared';
import type { CostChargeDto } from '@freight/shared/dto';
import { chargeRow } from '../../src/modules/pricing/costs-writer.js';

/**
 * A generated book of `n` quotations priced the way the API prices them: the quotations come from the
 * benchmark's set-based SQL (scripts/bench), the agents' amounts and quantities from SQL with up to 4 and
 * 3 decimals (a quarter of them exact half cents, such as 123.455 × 1), while every stored total is
 * written by the API's own functions (the cost writer's `chargeRow`, the sells' `sellLineAmounts`).
 */
export async function generatePricedQuotations(url: string, n: number): Promise<void> {
  const benchPath = '../../../../scripts/bench/seed-quotations.sql.mjs';
  const { quotationsSql } = (await import(benchPath)) as { quotationsSql: (count: number) => string };
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    // The rollups are rebuilt once at the end (as the bench and the demo history load do).
    await db.query(`SET analytics.defer = 'on'`);
    await db.query('CREATE TEMP TABLE old_quotations AS SELECT id FROM quotations');
    await db.query(quotationsSql(n));
    await db.query(`
      INSERT INTO costs (id, quotation_id, provider_id, batch_id, description, carrier, created_at)
      SELECT gen_random_uuid(), q.id, pv.a[1 + (abs(hashtext(q.id::text)) + k) % array_length(pv.a, 1)], gen_random_uuid(),
        'Option ' || k, 'MSC', q.created_at + interval '1 day'
      FROM quotations q, (SELECT array_agg(id ORDER BY code) a FROM providers) pv, generate_series(1, 2) k
      WHERE q.id NOT IN (SELECT id FROM old_quotations) AND q.status NOT IN ('REQUESTED', 'FUTURE')`);
    await db.query(`
      INSERT INTO cost_charges (id, cost_id, index, charge_code_id, currency, amount_per_unit, quantity, total, taxed)
      SELECT gen_random_uuid(), c.id, i, cc.a[1 + (abs(hashtext(c.id::text)) + i) % array_length(cc.a, 1)],
        (ARRAY['USD', 'USD', 'UYU', 'EUR'])[1 + floor(random() * 4)::int],
        CASE WHEN r.half THEN (floor(random() * 100000) * 10 + 5)::numeric / 1000 ELSE round((random() * 500)::numeric, 4) END,
        CASE WHEN r.half THEN 1 ELSE round((random() * 20000)::numeric, 3) END,
        0, random() < 0.5
      FROM costs c JOIN quotations q ON q.id = c.quotation_id, (SELECT array_agg(id ORDER BY concept) a FROM charge_codes) cc,
        generate_series(0, abs(hashtext(c.id::text)) % 6) i, LATERAL (SELECT random() < 0.25 AS half) r
      WHERE q.id NOT IN (SELECT id FROM old_quotations)`);

    // Totals through the cost writer, from the JSON numbers an agent's page sends.
    const charges = (
      await db.query<{ id: string; code: string; currency: Currency; amount: string; quantity: string }>(
        `SELECT cc.id, cc.charge_code_id code, cc.currency, cc.amount_per_unit::text amount, cc.quantity::text quantity
         FROM cost_charges cc JOIN costs c ON c.id = cc.cost_id WHERE c.quotation_id NOT IN (SELECT id FROM old_quotations)`,
      )
    ).rows;
    const totals = charges.map((c) => {
      const dto: CostChargeDto = {
        chargeCodeId: c.code,
        currency: c.currency,
        amountPerUnit: Number(c.amount),
        quantity: Number(c.quantity),
      };
      return chargeRow(dto, 0, false).total as string;
    });
    await db.query(
      `UPDATE cost_charges SET total = v.total FROM unnest($1::uuid[], $2::numeric[]) v(id, total) WHERE cost_charges.id = v.id`,
      [charges.map((c) => c.id), totals],
    );

    // Sells of the priced quotations: every line of their first cost, a margin in percent (4 decimals) or an amount.
    const lines = (
      await db.query<{
        quotation_id: string;
        id: string;
        index: number;
        code: string;
        currency: Currency;
        total: string;
        taxed: boolean;
      }>(`
        SELECT c.quotation_id, cc.id, cc.index, cc.charge_code_id code, cc.currency, cc.total::text total, cc.taxed
        FROM costs c JOIN quotations q ON q.id = c.quotation_id JOIN cost_charges cc ON cc.cost_id = c.id
        WHERE q.id NOT IN (SELECT id FROM old_quotations) AND q.status IN ('QUOTED', 'UPDATED', 'SENT', 'APPROVED', 'NOT_APPROVED')
          AND c.description = 'Option 1'`)
    ).rows;
    let seed = 38;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    const sells = lines.map((l) => {
      const kind: MarginKind = next() % 3 === 0 ? 'AMOUNT' : 'PERCENT';
      const margin = kind === 'PERCENT' ? (next() % 400_000) / 10_000 : (next() % 50_000) / 100;
      const a = sellLineAmounts({
        currency: l.currency,
        costAmount: l.total,
        marginKind: kind,
        marginValue: margin,
        taxed: l.taxed,
      });
      return {
        ...l,
        kind,
        margin: String(margin),
        sell: centsToString(a.sell),
        tax: centsToString(a.tax),
        visible: next() % 5 !== 0,
      };
    });
    const col = <K extends keyof (typeof sells)[number]>(k: K) => sells.map((s) => s[k]);
    await db.query(
      `INSERT INTO sell_lines (id, quotation_id, index, cost_charge_id, charge_code_id, description, currency, cost_amount,
         margin_kind, margin_value, sell_amount, tax_amount, client_visible, updated_at)
       SELECT gen_random_uuid(), v.q, v.i, v.c, v.code, 'Sell ' || v.i, v.cur, v.cost, v.kind, v.margin, v.sell, v.tax, v.visible, now()
       FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::uuid[], $5::text[], $6::numeric[], $7::text[], $8::numeric[], $9::numeric[],
         $10::numeric[], $11::boolean[]) v(q, i, c, code, cur, cost, kind, margin, sell, tax, visible)`,
      [
        col('quotation_id'),
        col('index'),
        col('id'),
        col('code'),
        col('currency'),
        col('total'),
        col('kind'),
        col('margin'),
        col('sell'),
        col('tax'),
        col('visible'),
      ],
    );
    await db.query(`RESET analytics.defer`);
    await db.query('SELECT analytics_rebuild()');
  } finally {
    await db.end();
  }
}
