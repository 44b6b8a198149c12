import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { CarrierSheetImportResult } from '@freight/shared';
import { closeUntrustedPool } from '../../src/common/untrusted/untrusted-pool.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { hamovlWithSheetMapping } from './carrier-sheet-fixture.js';

const LANES = 3000;

describe('a large carrier sheet (3,000 port pairs, three equipment columns)', () => {
  let t: TestApp;
  let token: string;
  let carrier: string;
  let ports: string[];
  beforeAll(async () => {
    t = await startTestApp();
    token = await loginAs(t.http, 'pricing');
    carrier = await hamovlWithSheetMapping(t, token, [
      { column: '20', container: '20GP' },
      { column: '40', container: '40GP' },
      { column: '40HC', container: '40HC' },
    ]);
    ports = (
      await sql<{ code: string }>(t.db.url, `SELECT code FROM locations WHERE kind = 'SEAPORT' ORDER BY code LIMIT 120`)
    ).map((r) => r.code);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await closeUntrustedPool();
  });

  const auth = (r: request.Test) => r.set('Authorization', `Bearer ${token}`);
  /** Lane i: origin among the first 60 ports, destination among the next 60; `bump` raises the first `n` lanes' 40HC. */
  const sheet = (bump = 0) => {
    const lines = ['POL;POD;20;40;40HC'];
    for (let i = 0; i < LANES; i++) {
      const hc = 1900 + (i % 50) + (i < bump ? 100 : 0);
      lines.push(`${ports[i % 60]};${ports[60 + Math.floor(i / 60)]};${1000 + (i % 50)};${1800 + (i % 50)};${hc}`);
    }
    return Buffer.from(lines.join('\n'));
  };
  const upload = (file: Buffer, dryRun: boolean) =>
    auth(request(t.http).post(`/app/v1/rates/carrier-sheets/${carrier}/import`))
      .query({ dryRun })
      .attach('file', file, 'large.csv');
  const stored = async () =>
    (
      await sql<{ current: boolean; n: string }>(
        t.db.url,
        `SELECT r.current, count(*)::text n FROM rates r JOIN rate_charges c ON c.rate_id = r.id
          WHERE r.carrier_id = $1 AND r.sheet_version_id IS NOT NULL GROUP BY r.current ORDER BY r.current`,
        [carrier],
      )
    ).map((r) => [r.current, Number(r.n)]);

  it('applies 9,000 rates in batches, then a second sheet writes new versions of the 500 changed ones', async () => {
    const dry = (await upload(sheet(), true)).body as CarrierSheetImportResult;
    expect(dry.counts).toEqual({ created: 3 * LANES, updated: 0, unchanged: 0, refused: 0 });

    const started = Date.now();
    const applied = await upload(sheet(), false);
    expect(applied.status).toBe(200);
    expect((applied.body as CarrierSheetImportResult).counts.created).toBe(3 * LANES);
    console.info(`carrier sheet of ${LANES} lanes applied in ${Date.now() - started} ms`);
    expect(await stored()).toEqual([[true, 3 * LANES]]);

    const second = (await upload(sheet(500), false)).body as CarrierSheetImportResult;
    expect(second).toMatchObject({ version: 2, counts: { created: 0, updated: 500, unchanged: 3 * LANES - 500 } });
    expect(await stored()).toEqual([
      [false, 500],
      [true, 3 * LANES],
    ]);
    const [moved] = await sql<{ version: number; amount: string }>(
      t.db.url,
      `SELECT r.version, c.amount::text amount FROM rates r JOIN rate_charges c ON c.rate_id = r.id
        WHERE r.carrier_id = $1 AND r.current AND r.container = '40HC' AND r.origin_code = $2 AND r.destination_code = $3`,
      [carrier, ports[0], ports[60]],
    );
    expect(moved).toEqual({ version: 2, amount: '2000.00' });
  }, 180_000);
});
