import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';

// Ocean carriers a forwarder would never put on an air, road or express quotation.
const SHIPPING_LINES = /\b(MSC|Maersk|CMA CGM|Hapag-Lloyd|COSCO|Evergreen|ONE|ZIM)\b/i;
const AIRLINE = /\b(Cargo|Airlines|Airways|Air)\b/;

/** Issue 22: the seeded pricing data reads like a real forwarder's (sell-line names, carriers and transit per mode). */
describe('demo pricing data (prisma seed)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('no sell line is described by its bare charge code (the PDF reads "AFT | Flete aéreo", not "AFT | AFT")', async () => {
    const lines = await sql<{ description: string; concept: string }>(
      db.url,
      'SELECT s.description, c.concept FROM sell_lines s JOIN charge_codes c ON c.id = s.charge_code_id',
    );
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.filter((l) => l.description.trim().toLowerCase() === l.concept.toLowerCase())).toEqual([]);
    expect(lines.filter((l) => l.concept === 'AFT').map((l) => l.description)).toContain('Flete aéreo');
  });

  it('air quotations are carried by airlines in days, sea by shipping lines in weeks, express by couriers', async () => {
    const costs = await sql<{
      reference: string;
      service: string;
      mode: string;
      carrier: string | null;
      transit: number | null;
    }>(
      db.url,
      `SELECT q.reference, q.service, q.transport_mode mode, c.carrier, c.transit_days transit
       FROM costs c JOIN quotations q ON q.id = c.quotation_id`,
    );
    const of = (mode: string) => costs.filter((c) => c.mode === mode);
    expect(of('AIR').length).toBeGreaterThan(0);
    expect(of('AIR').some((c) => c.service === 'AIR_ULD')).toBe(true);
    expect(
      of('AIR').filter(
        (c) => !c.carrier || !AIRLINE.test(c.carrier) || SHIPPING_LINES.test(c.carrier) || (c.transit ?? 99) > 7,
      ),
    ).toEqual([]);
    expect(
      of('SEA').filter(
        (c) => !c.carrier || !SHIPPING_LINES.test(c.carrier) || (c.transit ?? 0) < 10 || (c.transit ?? 0) > 60,
      ),
    ).toEqual([]);
    expect(of('EXPRESS').filter((c) => !/\b(DHL|FedEx|UPS)\b/.test(c.carrier ?? '') || (c.transit ?? 99) > 5)).toEqual(
      [],
    );
    expect(
      of('ROAD').filter(
        (c) => !c.carrier || SHIPPING_LINES.test(c.carrier) || AIRLINE.test(c.carrier) || (c.transit ?? 99) > 10,
      ),
    ).toEqual([]);
  });
});
