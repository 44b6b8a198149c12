import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { uyRutCheckDigit, type ClientContactInfo, type ClientDetail } from '@freight/shared';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { waitFor } from '../mail/mail-test-module.js';
import { api, errorCode } from '../providers/http.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

const BASE = '/app/v1/clients';

function rut(n: number): string {
  for (let k = 0; ; k++) {
    const base = `21${String(800000 + n * 10 + k)}001`;
    const dv = uyRutCheckDigit(base);
    if (dv !== null) return `${base}${dv}`;
  }
}

describe('contact portal access', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      smtp: smtpConfigFor(sink),
    });
    admin = api(t.http, await loginAs(t.http, 'administrativo'));
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const newClientWithContact = async (n: number, email: string) => {
    const c = (
      await admin.post(BASE, {
        tradeName: `Portal ${n}`,
        legalName: `Portal ${n} SA`,
        taxId: rut(n),
        country: 'UY',
        expressRates: [],
      })
    ).body as ClientDetail;
    const contact = (await admin.post(`${BASE}/${c.id}/contacts`, { name: 'Paula Portal', email, language: 'pt' }))
      .body as ClientContactInfo;
    return { c, contact };
  };

  it('makes the contact a THIRD_PARTY_CLIENT user of the client, e-mails its password, and the password signs in', async () => {
    const { c, contact } = await newClientWithContact(1, 'paula.portal@cliente.example');
    const res = await admin.post(`${BASE}/${c.id}/contacts/${contact.id}/portal-access`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: contact.id,
      portalUser: { username: 'paula.portal@cliente.example', active: true },
    });
    const [user] = await sql<{
      client_id: string;
      is_third_party: boolean;
      language: string;
      password_sent_by: string;
      perms: string[];
    }>(
      t.db.url,
      `SELECT u.client_id, u.is_third_party, u.language, u.password_sent_by, array_agg(p.permission) perms FROM users u JOIN user_permissions p ON p.user_id = u.id
       WHERE u.username = 'paula.portal@cliente.example' GROUP BY u.id`,
    );
    expect(user).toMatchObject({
      client_id: c.id,
      is_third_party: true,
      language: 'pt',
      perms: ['THIRD_PARTY_CLIENT'],
    });

    await waitFor(() => sink.mails.some((m) => m.subject?.includes('Portal 1')));
    const mail = sink.mails.find((m) => m.subject?.includes('Portal 1'));
    expect(mail?.subject).toBe('Acesso ao portal de cotações de Portal 1');
    const password = /Senha: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(password).toHaveLength(14);
    const login = await request(t.http)
      .post('/auth/v1/login')
      .send({ username: 'paula.portal@cliente.example', password });
    expect(login.status).toBe(200);
    // The e-mailed password is a one-time one: nothing but the password change answers until it is changed.
    expect(login.body).toMatchObject({ mustChangePassword: true });
    const portal = api(t.http, (login.body as { access_token: string }).access_token);
    const blocked = await portal.get('/app/v1/reference');
    expect(blocked.status).toBe(403);
    expect(errorCode(blocked)).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await portal.post('/auth/v1/me/password', {
      currentPassword: password,
      newPassword: 'Portal-clave-2026',
    });
    expect(changed.status).toBe(204);
    expect((await portal.get('/app/v1/reference')).status).toBe(200);
    const again = await request(t.http)
      .post('/auth/v1/login')
      .send({ username: 'paula.portal@cliente.example', password: 'Portal-clave-2026' });
    expect(again.body).toMatchObject({ mustChangePassword: false });
    expect(
      (await request(t.http).post('/auth/v1/login').send({ username: 'paula.portal@cliente.example', password }))
        .status,
    ).toBe(401);

    // Twice is refused; deactivating the contact deactivates its user, and sign-in is refused.
    expect(errorCode(await admin.post(`${BASE}/${c.id}/contacts/${contact.id}/portal-access`))).toBe(
      'CONTACT_HAS_PORTAL_ACCESS',
    );
    expect((await admin.post(`${BASE}/${c.id}/contacts/${contact.id}/inactivate`)).body).toMatchObject({
      active: false,
      portalUser: { active: false },
    });
    const refused = await request(t.http)
      .post('/auth/v1/login')
      .send({ username: 'paula.portal@cliente.example', password: 'Portal-clave-2026' });
    expect(refused.status).not.toBe(200);
  });

  it('an e-mail already used by a user is PORTAL_EMAIL_IN_USE and creates nothing', async () => {
    const { c, contact } = await newClientWithContact(2, 'comercial@freight.local');
    const res = await admin.post(`${BASE}/${c.id}/contacts/${contact.id}/portal-access`);
    expect(res.status).toBe(409);
    expect(errorCode(res)).toBe('PORTAL_EMAIL_IN_USE');
    expect(
      await sql(t.db.url, `SELECT 1 FROM client_contacts WHERE id = '${contact.id}' AND user_id IS NOT NULL`),
    ).toHaveLength(0);
  });

  it('needs CREATE_CLIENT', async () => {
    const { c, contact } = await newClientWithContact(3, 'nadie@cliente.example');
    const viewer = api(t.http, await loginAs(t.http, 'comercial'));
    const res = await viewer.post(`${BASE}/${c.id}/contacts/${contact.id}/portal-access`);
    expect(res.status).toBe(403);
    expect(await sql(t.db.url, `SELECT 1 FROM users WHERE email = 'nadie@cliente.example'`)).toHaveLength(0);
  });
});
