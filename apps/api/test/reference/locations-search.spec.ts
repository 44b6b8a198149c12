import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { LocationItem, LocationSearchResult } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';

describe('locations search (/app/v1/locations)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await loginAs(t.http, 'comercial');
  });
  afterAll(async () => {
    await t.close();
  });

  const search = (query: Record<string, string | number>) =>
    request(t.http).get('/app/v1/locations').query(query).set('Authorization', `Bearer ${token}`);
  const items = async (query: Record<string, string | number>): Promise<LocationItem[]> => {
    const res = await search(query);
    expect(res.status).toBe(200);
    return (res.body as LocationSearchResult).items;
  };
  const keys = (list: LocationItem[]) => list.map((l) => `${l.kind}:${l.code}`);

  it('"MVD" finds the Montevideo airport by exact code first and the port UYMVD too', async () => {
    const found = await items({ search: 'MVD' });
    expect(found[0]).toEqual({
      kind: 'AIRPORT',
      code: 'MVD',
      name: expect.stringContaining('Carrasco') as unknown,
      countryCode: 'UY',
    });
    expect(keys(found)).toContain('SEAPORT:UYMVD');
  });

  it('a full UN/LOCODE, lower case or with a space, puts that port first', async () => {
    for (const term of ['uymvd', 'UY MVD']) expect(keys(await items({ search: term }))[0]).toBe('SEAPORT:UYMVD');
  });

  it('finds Montevideo by name whatever the case and accents', async () => {
    for (const term of ['montevideo', 'MONTEVIDEO', 'Montévidéo', 'ntevid']) {
      expect(await items({ search: term })).toContainEqual({
        kind: 'SEAPORT',
        code: 'UYMVD',
        name: 'Montevideo',
        countryCode: 'UY',
      });
    }
  });

  it('"sao paulo" finds São Paulo airport GRU', async () => {
    const found = await items({ search: 'sao paulo', kind: 'AIRPORT' });
    expect(found).toContainEqual({
      kind: 'AIRPORT',
      code: 'GRU',
      name: 'São Paulo International Airport',
      countryCode: 'BR',
    });
    expect(keys(await items({ search: 'São Paulo' }))).toContain('AIRPORT:GRU');
  });

  it('finds a country by its Spanish, English or Portuguese name and returns the three names', async () => {
    const brazil = {
      kind: 'COUNTRY',
      code: 'BR',
      name: 'Brazil',
      countryCode: 'BR',
      names: { es: 'Brasil', en: 'Brazil', pt: 'Brasil' },
    };
    for (const term of ['Brasil', 'Brazil', 'brasil'])
      expect((await items({ search: term, kind: 'COUNTRY' }))[0]).toEqual(brazil);
    // Names that differ by language: Países Bajos (es), Netherlands (en), Países Baixos (pt).
    for (const term of ['paises bajos', 'Netherlands', 'Países Baixos'])
      expect(keys(await items({ search: term, kind: 'COUNTRY' }))[0]).toBe('COUNTRY:NL');
  });

  it('filters by one kind or a comma list of kinds (sea services ask for ports and countries)', async () => {
    const sea = await items({ search: 'uy', kind: 'SEAPORT,COUNTRY', limit: 50 });
    expect(sea.length).toBeGreaterThan(0);
    expect(new Set(sea.map((l) => l.kind))).toEqual(new Set(['SEAPORT', 'COUNTRY']));
    expect(sea[0]).toMatchObject({ kind: 'COUNTRY', code: 'UY' });
    const air = await items({ search: 'mvd', kind: 'AIRPORT' });
    expect(keys(air)).toEqual(['AIRPORT:MVD']);
    const road = await items({ search: 'uruguay', kind: 'COUNTRY' });
    expect(keys(road)).toEqual(['COUNTRY:UY']);
    const repeated = await request(t.http)
      .get('/app/v1/locations?search=mvd&kind=SEAPORT&kind=AIRPORT')
      .set('Authorization', `Bearer ${token}`);
    expect(keys((repeated.body as LocationSearchResult).items).sort()).toEqual(['AIRPORT:MVD', 'SEAPORT:UYMVD']);
  });

  it('returns at most `limit` items, 20 by default', async () => {
    expect(await items({ search: 'a' })).toHaveLength(20);
    expect(await items({ search: 'a', limit: 5 })).toHaveLength(5);
  });

  it('a term of punctuation only finds nothing rather than everything', async () => {
    expect(await items({ search: '%' })).toEqual([]);
  });

  it('refuses an empty, blank, missing or 200-character search and bad kinds or limits with VALIDATION_FAILED', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ search: '' }, 'search'],
      [{ search: '   ' }, 'search'],
      [{}, 'search'],
      [{ search: 'x'.repeat(200) }, 'search'],
      [{ search: 'mvd', kind: 'SEAPORT,PLANET' }, 'kind'],
      [{ search: 'mvd', limit: 51 }, 'limit'],
      [{ search: 'mvd', limit: 0 }, 'limit'],
    ];
    for (const [query, field] of cases) {
      const res = await search(query);
      expect(res.status).toBe(400);
      const body = res.body as { code: string; details: { fields: { field: string }[] } };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details.fields.map((f) => f.field)).toEqual([field]);
    }
  });

  it('refuses a request without a token', async () => {
    const res = await request(t.http).get('/app/v1/locations').query({ search: 'mvd' });
    expect(res.status).toBe(401);
  });
});
