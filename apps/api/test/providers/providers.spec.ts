import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, ProviderDetail, ProviderListItem } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { api, errorCode, fieldsOf } from './http.js';

const BASE = '/app/v1/providers';

const newProvider = (code: string, overrides: object = {}) => ({
  code,
  name: `Prueba ${code} Logistics`,
  language: 'pt',
  originCountries: ['cn', 'HK'],
  destinationCountries: ['UY'],
  categories: ['AGENT'],
  services: ['SEA_FCL', 'AIR_LSE'],
  contacts: [
    { name: 'Wang Fang', email: 'Wang.Fang@Agents.Demo', services: ['SEA_FCL'], traffics: ['EXPORT'], comments: '  ' },
    { name: 'Zhou Min', email: 'zhou.min@agents.demo', primary: true },
  ],
  ...overrides,
});

describe('providers (/app/v1/providers)', () => {
  let t: TestApp;
  let pricing: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    pricing = api(t.http, await loginAs(t.http, 'pricing'));
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: Record<string, string | number | boolean>) => {
    const res = await pricing.get(BASE, query);
    expect(res.status).toBe(200);
    return (res.body as Page<ProviderListItem>).items;
  };

  it('creates a provider with its contacts, normalising codes, and finds it by name or code', async () => {
    const res = await pricing.post(BASE, newProvider('fuzhou-1'));
    expect(res.status).toBe(201);
    const p = res.body as ProviderDetail;
    expect(p).toMatchObject({
      code: 'FUZHOU-1',
      language: 'pt',
      active: true,
      originCountries: ['CN', 'HK'],
      services: ['SEA_FCL', 'AIR_LSE'],
    });
    // The flagged contact is the one primary and comes first; e-mails are stored lower-case, blank comments as none.
    expect(p.contacts.map((c) => [c.name, c.primary])).toEqual([
      ['Zhou Min', true],
      ['Wang Fang', false],
    ]);
    expect(p.contacts[1]).toMatchObject({ email: 'wang.fang@agents.demo', comments: null, traffics: ['EXPORT'] });

    expect((await list({ search: 'prueba fuzhou' })).map((i) => i.code)).toEqual(['FUZHOU-1']);
    const byCode = await list({ search: 'fuzh' });
    expect(byCode).toEqual([
      expect.objectContaining({
        code: 'FUZHOU-1',
        primaryContact: { name: 'Zhou Min', email: 'zhou.min@agents.demo' },
        contactCount: 2,
      }),
    ]);
    expect((await pricing.get(`${BASE}/${p.id}`)).body).toEqual(p);
  });

  it('makes the first contact primary when none is flagged', async () => {
    const body = newProvider('FIRSTPRI', {
      contacts: [
        { name: 'Uno', email: 'uno@agents.demo' },
        { name: 'Dos', email: 'dos@agents.demo' },
      ],
    });
    const p = (await pricing.post(BASE, body)).body as ProviderDetail;
    expect(p.contacts.filter((c) => c.primary).map((c) => c.name)).toEqual(['Uno']);
  });

  it('refuses two primary contacts, and stores nothing', async () => {
    const body = newProvider('TWOPRI', {
      contacts: [
        { name: 'A', email: 'a@agents.demo', primary: true },
        { name: 'B', email: 'b@agents.demo', primary: true },
      ],
    });
    const res = await pricing.post(BASE, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'contacts', rules: ['onePrimaryContact'] }] },
    });
    expect(await sql(t.db.url, `SELECT 1 FROM providers WHERE code = 'TWOPRI'`)).toHaveLength(0);
  });

  it('answers 409 CONFLICT naming the code when it is taken, whatever its case', async () => {
    const res = await pricing.post(BASE, newProvider('shapac'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', details: { field: 'code', value: 'SHAPAC' } });
  });

  it('lists each bad field of an invalid provider with VALIDATION_FAILED', async () => {
    const res = await pricing.post(BASE, {
      code: 'x',
      name: '   ',
      language: 'fr',
      originCountries: ['ZZ'],
      destinationCountries: 'UY',
      categories: ['PIRATE'],
      services: ['SEA_FCL', 'SEA_FCL'],
      contacts: [{ name: 'Sin correo', email: 'not-an-email', traffics: ['SIDEWAYS'] }],
      unknown: true,
    });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('VALIDATION_FAILED');
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining([
        'code',
        'name',
        'language',
        'originCountries',
        'destinationCountries',
        'categories',
        'services',
        'contacts.0.email',
        'contacts.0.traffics',
        'unknown',
      ]),
    );
    const noContacts = await pricing.post(BASE, newProvider('NOCONT', { contacts: [] }));
    expect(fieldsOf(noContacts)).toEqual(['contacts']);
  });

  it('updates the own fields, refusing a code another provider has', async () => {
    const created = (await pricing.post(BASE, newProvider('UPD-1'))).body as ProviderDetail;
    const { contacts: _contacts, ...fields } = newProvider('UPD-2', {
      name: 'Renamed Co.',
      language: 'es',
      services: ['ROAD_FTL'],
    });
    const res = await pricing.put(`${BASE}/${created.id}`, fields);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      code: 'UPD-2',
      name: 'Renamed Co.',
      language: 'es',
      services: ['ROAD_FTL'],
    });
    expect((res.body as ProviderDetail).contacts).toHaveLength(2);

    const clash = await pricing.put(`${BASE}/${created.id}`, { ...fields, code: 'MIAGW' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'CONFLICT', details: { field: 'code' } });
  });

  it('inactivates and activates, answering the new state each time (twice is harmless)', async () => {
    const p = (await pricing.post(BASE, newProvider('TOGGLE'))).body as ProviderDetail;
    for (const _ of [1, 2]) {
      const off = await pricing.post(`${BASE}/${p.id}/inactivate`);
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ id: p.id, active: false });
    }
    expect((await list({ search: 'TOGGLE', active: false })).map((i) => i.code)).toEqual(['TOGGLE']);
    expect(await list({ search: 'TOGGLE', active: true })).toEqual([]);
    const on = await pricing.post(`${BASE}/${p.id}/activate`);
    expect(on.body).toMatchObject({ id: p.id, active: true });
  });

  it('filters by country (origin or destination), service and category', async () => {
    // Its own provider from China (origin CN): tests of this file run in any order.
    expect((await pricing.post(BASE, newProvider('FILTER-CN'))).status).toBe(201);
    expect((await list({ country: 'cn', limit: 100 })).map((i) => i.code)).toEqual(
      expect.arrayContaining(['SHAPAC', 'FILTER-CN']),
    );
    const toArgentina = (await list({ country: 'AR', limit: 100 })).map((i) => i.code);
    // Transportes del Sur serves AR as origin, Levante as destination.
    expect(toArgentina).toEqual(expect.arrayContaining(['TRSUR', 'LEVANTE']));
    expect(toArgentina).not.toContain('HAMOVL');
    const road = (await list({ service: 'ROAD_FTL', limit: 100 })).map((i) => i.code);
    expect(road).toEqual(expect.arrayContaining(['TRSUR', 'SANTOS']));
    expect(road).not.toContain('SHAPAC');
    expect((await list({ category: 'SHIPPING_LINE' })).map((i) => i.code)).toEqual(['GENSHIP']);
    expect((await pricing.get(BASE, { country: 'XX', service: 'TRAIN' })).status).toBe(400);
  });

  it('pages through every provider once, in name order', async () => {
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await pricing.get(BASE, cursor ? { limit: 4, cursor } : { limit: 4 });
      const page = res.body as Page<ProviderListItem>;
      names.push(...page.items.map((i) => i.name));
      cursor = page.nextCursor;
    } while (cursor);
    const [{ count }] = await sql<{ count: string }>(t.db.url, 'SELECT count(*) FROM providers');
    expect(names).toHaveLength(Number(count));
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await pricing.get(`${BASE}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await pricing.get(`${BASE}/not-a-uuid`)).status).toBe(404);
    expect((await pricing.post(`${BASE}/00000000-0000-4000-8000-000000000000/inactivate`)).status).toBe(404);
  });

  describe('permissions', () => {
    it('is refused to users with neither PRICING nor VIEW_AGENT', async () => {
      for (const username of ['comercial', 'administrativo']) {
        const other = api(t.http, await loginAs(t.http, username));
        const res = await other.get(BASE);
        expect(res.status).toBe(403);
        expect(errorCode(res)).toBe('FORBIDDEN');
        expect((await other.post(BASE, newProvider('NOPE'))).status).toBe(403);
      }
    });

    it('VIEW_AGENT reads providers but cannot change them', async () => {
      await sql(
        t.db.url,
        `WITH u AS (
           INSERT INTO users (id, code, name, email, username, password_hash, updated_at)
           SELECT gen_random_uuid(), 'VAG', 'Vera Agentes', 'vera@freight.local', 'vera', password_hash, now() FROM users WHERE username = 'pricing'
           RETURNING id)
         INSERT INTO user_permissions (user_id, permission) SELECT id, 'VIEW_AGENT' FROM u`,
      );
      const viewer = api(t.http, await loginAs(t.http, 'vera'));
      const items = ((await viewer.get(BASE, { search: 'SHAPAC' })).body as Page<ProviderListItem>).items;
      expect(items).toHaveLength(1);
      expect((await viewer.get(`${BASE}/${items[0].id}`)).status).toBe(200);
      expect((await viewer.post(`${BASE}/${items[0].id}/inactivate`)).status).toBe(403);
      expect((await viewer.post(BASE, newProvider('VIEWER'))).status).toBe(403);
    });
  });
});
