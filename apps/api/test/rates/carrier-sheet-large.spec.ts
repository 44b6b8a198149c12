import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { CARRIER_SHEET_LISTED_ROWS, type CarrierSheetDryRunPage, type CarrierSheetImportResult } from '@freight/shared';
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
  const upload = (file: Buffer, dryRun: boolean, dryRunId?: string | null) =>
    auth(request(t.http).post(`/app/v1/rates/carrier-sheets/${carrier}/import`))
      .query({ dryRun, ...(dryRunId ? { dryRunId } : {}) })
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
    const checking = Date.now();
    const dry = (await upload(sheet(), true)).body as CarrierSheetImportResult;
    console.info(`carrier sheet of ${LANES} lanes checked (every rate kept for paging) in ${Date.now() - checking} ms`);
    expect(dry.counts).toEqual({ created: 3 * LANES, updated: 0, unchanged: 0, refused: 0 });
    // The answer lists the first 500 new rates and counts the rest.
    expect(dry.rows).toHaveLength(CARRIER_SHEET_LISTED_ROWS);
    expect(dry.rows.map((r) => r.line).slice(0, 4)).toEqual([2, 2, 2, 3]);
    expect(dry.unlisted).toEqual({
      created: 3 * LANES - CARRIER_SHEET_LISTED_ROWS,
      updated: 0,
      unchanged: 0,
      refused: 0,
    });

    // Every rate is kept for the dry run's pages: the last one of 200 ends with the sheet's last rate.
    const last = await auth(request(t.http).get(`/app/v1/rates/carrier-sheets/dry-runs/${dry.dryRunId}/rows`)).query({
      outcome: 'CREATED',
      page: (3 * LANES) / 200,
      pageSize: 200,
    });
    expect(last.status).toBe(200);
    const items = (last.body as CarrierSheetDryRunPage).items;
    expect(items).toHaveLength(200);
    expect(items.at(-1)).toMatchObject({ ordinal: 3 * LANES, line: LANES + 1, container: '40HC' });

    const started = Date.now();
    const applied = await upload(sheet(), false, dry.dryRunId);
    expect(applied.status).toBe(200);
    expect((applied.body as CarrierSheetImportResult).counts.created).toBe(3 * LANES);
    console.info(`carrier sheet of ${LANES} lanes applied in ${Date.now() - started} ms`);
    expect(await stored()).toEqual([[true, 3 * LANES]]);

    const secondDry = (await upload(sheet(500), true)).body as CarrierSheetImportResult;
    const second = (await upload(sheet(500), false, secondDry.dryRunId)).body as CarrierSheetImportResult;
    expect(second).toMatchObject({ version: 2, counts: { created: 0, updated: 500, unchanged: 3 * LANES - 500 } });
    // The 500 updated rates are listed; the unchanged ones only counted.
    expect(second.rows.map((r) => r.outcome)).toEqual(Array(500).fill('UPDATED'));
    expect(second.unlisted).toEqual({ created: 0, updated: 0, unchanged: 3 * LANES - 500, refused: 0 });
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

  it("serves another user's requests while it checks a large sheet, not after", async () => {
    const order: string[] = [];
    const lock = new pg.Client({ connectionString: t.db.url });
    await lock.connect();
    try {
      // The dry run reads the catalogue's locations once the sheet is read, then checks every rate:
      // holding that table lets the other user's requests below start as its checks do.
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE locations IN ACCESS EXCLUSIVE MODE');
      const dryRun = upload(sheet(), true).then((res) => {
        order.push('dry run answered');
        return res;
      });
      let waiting = 0;
      for (let polls = 0; waiting === 0 && polls < 2000; polls++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        [{ waiting }] = await sql<{ waiting: number }>(
          t.db.url,
          `SELECT count(*)::int waiting FROM pg_locks WHERE relation = 'locations'::regclass AND NOT granted`,
        );
      }
      expect(waiting).toBeGreaterThan(0);
      await lock.query('COMMIT');
      for (let i = 1; i <= 5; i++) {
        const res = await auth(request(t.http).get(`/app/v1/rates/carrier-sheets/${carrier}/versions`));
        expect(res.status).toBe(200);
        order.push(`request ${i}`);
      }
      const dry = await dryRun;
      expect(dry.status).toBe(200);
      // Before or after the other test's sheets (Jest runs this file in random order): every rate checked.
      const { counts } = dry.body as CarrierSheetImportResult;
      expect(counts.created + counts.updated + counts.unchanged).toBe(3 * LANES);
      expect(order).toEqual(['request 1', 'request 2', 'request 3', 'request 4', 'request 5', 'dry run answered']);
    } finally {
      await lock.end();
    }
  }, 60_000);
});
