import { expect } from '@jest/globals';
import request from 'supertest';
import type { TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

/**
 * HAMOVL (a seeded ocean carrier) with a saved FAK mapping: POL and POD, the given equipment columns,
 * ocean freight in USD for the first quarter of 2027. Answers the carrier's id.
 */
export async function hamovlWithSheetMapping(
  t: TestApp,
  token: string,
  equipment: { column: string; container: string }[],
): Promise<string> {
  const [hamovl] = await sql<{ id: string }>(t.db.url, `SELECT id FROM providers WHERE code = 'HAMOVL'`);
  const [oft] = await sql<{ id: string }>(t.db.url, `SELECT id FROM charge_codes WHERE concept = 'OFT'`);
  const saved = await request(t.http)
    .put(`/app/v1/rates/carrier-sheets/${hamovl.id}/mapping`)
    .set('Authorization', `Bearer ${token}`)
    .send({
      name: 'HAMOVL FAK',
      headerRow: 1,
      service: 'SEA_FCL',
      chargeCodeId: oft.id,
      columns: { origin: 'POL', destination: 'POD' },
      equipment,
      currency: 'USD',
      validFrom: '2027-01-01',
      validTo: '2027-03-31',
    });
  expect(saved.status).toBe(200);
  return hamovl.id;
}
