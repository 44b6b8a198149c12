import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { CarrierSheetImportResult, CarrierSheetLocationAlias } from '@freight/shared';
import { closeUntrustedPool } from '../../src/common/untrusted/untrusted-pool.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { hamovlWithSheetMapping } from './carrier-sheet-fixture.js';

/** An ocean carrier's CSV: places written as the carrier writes them, one equipment column. */
const sheet = (lines: string[][]) => Buffer.from([['POL', 'POD', '40HC'], ...lines].map((l) => l.join(';')).join('\n'));

describe('carrier sheet places (UN/LOCODE matching and per-carrier aliases)', () => {
  let t: TestApp;
  let token: string;
  let carrier: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await loginAs(t.http, 'pricing');
    carrier = await hamovlWithSheetMapping(t, token, [{ column: '40HC', container: '40HC' }]);
  });
  afterAll(async () => {
    await t.close();
    await closeUntrustedPool();
  });

  const auth = (r: request.Test, as = token) => r.set('Authorization', `Bearer ${as}`);
  const dryRun = async (lines: string[][]) => {
    const res = await auth(request(t.http).post(`/app/v1/rates/carrier-sheets/${carrier}/import`))
      .query({ dryRun: true })
      .attach('file', sheet(lines), 'hamovl.csv');
    expect(res.status).toBe(200);
    return res.body as CarrierSheetImportResult;
  };
  const putAliases = (aliases: { alias: string; code: string }[], as = token) =>
    auth(request(t.http).put(`/app/v1/rates/carrier-sheets/${carrier}/location-aliases`), as).send({ aliases });

  it('reads a code (also with a space), an exact name without accents or case, and refuses the rest with suggestions', async () => {
    const plan = await dryRun([
      ['CN SHA', 'UYMVD', '2100'],
      ['BUSAN', 'Montévideo', '2200'],
      ['Hamburgo Sud', 'UYMVD', '2300'],
      ['Cartagena', 'UYMVD', '2400'],
      ['KRPUS', 'Shangai', '2500'],
    ]);
    expect(plan.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 3 });
    const [code, name, unknown, ambiguous, misspelt] = plan.rows;
    expect([code.origin, code.destination]).toEqual([
      { text: 'CN SHA', code: 'CNSHA', name: 'Shanghai', matchedFrom: 'code' },
      { text: 'UYMVD', code: 'UYMVD', name: 'Montevideo', matchedFrom: 'code' },
    ]);
    expect(code.lane).toBe('CNSHA → UYMVD');
    expect([
      name.origin?.code,
      name.origin?.matchedFrom,
      name.destination?.code,
      name.destination?.matchedFrom,
    ]).toEqual(['KRPUS', 'name', 'UYMVD', 'name']);
    expect(unknown).toMatchObject({ outcome: 'REFUSED', code: 'RATE_SHEET_LOCATION_UNKNOWN', column: 'POL' });
    expect(unknown.details?.places.map((p) => [p.field, p.text])).toEqual([['origin', 'Hamburgo Sud']]);
    // Two ports share the name: neither is guessed, both are offered first.
    expect(ambiguous.code).toBe('RATE_SHEET_LOCATION_UNKNOWN');
    expect(
      ambiguous.details?.places[0].suggestions
        .slice(0, 2)
        .map((s) => s.code)
        .sort(),
    ).toEqual(['COCTG', 'ESCAR']);
    // A misspelt destination: the origin still reads, the destination is suggested by trigram similarity.
    expect(misspelt).toMatchObject({ code: 'RATE_SHEET_LOCATION_UNKNOWN', column: 'POD' });
    expect(misspelt.origin?.code).toBe('KRPUS');
    const suggested = misspelt.details!.places[0];
    expect(suggested.field).toBe('destination');
    expect(suggested.suggestions.length).toBeLessThanOrEqual(5);
    expect(suggested.suggestions).toContainEqual({ code: 'CNSHA', name: 'Shanghai' });
  });

  it('a saved alias reads the same text in the next dry run; an unknown code is refused and saves nothing', async () => {
    const text = 'Hamburg (Waltershof) Term.';
    const before = await dryRun([[text, 'UYMVD', '1900']]);
    expect(before.rows[0].code).toBe('RATE_SHEET_LOCATION_UNKNOWN');

    const bad = await putAliases([
      { alias: text, code: 'DEHAM' },
      { alias: 'Nowhere', code: 'ZZ ZZZ' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'RATE_SHEET_LOCATION_CODE_UNKNOWN', details: { code: 'ZZ ZZZ' } });
    expect(
      await sql(t.db.url, `SELECT alias FROM rate_sheet_location_aliases WHERE carrier_id = $1`, [carrier]),
    ).toEqual([]);

    const saved = await putAliases([{ alias: text, code: 'de ham' }]);
    expect(saved.status).toBe(200);
    expect(saved.body as CarrierSheetLocationAlias[]).toEqual([
      expect.objectContaining({ alias: 'hamburg waltershof term', code: 'DEHAM', name: 'Hamburg', kind: 'SEAPORT' }),
    ]);
    const listed = await auth(request(t.http).get(`/app/v1/rates/carrier-sheets/${carrier}/location-aliases`));
    expect((listed.body as CarrierSheetLocationAlias[]).map((a) => [a.alias, a.code])).toEqual([
      ['hamburg waltershof term', 'DEHAM'],
    ]);

    // Written another way (case, punctuation) by the same carrier: still the alias.
    const after = await dryRun([['HAMBURG WALTERSHOF TERM', 'UYMVD', '1900']]);
    expect(after.rows[0]).toMatchObject({ outcome: 'CREATED', lane: 'DEHAM → UYMVD' });
    expect(after.rows[0].origin).toMatchObject({ code: 'DEHAM', matchedFrom: 'alias' });
  });

  it('the alias routes need PRICING (403 for a commercial) and a known carrier', async () => {
    const commercial = await loginAs(t.http, 'comercial');
    expect((await putAliases([{ alias: 'x', code: 'DEHAM' }], commercial)).status).toBe(403);
    const list = await auth(
      request(t.http).get(`/app/v1/rates/carrier-sheets/${carrier}/location-aliases`),
      commercial,
    );
    expect(list.status).toBe(403);
    const missing = await auth(
      request(t.http).get('/app/v1/rates/carrier-sheets/00000000-0000-4000-8000-000000000000/location-aliases'),
    );
    expect(missing.status).toBe(404);
  });
});
