import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../src/generated/prisma/client.js';
import { seedDemoAnalyticsHistory } from '../../../../prisma/seed/demo-analytics-history.js';
import { DEMO_CARRIERS, DEMO_TRANSIT_DAYS } from '../../../../prisma/seed/demo-pricing-flow.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';

const MODE_FLAG = { SEA: 'sea', AIR: 'air', ROAD: 'road', EXPRESS: 'express' } as const;
type Mode = keyof typeof MODE_FLAG;

/**
 * Issues 16 and 22: the 18 months of history `npm run demo` adds (DEMO_ANALYTICS_HISTORY=1) read like a
 * real forwarder's data, as the base seed does (demo-pricing-data.spec.ts): carriers, charges and transit
 * days of the quotation's mode, sell lines named after their charges, real place names, agents asked for
 * the services they serve.
 */
describe('demo analytics history (prisma seed, DEMO_ANALYTICS_HISTORY=1)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: db.url }) });
    const previous = process.env.DEMO_ANALYTICS_HISTORY;
    process.env.DEMO_ANALYTICS_HISTORY = '1';
    try {
      await seedDemoAnalyticsHistory(prisma);
      // Idempotent: a second run adds nothing.
      await seedDemoAnalyticsHistory(prisma);
    } finally {
      process.env.DEMO_ANALYTICS_HISTORY = previous;
      await prisma.$disconnect();
    }
  }, 240_000);
  afterAll(async () => {
    await db.drop();
  });

  it('holds about 18 months of quotations, every month with some, and rollups that count them all', async () => {
    const [{ n, months }] = await sql<{ n: number; months: number }>(
      db.url,
      `SELECT count(*)::int n, count(DISTINCT date_trunc('month', created_at))::int months FROM quotations WHERE reference LIKE 'HIS-%'`,
    );
    expect(n).toBeGreaterThan(1200);
    expect(n).toBeLessThan(2500);
    expect(months).toBeGreaterThanOrEqual(18);
    const [{ counted }] = await sql<{ counted: number }>(
      db.url,
      `SELECT sum(quotations)::int counted FROM analytics_quotation_daily WHERE day < date_trunc('month', now())`,
    );
    expect(counted).toBeGreaterThanOrEqual(n);
  });

  it('writes real place names on real lanes of the mode (never the code as its name)', async () => {
    const lanes = await sql<{
      mode: Mode;
      origin_code: string;
      origin_name: string;
      destination_code: string;
      destination_name: string;
    }>(
      db.url,
      `SELECT DISTINCT transport_mode::text mode, origin_code, origin_name, destination_code, destination_name
       FROM quotations WHERE reference LIKE 'HIS-%'`,
    );
    expect(
      lanes.filter(
        (l) =>
          !l.origin_name ||
          !l.destination_name ||
          l.origin_name === l.origin_code ||
          l.destination_name === l.destination_code,
      ),
    ).toEqual([]);
    // Airports (3 letters) for air, UN/LOCODE ports for sea, countries by road and express.
    const code = { AIR: /^[A-Z]{3}$/, SEA: /^[A-Z]{5}$/, ROAD: /^[A-Z]{2}$/, EXPRESS: /^[A-Z]{2}$/ };
    expect(lanes.filter((l) => !code[l.mode].test(l.origin_code) || !code[l.mode].test(l.destination_code))).toEqual(
      [],
    );
    expect(lanes.find((l) => l.origin_code === 'CNSHA')?.origin_name).toBe('Shanghai');
    expect(new Set(lanes.filter((l) => l.mode === 'AIR').map((l) => l.origin_code)).size).toBeGreaterThan(2);
  });

  it('asks agents only for services they serve, at their contact and in their language', async () => {
    const wrong = await sql(
      db.url,
      `SELECT q.reference, q.service, p.name, r.email, r.language
       FROM cost_requests r JOIN quotations q ON q.id = r.quotation_id JOIN providers p ON p.id = r.provider_id
       WHERE q.reference LIKE 'HIS-%' AND (
         NOT (q.service::text = ANY(p.services)) OR r.language <> p.language
         OR NOT EXISTS (SELECT 1 FROM provider_contacts c WHERE c.provider_id = p.id AND c.email = r.email))`,
    );
    expect(wrong).toEqual([]);
    const [{ requests, declined }] = await sql<{ requests: number; declined: number }>(
      db.url,
      `SELECT count(*)::int requests, count(declined_at)::int declined FROM cost_requests r JOIN quotations q ON q.id = r.quotation_id WHERE q.reference LIKE 'HIS-%'`,
    );
    expect(declined).toBeGreaterThan(0);
    expect(requests).toBeGreaterThan(2000);
  });

  it('carries each mode by its own carriers (airlines, shipping lines, couriers, truckers) in its transit days', async () => {
    const costs = await sql<{ mode: Mode; carrier: string | null; transit: number | null; free: number | null }>(
      db.url,
      `SELECT q.transport_mode::text mode, c.carrier, c.transit_days transit, c.free_days free
       FROM costs c JOIN quotations q ON q.id = c.quotation_id WHERE q.reference LIKE 'HIS-%'`,
    );
    for (const mode of Object.keys(MODE_FLAG) as Mode[]) {
      const of = costs.filter((c) => c.mode === mode);
      expect(of.length).toBeGreaterThan(0);
      const [fewest, most] = DEMO_TRANSIT_DAYS[mode];
      expect(
        of.filter(
          (c) =>
            !DEMO_CARRIERS[mode].includes(c.carrier ?? '') ||
            c.transit === null ||
            c.transit < fewest ||
            c.transit > most ||
            (mode === 'SEA' ? c.free === null : c.free !== null),
        ),
      ).toEqual([]);
      // Several carriers per mode, not one.
      expect(new Set(of.map((c) => c.carrier)).size).toBeGreaterThan(1);
    }
    expect(DEMO_CARRIERS.AIR.every((a) => /Cargo|Airlines/.test(a))).toBe(true);
  });

  it("costs each quotation with its mode's charges, freight first, and never every charge as ocean freight", async () => {
    const wrong = await sql(
      db.url,
      `SELECT q.reference, q.transport_mode, code.concept
       FROM cost_charges cc JOIN costs c ON c.id = cc.cost_id JOIN quotations q ON q.id = c.quotation_id
       JOIN charge_codes code ON code.id = cc.charge_code_id
       WHERE q.reference LIKE 'HIS-%' AND NOT CASE q.transport_mode
         WHEN 'SEA' THEN code.sea WHEN 'AIR' THEN code.air WHEN 'ROAD' THEN code.road ELSE code.express END`,
    );
    expect(wrong).toEqual([]);
    const freight = await sql<{ mode: Mode; concept: string; costs: number }>(
      db.url,
      `SELECT q.transport_mode::text mode, code.concept, count(*)::int costs
       FROM cost_charges cc JOIN costs c ON c.id = cc.cost_id JOIN quotations q ON q.id = c.quotation_id
       JOIN charge_codes code ON code.id = cc.charge_code_id
       WHERE q.reference LIKE 'HIS-%' AND cc.index = 0 GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(freight.map((f) => `${f.mode}:${f.concept}`)).toEqual(['AIR:AFT', 'EXPRESS:EXP', 'ROAD:RFT', 'SEA:OFT']);
    const [{ perCost }] = await sql<{ perCost: number }>(
      db.url,
      `SELECT (count(*)::float / count(DISTINCT cc.cost_id))::float8 "perCost" FROM cost_charges cc
       JOIN costs c ON c.id = cc.cost_id JOIN quotations q ON q.id = c.quotation_id WHERE q.reference LIKE 'HIS-%'`,
    );
    expect(perCost).toBeGreaterThan(2);
  });

  it("sells the cheapest option's charges, each line named after its charge (never 'Flete' nor the bare code)", async () => {
    const lines = await sql<{
      description: string;
      concept: string;
      name: string;
      taxed: boolean;
      tax: string;
      sell: string;
    }>(
      db.url,
      `SELECT s.description, code.concept, code.description name, code.taxed, s.tax_amount tax, s.sell_amount sell
       FROM sell_lines s JOIN quotations q ON q.id = s.quotation_id JOIN charge_codes code ON code.id = s.charge_code_id
       WHERE q.reference LIKE 'HIS-%'`,
    );
    expect(lines.length).toBeGreaterThan(1000);
    expect(
      lines.filter((l) => l.description !== l.name || l.description === l.concept || l.description === 'Flete'),
    ).toEqual([]);
    expect(new Set(lines.map((l) => l.description)).size).toBeGreaterThan(8);
    expect(lines.filter((l) => Number(l.tax) > 0 !== l.taxed)).toEqual([]);
    // Every charge of a sold option is sold, and only one option per quotation.
    const partial = await sql(
      db.url,
      `SELECT s.quotation_id FROM sell_lines s JOIN cost_charges cc ON cc.id = s.cost_charge_id JOIN quotations q ON q.id = s.quotation_id
       WHERE q.reference LIKE 'HIS-%'
       GROUP BY s.quotation_id HAVING count(DISTINCT cc.cost_id) <> 1
         OR count(*) <> (SELECT count(*) FROM cost_charges x WHERE x.cost_id = min(cc.cost_id::text)::uuid)`,
    );
    expect(partial).toEqual([]);
  });

  it('gives the lane price comparison something to compare: lanes priced by several agents', async () => {
    const [{ lanes }] = await sql<{ lanes: number }>(
      db.url,
      `SELECT count(*)::int lanes FROM (
         SELECT service, origin_code, destination_code FROM analytics_lane_daily
         GROUP BY 1, 2, 3 HAVING count(DISTINCT provider_id) > 1) l`,
    );
    expect(lanes).toBeGreaterThan(5);
  });
});
