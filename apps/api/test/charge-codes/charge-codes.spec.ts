import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChargeCodeItem, Page } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { api, errorCode, fieldsOf } from '../providers/http.js';

const BASE = '/app/v1/charge-codes';
const code = (concept: string, extra: object = {}) => ({
  concept,
  description: `Prueba ${concept}`,
  descriptionEn: `Test ${concept}`,
  descriptionPt: `Teste ${concept}`,
  sea: true,
  ...extra,
});

describe('charge codes (/app/v1/charge-codes)', () => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = api(t.http, await loginAs(t.http, 'administrativo'));
  });
  afterAll(async () => {
    await t.close();
  });

  const concepts = async (query: Record<string, string | number | boolean>, client = admin) => {
    const res = await client.get(BASE, { limit: 100, ...query });
    expect(res.status).toBe(200);
    return (res.body as Page<ChargeCodeItem>).items.map((i) => i.concept);
  };

  it('lists the seeded codes by concept, filtered by mode flag, taxed and search', async () => {
    const all = await concepts({});
    expect(all).toEqual(
      expect.arrayContaining([
        'OFT',
        'BAF',
        'THC-O',
        'THC-D',
        'DOC',
        'HDL',
        'INS',
        'AFT',
        'FSC',
        'SSC',
        'PKP',
        'CUS',
        'DLV',
        'ISPS',
      ]),
    );
    expect([...all].sort()).toEqual(all);

    const sea = await concepts({ mode: 'sea' });
    expect(sea).toContain('OFT');
    expect(sea).not.toContain('AFT');
    expect(await concepts({ mode: 'insurance' })).toEqual(['INS']);
    // Local services in Uruguay carry VAT; international freight does not.
    const taxed = await concepts({ taxed: true });
    expect(taxed).toEqual(expect.arrayContaining(['THC-D', 'CUS', 'DLV']));
    expect(taxed).not.toContain('OFT');
    expect(await concepts({ search: 'thc' })).toEqual(['THC-D', 'THC-O']);
    expect(await concepts({ search: 'fuel' })).toEqual(['FSC']);
  });

  it('creates a code, stored upper-case, with absent flags false', async () => {
    const res = await admin.post(BASE, {
      concept: ' wrf ',
      description: 'Muellaje',
      descriptionEn: 'Wharfage',
      descriptionPt: 'Taxa de cais',
      sea: true,
      taxed: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      concept: 'WRF',
      description: 'Muellaje',
      descriptionEn: 'Wharfage',
      descriptionPt: 'Taxa de cais',
      taxed: true,
      sea: true,
      air: false,
      road: false,
      express: false,
      insurance: false,
      active: true,
    });
  });

  it('answers 409 CONFLICT naming the concept when it is taken (create and update)', async () => {
    const dup = await admin.post(BASE, code('oft'));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'CONFLICT', details: { field: 'concept', value: 'OFT' } });
    const mine = (await admin.post(BASE, code('DUP1'))).body as ChargeCodeItem;
    const clash = await admin.put(`${BASE}/${mine.id}`, code('BAF'));
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ details: { field: 'concept' } });
    const [row] = await sql<{ concept: string }>(t.db.url, 'SELECT concept FROM charge_codes WHERE id = $1', [mine.id]);
    expect(row.concept).toBe('DUP1');
  });

  it('updates every field', async () => {
    const mine = (await admin.post(BASE, code('UPD'))).body as ChargeCodeItem;
    const res = await admin.put(`${BASE}/${mine.id}`, {
      concept: 'UPD2',
      description: 'Actualizado',
      descriptionEn: 'Updated',
      descriptionPt: 'Atualizado',
      air: true,
      express: true,
      taxed: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: mine.id,
      concept: 'UPD2',
      description: 'Actualizado',
      descriptionEn: 'Updated',
      air: true,
      express: true,
      sea: false,
      taxed: true,
    });
  });

  it('inactivates and activates, answering the new state (idempotent)', async () => {
    const mine = (await admin.post(BASE, code('TGL'))).body as ChargeCodeItem;
    for (const _ of [1, 2]) {
      const off = await admin.post(`${BASE}/${mine.id}/inactivate`);
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ id: mine.id, active: false });
    }
    expect(await concepts({ active: false })).toContain('TGL');
    expect(await concepts({ active: true })).not.toContain('TGL');
    expect((await admin.post(`${BASE}/${mine.id}/activate`)).body).toMatchObject({ active: true });
    expect((await admin.post(`${BASE}/00000000-0000-4000-8000-000000000000/activate`)).status).toBe(404);
  });

  it('lists each bad field with VALIDATION_FAILED', async () => {
    const res = await admin.post(BASE, { concept: 'a b', description: ' ', taxed: 'yes', air: 1, extra: 'x' });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('VALIDATION_FAILED');
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining(['concept', 'description', 'descriptionEn', 'descriptionPt', 'taxed', 'air', 'extra']),
    );
    expect(fieldsOf(await admin.get(BASE, { mode: 'rail', active: 'maybe' }))).toEqual(
      expect.arrayContaining(['mode', 'active']),
    );
  });

  it('pages with keyset cursors', async () => {
    const first = (await admin.get(BASE, { limit: 5 })).body as Page<ChargeCodeItem>;
    const second = (await admin.get(BASE, { limit: 5, cursor: first.nextCursor ?? '' })).body as Page<ChargeCodeItem>;
    expect(first.items).toHaveLength(5);
    expect(second.items[0].concept > first.items[4].concept).toBe(true);
  });

  describe('permissions', () => {
    it('pricing reads the codes but cannot change them', async () => {
      const pricing = api(t.http, await loginAs(t.http, 'pricing'));
      expect(await concepts({ search: 'OFT' }, pricing)).toEqual(['OFT']);
      const res = await pricing.post(BASE, code('PRI'));
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('FORBIDDEN');
    });

    it('comercial can neither read nor write', async () => {
      const comercial = api(t.http, await loginAs(t.http, 'comercial'));
      expect((await comercial.get(BASE)).status).toBe(403);
      expect((await comercial.post(BASE, code('COM'))).status).toBe(403);
    });
  });
});
