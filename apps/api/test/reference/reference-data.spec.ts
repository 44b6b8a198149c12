import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { INCOTERMS, type ReferenceData } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';

describe('reference data (/app/v1/reference)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives any signed-in user the business constants and incoterms in es, en and pt, cacheable for an hour', async () => {
    const res = await request(t.http)
      .get('/app/v1/reference')
      .set('Authorization', `Bearer ${await loginAs(t.http, 'invitado')}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const data = res.body as ReferenceData;
    expect(data.containerTypes).toHaveLength(16);
    expect(data.containerTypes).toContainEqual({ code: '40HC', maxPayloadKg: 30000, volumeM3: 76 });
    expect(data.currencies).toEqual(['USD', 'UYU', 'EUR']);
    expect(data.taxMultiplier).toBe(0.22);
    expect(data.creditDays).toEqual([7, 15, 30, 45, 60, 90, 120, 150, 180]);
    expect(data.incoterms.map((i) => i.code)).toEqual([...INCOTERMS]);
    for (const term of data.incoterms) {
      for (const text of [term.name, term.riskTransfer, term.seller, term.buyer]) {
        expect(Object.keys(text).sort()).toEqual(['en', 'es', 'pt']);
        expect(Object.values(text).every((s) => s.length > 0)).toBe(true);
      }
    }
    const fob = data.incoterms.find((i) => i.code === 'FOB');
    expect(fob).toMatchObject({
      modes: ['SEA'],
      name: { es: 'Franco a bordo', en: 'Free On Board', pt: 'Livre a bordo' },
    });
    expect(data.incoterms.filter((i) => i.modes.length === 1).map((i) => i.code)).toEqual(['FAS', 'FOB', 'CFR', 'CIF']);
  });

  it('refuses a request without a token', async () => {
    const res = await request(t.http).get('/app/v1/reference');
    expect(res.status).toBe(401);
  });
});
