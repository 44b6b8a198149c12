import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { CarrierSheetDryRunPage, CarrierSheetImportResult, CarrierSheetRowOutcome } from '@freight/shared';
import { ERROR_MESSAGES } from '@freight/shared/error-messages';
import { closeUntrustedPool } from '../../src/common/untrusted/untrusted-pool.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { hamovlWithSheetMapping } from './carrier-sheet-fixture.js';

type Failure = { code: string; details?: Record<string, unknown> };

/** HAMOVL's January sheet, applied before each test that needs current rates. */
const JANUARY = ['POL;POD;20;40HC', 'CNXMN;UYMVD;1000;1900', 'KRPUS;UYMVD;1100;2000'];
/** February: CNXMN's 40HC changed, KRPUS unchanged, SGSIN new, JPTYO's 20 unreadable, a place nobody knows. */
const FEBRUARY = [
  'POL;POD;20;40HC',
  'CNXMN;UYMVD;1000;1950',
  'KRPUS;UYMVD;1100;2000',
  'SGSIN;UYMVD;900;',
  'JPTYO;UYMVD;abc;1700',
  'Nowhereville;UYMVD;1;2',
];
const csv = (lines: string[]) => Buffer.from(lines.join('\n'));

describe("a carrier sheet's dry run, page by page (/app/v1/rates/carrier-sheets/dry-runs)", () => {
  let t: TestApp;
  let token: string;
  let carrier: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await loginAs(t.http, 'pricing');
    carrier = await hamovlWithSheetMapping(t, token, [
      { column: '20', container: '20GP' },
      { column: '40HC', container: '40HC' },
    ]);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await closeUntrustedPool();
  });

  const as = (who: string, r: request.Test) => r.set('Authorization', `Bearer ${who}`);
  const upload = (file: Buffer, query: object, who = token) =>
    as(who, request(t.http).post(`/app/v1/rates/carrier-sheets/${carrier}/import`))
      .query(query)
      .attach('file', file, 'hamovl.csv');
  const dryRun = async (lines: string[], who = token) => {
    const res = await upload(csv(lines), { dryRun: true }, who);
    expect(res.status).toBe(200);
    return res.body as CarrierSheetImportResult;
  };
  const rows = (id: string | null, query: Record<string, unknown>, who = token, language = 'en') =>
    as(who, request(t.http).get(`/app/v1/rates/carrier-sheets/dry-runs/${id}/rows`))
      .set('Accept-Language', language)
      .query(query);
  const page = async (id: string | null, outcome: CarrierSheetRowOutcome, p = 1, pageSize = 50, language = 'en') => {
    const res = await rows(id, { outcome, page: p, pageSize }, token, language);
    expect(res.status).toBe(200);
    return res.body as CarrierSheetDryRunPage;
  };
  /** The carrier's rates from sheets as they stand, to prove what applying stored (or did not). */
  const current = () =>
    sql<{ lane: string; amount: string }>(
      t.db.url,
      `SELECT r.origin_code || '-' || r.destination_code || ' ' || r.container lane, c.amount::text amount FROM rates r
         JOIN rate_charges c ON c.rate_id = r.id
        WHERE r.carrier_id = $1 AND r.current AND r.sheet_version_id IS NOT NULL ORDER BY 1`,
      [carrier],
    );
  /** January applied (once per database: the tests run in random order). */
  const january = async () => {
    if ((await current()).some((r) => r.lane.includes('-UYMVD '))) return;
    const dry = await dryRun(JANUARY);
    expect((await upload(csv(JANUARY), { dryRunId: dry.dryRunId })).status).toBe(200);
  };

  it('lists every outcome: new, changed with the old and new amount, unchanged, refused with the reason in the reader’s language', async () => {
    await january();
    const dry = await dryRun(FEBRUARY);
    expect(dry.counts).toEqual({ created: 2, updated: 1, unchanged: 3, refused: 3 });
    expect(dry.dryRunId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(dry.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

    const created = await page(dry.dryRunId, 'CREATED');
    expect(created.counts).toEqual(dry.counts);
    expect(created.items.map((r) => [r.ordinal, r.line, r.lane, r.container, r.price?.amount, r.previous])).toEqual([
      [1, 4, 'SGSIN → UYMVD', '20GP', '900.00', null],
      [2, 5, 'JPTYO → UYMVD', '40HC', '1700.00', null],
    ]);
    expect(created.items[0].price).toEqual({ currency: 'USD', amount: '900.00', minimum: null, breaks: [] });

    const updated = await page(dry.dryRunId, 'UPDATED');
    expect(updated.items).toHaveLength(1);
    expect(updated.items[0]).toMatchObject({
      ordinal: 1,
      line: 2,
      lane: 'CNXMN → UYMVD',
      container: '40HC',
      price: { currency: 'USD', amount: '1950.00' },
      previous: { currency: 'USD', amount: '1900.00' },
      code: null,
    });

    // Unchanged rates, only counted in the import's answer, are listed here too, with the price they keep.
    const unchanged = await page(dry.dryRunId, 'UNCHANGED');
    expect(unchanged.items.map((r) => [r.line, r.container, r.previous?.amount, r.price?.amount])).toEqual([
      [2, '20GP', '1000.00', '1000.00'],
      [3, '20GP', '1100.00', '1100.00'],
      [3, '40HC', '2000.00', '2000.00'],
    ]);

    const refused = await page(dry.dryRunId, 'REFUSED', 1, 50, 'pt');
    expect(refused.items.map((r) => [r.line, r.container, r.code, r.column, r.price])).toEqual([
      [5, '20GP', 'IMPORT_ROW_NUMBER_INVALID', '20', null],
      [6, '20GP', 'RATE_SHEET_LOCATION_UNKNOWN', 'POL', null],
      [6, '40HC', 'RATE_SHEET_LOCATION_UNKNOWN', 'POL', null],
    ]);
    expect(refused.items[0].reason).toBe(ERROR_MESSAGES.IMPORT_ROW_NUMBER_INVALID.pt);
    expect(refused.items[1].details?.places[0]).toMatchObject({ field: 'origin', text: 'Nowhereville' });
    // The reason is stored as its code: another reader's language reads it in theirs.
    expect((await page(dry.dryRunId, 'REFUSED', 1, 50, 'es')).items[0].reason).toBe(
      ERROR_MESSAGES.IMPORT_ROW_NUMBER_INVALID.es,
    );
  });

  it('pages through every rate of a sheet longer than a page, in the sheet’s order', async () => {
    const ports = (
      await sql<{ code: string }>(t.db.url, `SELECT code FROM locations WHERE kind = 'SEAPORT' ORDER BY code LIMIT 12`)
    ).map((r) => r.code);
    // 130 lanes, one 40HC each, none of them current yet (destinations no other test uses).
    const lanes = Array.from({ length: 130 }, (_, i) => `${ports[i % 10]};${ports[10 + (i % 2)]}`);
    const unique = [...new Set(lanes)];
    const lines = ['POL;POD;20;40HC', ...lanes.map((l, i) => `${l};;${3000 + i}`)];
    const dry = await dryRun(lines);
    expect(dry.counts).toEqual({ created: unique.length, updated: 0, unchanged: 0, refused: 130 - unique.length });

    const seen: { ordinal: number; line: number; amount: string | undefined }[] = [];
    for (const outcome of ['CREATED', 'REFUSED'] as const) {
      for (let p = 1; ; p++) {
        const { items } = await page(dry.dryRunId, outcome, p, 7);
        if (!items.length) break;
        expect(items.length).toBeLessThanOrEqual(7);
        expect(items.every((r) => r.outcome === outcome)).toBe(true);
        seen.push(...items.map((r) => ({ ordinal: r.ordinal, line: r.line, amount: r.price?.amount })));
      }
    }
    // Every row's rate once: its line, and within each outcome the ordinals 1, 2, ... without a gap.
    expect(seen.map((r) => r.line).sort((a, b) => a - b)).toEqual(Array.from({ length: 130 }, (_, i) => i + 2));
    const created = seen.slice(0, unique.length);
    expect(created.map((r) => r.ordinal)).toEqual(Array.from({ length: unique.length }, (_, i) => i + 1));
    expect(created.map((r) => r.amount)).toEqual(created.map((r) => `${3000 + r.line - 2}.00`));
    // One page of 200 holds them all; a page past the end is empty, not an error.
    expect((await page(dry.dryRunId, 'CREATED', 1, 200)).items).toHaveLength(unique.length);
    expect((await page(dry.dryRunId, 'CREATED', 99, 200)).items).toEqual([]);
  });

  it("refuses another user's dry run as not found, and a user without the rates permission outright", async () => {
    const dry = await dryRun(FEBRUARY);
    const admin = await loginAs(t.http, 'admin');
    const other = await rows(dry.dryRunId, { outcome: 'CREATED' }, admin);
    expect(other.status).toBe(404);
    expect((other.body as Failure).code).toBe('RATE_SHEET_DRY_RUN_NOT_FOUND');
    const applied = await upload(csv(FEBRUARY), { dryRunId: dry.dryRunId }, admin);
    expect(applied.status).toBe(404);
    expect((applied.body as Failure).code).toBe('RATE_SHEET_DRY_RUN_NOT_FOUND');
    const commercial = await loginAs(t.http, 'comercial');
    expect((await rows(dry.dryRunId, { outcome: 'CREATED' }, commercial)).status).toBe(403);
    // An id nobody has is the same answer as another user's.
    const none = await rows('0b7c9a52-55f4-4f43-9a43-3f6f0c1f2d11', { outcome: 'CREATED' });
    expect(none.status).toBe(404);
    expect((none.body as Failure).code).toBe('RATE_SHEET_DRY_RUN_NOT_FOUND');
  });

  it('refuses bad page parameters with a validation error, not a 500', async () => {
    const dry = await dryRun(FEBRUARY);
    const bad: [Record<string, unknown>, string][] = [
      [{}, 'outcome'],
      [{ outcome: 'DELETED' }, 'outcome'],
      [{ outcome: 'CREATED', page: 0 }, 'page'],
      [{ outcome: 'CREATED', page: -1 }, 'page'],
      [{ outcome: 'CREATED', page: 'two' }, 'page'],
      [{ outcome: 'CREATED', page: 1.5 }, 'page'],
      [{ outcome: 'CREATED', page: 50_001 }, 'page'],
      [{ outcome: 'CREATED', pageSize: 0 }, 'pageSize'],
      [{ outcome: 'CREATED', pageSize: 201 }, 'pageSize'],
      [{ outcome: 'CREATED', offset: 10 }, 'offset'],
    ];
    for (const [query, field] of bad) {
      const res = await rows(dry.dryRunId, query);
      expect([JSON.stringify(query), res.status, (res.body as Failure).code]).toEqual([
        JSON.stringify(query),
        400,
        'VALIDATION_FAILED',
      ]);
      expect(JSON.stringify((res.body as Failure).details)).toContain(field);
    }
    expect((await rows('not-an-id', { outcome: 'CREATED' })).status).toBe(404);
    // Applying without naming a dry run is refused the same way.
    const blind = await upload(csv(FEBRUARY), {});
    expect([blind.status, (blind.body as Failure).code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('an expired dry run is neither read nor applied, and the next dry run drops it', async () => {
    const dry = await dryRun(FEBRUARY);
    await sql(t.db.url, `UPDATE rate_sheet_dry_runs SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      dry.dryRunId,
    ]);
    const read = await rows(dry.dryRunId, { outcome: 'CREATED' });
    expect([read.status, (read.body as Failure).code]).toEqual([410, 'RATE_SHEET_DRY_RUN_EXPIRED']);
    const before = await current();
    const applied = await upload(csv(FEBRUARY), { dryRunId: dry.dryRunId });
    expect([applied.status, (applied.body as Failure).code]).toEqual([410, 'RATE_SHEET_DRY_RUN_EXPIRED']);
    expect(await current()).toEqual(before);

    await dryRun(FEBRUARY);
    const left = await sql<{ n: number }>(
      t.db.url,
      `SELECT (SELECT count(*) FROM rate_sheet_dry_runs WHERE id = $1)::int
            + (SELECT count(*) FROM rate_sheet_dry_run_rows WHERE dry_run_id = $1)::int n`,
      [dry.dryRunId],
    );
    expect(left).toEqual([{ n: 0 }]);
  });

  it('applies exactly what the dry run showed, or refuses when the sheet, mapping or current rates changed', async () => {
    // Lanes to Santos: the other tests' lanes (to Montevideo) stay as they are, whatever order the tests run in.
    const santos = ['POL;POD;20;40HC', 'CNXMN;BRSSZ;1000;1900', 'KRPUS;BRSSZ;1100;'];
    const dry = await dryRun(santos);
    expect(dry.counts).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    const before = await current();

    // Another file than the one checked.
    const other = await upload(csv([...santos, 'SGSIN;BRSSZ;1;1']), { dryRunId: dry.dryRunId });
    expect([other.status, (other.body as Failure).code]).toEqual([409, 'RATE_SHEET_DRY_RUN_STALE']);

    // The carrier's rates moved under the dry run: a second check of the same sheet is applied first.
    const second = await dryRun(santos);
    const first = await upload(csv(santos), { dryRunId: second.dryRunId });
    expect(first.status).toBe(200);
    expect((first.body as CarrierSheetImportResult).counts).toEqual(second.counts);
    const applied = await current();
    expect(applied.filter((r) => !before.some((b) => b.lane === r.lane))).toEqual([
      { lane: 'CNXMN-BRSSZ 20GP', amount: '1000.00' },
      { lane: 'CNXMN-BRSSZ 40HC', amount: '1900.00' },
      { lane: 'KRPUS-BRSSZ 20GP', amount: '1100.00' },
    ]);
    // The first dry run showed them new; now they are unchanged: nothing is stored.
    const moved = await upload(csv(santos), { dryRunId: dry.dryRunId });
    expect([moved.status, (moved.body as Failure).code]).toEqual([409, 'RATE_SHEET_DRY_RUN_STALE']);
    // An applied dry run is gone: it cannot apply twice.
    const twice = await upload(csv(santos), { dryRunId: second.dryRunId });
    expect([twice.status, (twice.body as Failure).code]).toEqual([404, 'RATE_SHEET_DRY_RUN_NOT_FOUND']);

    // The mapping changed after the check (another validity): nothing is stored.
    const third = await dryRun(santos);
    const setValidTo = (day: string) =>
      sql(
        t.db.url,
        `UPDATE rate_sheet_mappings SET mapping = jsonb_set(mapping, '{validTo}', to_jsonb($2::text)) WHERE carrier_id = $1`,
        [carrier, day],
      );
    await setValidTo('2027-02-28');
    try {
      const remapped = await upload(csv(santos), { dryRunId: third.dryRunId });
      expect([remapped.status, (remapped.body as Failure).code]).toEqual([409, 'RATE_SHEET_DRY_RUN_STALE']);
      expect(await current()).toEqual(applied);
    } finally {
      await setValidTo('2027-03-31');
    }
  });
});
