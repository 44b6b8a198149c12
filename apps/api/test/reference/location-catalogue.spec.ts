import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { loadLocationCatalogue } from '../../src/modules/reference/location-catalogue.repository.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

describe('locations catalogue loader', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const counts = async () =>
    Object.fromEntries(
      (
        await sql<{ kind: string; n: number }>(
          t.db.url,
          'SELECT kind::text, count(*)::int AS n FROM locations GROUP BY kind',
        )
      ).map((r) => [r.kind, r.n]),
    );

  it('the seeded template already holds every seaport, airport and country, so a start loads nothing', async () => {
    expect(await counts()).toEqual({ SEAPORT: 1634, AIRPORT: expect.any(Number) as unknown, COUNTRY: 250 });
    const result = await loadLocationCatalogue(t.app.get(PrismaService));
    expect(result.loaded).toBe(false);
  });

  it('a changed, missing or unknown row makes the next load restore the table to the packages', async () => {
    const before = await counts();
    await sql(
      t.db.url,
      `UPDATE locations SET name = 'Renamed', search_text = 'uymvd renamed' WHERE kind = 'SEAPORT' AND code = 'UYMVD'`,
    );
    await sql(t.db.url, `DELETE FROM locations WHERE kind = 'COUNTRY' AND code = 'BR'`);
    await sql(
      t.db.url,
      `INSERT INTO locations (id, kind, code, name, country_code, search_text) VALUES (gen_random_uuid(), 'SEAPORT', 'ZZZZZ', 'Nowhere', 'ZZ', 'zzzzz nowhere')`,
    );
    expect((await loadLocationCatalogue(t.app.get(PrismaService))).loaded).toBe(true);
    const rows = await sql<{ code: string; name: string; names: unknown }>(
      t.db.url,
      `SELECT code, name, names FROM locations WHERE code IN ('UYMVD', 'BR', 'ZZZZZ') ORDER BY code`,
    );
    expect(rows).toEqual([
      { code: 'BR', name: 'Brazil', names: { es: 'Brasil', en: 'Brazil', pt: 'Brasil' } },
      { code: 'UYMVD', name: 'Montevideo', names: null },
    ]);
    expect(await counts()).toEqual(before);
    expect((await loadLocationCatalogue(t.app.get(PrismaService))).loaded).toBe(false);
  });
});
