import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { MeResponse } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

describe('profile and settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns the profile with permissions, derived roles and, for a third-party user, the client id', async () => {
    const token = await loginAs(t.http, 'cliente');
    const res = await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    const me = res.body as MeResponse;
    const [client] = await sql<{ id: string }>(t.db.url, `SELECT id FROM clients WHERE tax_id = '215478930012'`);
    expect(me).toMatchObject({
      username: 'cliente',
      code: 'CLA',
      email: 'cliente@freight.local',
      language: 'es',
      currencyFormat: 'US',
    });
    expect(me.permissions).toEqual(['THIRD_PARTY_CLIENT']);
    expect(me.roles).toEqual(['thirdParty']);
    expect(me.clientId).toBe(client.id);
    expect(me.timeZone).toBe('America/Montevideo');
  });

  it('derives commercial and manager roles for the manager, pricing for pricing, support staff for soporte', async () => {
    const roles = async (u: string) => {
      const token = await loginAs(t.http, u);
      return ((await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${token}`)).body as MeResponse)
        .roles;
    };
    expect(await roles('gerente')).toEqual(['commercial', 'manager']);
    expect(await roles('pricing')).toEqual(['pricing']);
    expect(await roles('soporte')).toEqual(['supportStaff']);
    expect(await roles('invitado')).toEqual([]);
  });

  it('lets a user without any permission read the profile and change settings', async () => {
    const token = await loginAs(t.http, 'invitado');
    const res = await request(t.http)
      .patch('/auth/v1/me/settings')
      .set('Authorization', `Bearer ${token}`)
      .send({ language: 'pt', currencyFormat: 'LOCAL', timeZone: 'America/Sao_Paulo' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ language: 'pt', currencyFormat: 'LOCAL', timeZone: 'America/Sao_Paulo' });
    const [row] = await sql(
      t.db.url,
      `SELECT language, currency_format, time_zone FROM users WHERE username = 'invitado'`,
    );
    expect(row).toEqual({ language: 'pt', currency_format: 'LOCAL', time_zone: 'America/Sao_Paulo' });
  });

  it.each([
    [{ language: 'fr' }, 'language'],
    [{ timeZone: 'Mars/Base' }, 'timeZone'],
    [{ currencyFormat: 'EURO' }, 'currencyFormat'],
    [{ language: 'en', theme: 'dark' }, 'theme'],
  ])('rejects %j with 400 VALIDATION_FAILED naming %s, and changes nothing', async (body, field) => {
    const token = await loginAs(t.http, 'comercial');
    const before = await sql(
      t.db.url,
      `SELECT language, currency_format, time_zone, updated_at FROM users WHERE username = 'comercial'`,
    );
    const res = await request(t.http)
      .patch('/auth/v1/me/settings')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'en')
      .send(body);
    expect(res.status).toBe(400);
    const err = res.body as { code: string; message: string; details: { fields: { field: string }[] } };
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.message).toBe('The data sent is not valid.');
    expect(err.details.fields.map((f) => f.field)).toContain(field);
    const after = await sql(
      t.db.url,
      `SELECT language, currency_format, time_zone, updated_at FROM users WHERE username = 'comercial'`,
    );
    expect(after).toEqual(before);
  });
});
