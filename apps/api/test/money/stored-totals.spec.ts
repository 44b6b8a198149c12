import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { generatePricedQuotations } from './generated-pricing.js';
import { walkStoredTotals } from './stored-totals.js';

const GENERATED = 10_000;

describe('stored totals equal the sum of their stored lines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('in the demo data: every cost line, cost, sell line, sells total and analytics rollup, to the cent', async () => {
    const walk = await walkStoredTotals(t.db.url);
    expect(walk.mismatches).toEqual([]);
    expect(walk.charges).toBeGreaterThan(50);
    expect(walk.sellLines).toBeGreaterThan(50);
  });

  it(`in ${GENERATED.toLocaleString('en')} generated quotations priced by the API's own functions`, async () => {
    const started = performance.now();
    const steps = await generatePricedQuotations(t.db.url, GENERATED);
    const generated = performance.now();
    const walk = await walkStoredTotals(t.db.url);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `money walk: ${walk.charges} cost lines, ${walk.costs} costs, ${walk.sellLines} sell lines of ${walk.quotations} quotations; ` +
        `generated in ${seconds(generated - started)} (${steps.join(', ')}), walked in ${seconds(performance.now() - generated)}`,
    );
    expect(walk.mismatches).toEqual([]);
    expect(walk.charges).toBeGreaterThan(GENERATED * 2);
    expect(walk.quotations).toBeGreaterThan(GENERATED / 2);
    // A quarter of the lines are exact half cents (123.455 × 1): each was rounded away from zero.
    const [{ halves }] = await sql<{ halves: number }>(
      t.db.url,
      `SELECT count(*)::int halves FROM cost_charges WHERE quantity = 1 AND amount_per_unit * 1000 % 10 = 5 AND total = trunc(amount_per_unit, 2) + 0.01`,
    );
    expect(halves).toBeGreaterThan(GENERATED / 4);
  }, 300_000);

  it('reports a stored total one cent off its lines (the walk can fail)', async () => {
    const [charge] = await sql<{ id: string }>(
      t.db.url,
      `UPDATE cost_charges SET total = total + 0.01 WHERE id = (SELECT id FROM cost_charges ORDER BY id LIMIT 1) RETURNING id`,
    );
    const [line] = await sql<{ id: string }>(
      t.db.url,
      `UPDATE sell_lines SET tax_amount = tax_amount + 0.01 WHERE id = (SELECT id FROM sell_lines ORDER BY id LIMIT 1) RETURNING id`,
    );
    try {
      const walk = await walkStoredTotals(t.db.url);
      expect(walk.mismatches.some((m) => m.startsWith(`cost charge ${charge.id}:`))).toBe(true);
      expect(walk.mismatches.some((m) => m.startsWith(`cost charge ${charge.id} (numeric)`))).toBe(true);
      expect(walk.mismatches.some((m) => m.startsWith(`sell line ${line.id} tax`))).toBe(true);
    } finally {
      // The tests share one database and Jest runs them in a random order: put the cents back.
      await sql(t.db.url, `UPDATE cost_charges SET total = total - 0.01 WHERE id = $1`, [charge.id]);
      await sql(t.db.url, `UPDATE sell_lines SET tax_amount = tax_amount - 0.01 WHERE id = $1`, [line.id]);
    }
  });
});
