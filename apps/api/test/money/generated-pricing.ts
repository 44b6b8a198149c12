import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { centsToString, sellLineAmounts, type Currency, type MarginKind } from '@freight/shared';
import { chargeRow } from '../../src/modules/pricing/costs-writer.js';

/**
 * A generated book of `n` quotations priced the way the API prices them: the quotations come from the
 * benchmark's set-based SQL (scripts/bench); each taken one gets two agents' costs of one to four lines
 * with amounts of up to 4 decimals and quantities of up to 3 (one line in four an exact half cent, such
 * as 123.455 × 1), drawn from a seeded generator; every stored total is written by the API's own
 * functions (the cost writer's `chargeRow`, the sells' `sellLineAmounts`) from the JSON numbers an
 * agent's page sends. Rows go in with one statement per table. Returns each step's time.
 */
export async function generatePricedQuotations(url: string, n: number): Promise<string[]> {
  const steps: string[] = [];
  let last = performance.now();
  const step = (what: string) => {
    steps.push(`${what} ${((performance.now() - last) / 1000).toFixed(1)} s`);
    last = performance.now();
  };
  const benchPath = '../../../../scripts/bench/seed-quotations.sql.mjs';
  const { quotationsSql } = (await import(benchPath)) as { quotationsSql: (count: number) => string };
  // mulberry32: a small seeded generator, so every run generates the same book.
  let seed = 38;
  const random = (below: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    // As the bench seed does: no per-row triggers for the load (audit rows, foreign-key checks of keys
    // consistent by construction); the analytics rollups are rebuilt once at the end.
    await db.query(`SET session_replication_role = replica`);
    const before = (
      await db.query<{ ids: string[] }>('SELECT COALESCE(array_agg(id), ARRAY[]::uuid[]) ids FROM quotations')
    ).rows[0].ids;
    await db.query(quotationsSql(n));
    const quotations = (
      await db.query<{ id: string; status: string }>(
        `SELECT id, status FROM quotations WHERE NOT (id = ANY($1::uuid[]))`,
        [before],
      )
    ).rows;
    const providers = (await db.query<{ id: string }>('SELECT id FROM providers ORDER BY code')).rows.map((r) => r.id);
    const codes = (await db.query<{ id: string }>('SELECT id FROM charge_codes ORDER BY concept')).rows.map(
      (r) => r.id,
    );
    step(`${quotations.length} quotations`);

    const costs: { id: string; quotation: string; provider: string; option: number }[] = [];
    const lines: (ReturnType<typeof chargeRow> & { id: string; cost: string; quotation: string; first: boolean })[] =
      [];
    for (const q of quotations.filter((x) => x.status !== 'REQUESTED' && x.status !== 'FUTURE')) {
      for (const option of [1, 2]) {
        const cost = { id: randomUUID(), quotation: q.id, provider: providers[random(providers.length)], option };
        costs.push(cost);
        const count = 1 + random(4);
        for (let index = 0; index < count; index++) {
          const half = random(4) === 0;
          // Units of 10^-4 (amount) and 10^-3 (quantity), spelled as the JSON numbers a page sends.
          const amount = half ? random(100_000) * 10 + 5 : random(5_000_000);
          const quantity = half ? 1000 : random(20_000_000);
          const currency: Currency = (['USD', 'USD', 'UYU', 'EUR'] as const)[random(4)];
          const row = chargeRow(
            {
              chargeCodeId: codes[random(codes.length)],
              currency,
              amountPerUnit: half ? amount / 1000 : amount / 10_000,
              quantity: quantity / 1000,
            },
            index,
            random(2) === 0,
          );
          lines.push({ ...row, id: randomUUID(), cost: cost.id, quotation: q.id, first: option === 1 });
        }
      }
    }
    step(`${costs.length} costs and ${lines.length} lines priced`);
    await db.query(
      `INSERT INTO costs (id, quotation_id, provider_id, batch_id, description, carrier)
       SELECT v.id, v.q, v.p, gen_random_uuid(), 'Option ' || v.o, 'MSC' FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[]) v(id, q, p, o)`,
      [costs.map((c) => c.id), costs.map((c) => c.quotation), costs.map((c) => c.provider), costs.map((c) => c.option)],
    );
    const col = <T>(pick: (l: (typeof lines)[number]) => T) => lines.map(pick);
    await db.query(
      `INSERT INTO cost_charges (id, cost_id, index, charge_code_id, currency, amount_per_unit, quantity, total, taxed)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::uuid[], $5::text[], $6::numeric[], $7::numeric[], $8::numeric[], $9::boolean[])`,
      [
        col((l) => l.id),
        col((l) => l.cost),
        col((l) => l.index),
        col((l) => l.chargeCodeId),
        col((l) => l.currency),
        col((l) => l.amountPerUnit),
        col((l) => l.quantity),
        col((l) => l.total),
        col((l) => l.taxed),
      ],
    );
    step('costs stored');

    // Sells of the priced quotations: every line of their first cost, a margin in percent (4 decimals) or an amount.
    const priced = new Set(
      quotations
        .filter((q) => ['QUOTED', 'UPDATED', 'SENT', 'APPROVED', 'NOT_APPROVED'].includes(q.status))
        .map((q) => q.id),
    );
    const sells = lines
      .filter((l) => l.first && priced.has(l.quotation))
      .map((l) => {
        const kind: MarginKind = random(3) === 0 ? 'AMOUNT' : 'PERCENT';
        const margin = kind === 'PERCENT' ? random(400_000) / 10_000 : random(50_000) / 100;
        const a = sellLineAmounts({
          currency: l.currency as Currency,
          costAmount: l.total,
          marginKind: kind,
          marginValue: margin,
          taxed: Boolean(l.taxed),
        });
        return {
          l,
          kind,
          margin: String(margin),
          sell: centsToString(a.sell),
          tax: centsToString(a.tax),
          visible: random(5) !== 0,
        };
      });
    const s = <T>(pick: (x: (typeof sells)[number]) => T) => sells.map(pick);
    await db.query(
      `INSERT INTO sell_lines (id, quotation_id, index, cost_charge_id, charge_code_id, description, currency, cost_amount,
         margin_kind, margin_value, sell_amount, tax_amount, client_visible, updated_at)
       SELECT gen_random_uuid(), v.q, v.i, v.c, v.code, 'Sell ' || v.i, v.cur, v.cost, v.kind, v.margin, v.sell, v.tax, v.visible, now()
       FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::uuid[], $5::text[], $6::numeric[], $7::text[], $8::numeric[], $9::numeric[],
         $10::numeric[], $11::boolean[]) v(q, i, c, code, cur, cost, kind, margin, sell, tax, visible)`,
      [
        s((x) => x.l.quotation),
        s((x) => x.l.index),
        s((x) => x.l.id),
        s((x) => x.l.chargeCodeId),
        s((x) => x.l.currency),
        s((x) => x.l.total),
        s((x) => x.kind),
        s((x) => x.margin),
        s((x) => x.sell),
        s((x) => x.tax),
        s((x) => x.visible),
      ],
    );
    step(`${sells.length} sell lines`);
    await db.query(`RESET session_replication_role`);
    await db.query('SELECT analytics_rebuild()');
    step('analytics rebuilt');
    return steps;
  } finally {
    await db.end();
  }
}
