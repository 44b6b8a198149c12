import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { validRequest } from '../quotations/builders.js';
import { bearer, seedChargeCodes, type Code } from '../sells/fixtures.js';
import { QuotationNotificationsListener } from '../../src/modules/notifications/quotation-notifications.listener.js';
import { eventually, openStomp } from './stomp-test-client.js';

type Told = { username: string; title: string; message: string };

describe('who is told what: domain events become notifications in the recipient language', () => {
  let t: TestApp;
  let port: number;
  const tokens: Record<string, string> = {};
  let codes: Record<Code, string>;
  let clientId: string;

  /** Notifications about this reference, oldest first. */
  const toldAbout = (reference: string) =>
    sql<Told>(
      t.db.url,
      `SELECT u.username, n.title, n.message FROM notifications n JOIN users u ON u.id = n.recipient_id
       WHERE n.key = $1 ORDER BY n.created_at, u.username`,
      [reference],
    );
  /**
   * Waits for `count` notifications about the reference and for the listener to have no work left:
   * the events of the request just answered were handed to it before the response, so once it is
   * idle nothing more about them can be stored.
   */
  const settled = async (reference: string, count: number) => {
    const listener = t.app.get(QuotationNotificationsListener);
    await eventually(
      async () => (await toldAbout(reference)).length >= count && listener.pendingWork === 0,
      `${count} notifications about ${reference}`,
    );
    return toldAbout(reference);
  };
  const at = (ref: string, who: string, path: string, body: object = {}) =>
    request(t.http).post(`/app/v1/quotations/${ref}${path}`).set(bearer(tokens[who])).send(body);
  const requestFcl = async (who = 'comercial') => {
    const res = await request(t.http)
      .post('/app/v1/quotations')
      .set(bearer(tokens[who]))
      .send(validRequest('SEA_FCL', clientId));
    expect(res.status).toBe(201);
    return (res.body as { reference: string }).reference;
  };

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    // pricing reads English, admin Portuguese: each is told in their own language.
    await sql(t.db.url, `UPDATE users SET language = 'en' WHERE username = 'pricing'`);
    await sql(t.db.url, `UPDATE users SET language = 'pt' WHERE username = 'admin'`);
    for (const who of ['admin', 'comercial', 'pricing', 'gerente']) tokens[who] = await loginAs(t.http, who);
    codes = await seedChargeCodes(t);
    [{ id: clientId }] = await sql<{ id: string }>(t.db.url, `SELECT id FROM clients WHERE tax_id = '215478930012'`);
  });
  afterAll(() => t.close());

  it('a new request tells every pricing user of its mode (pushed at once), never its requester', async () => {
    const socket = openStomp(port, tokens.pricing);
    await socket.connected;
    await socket.subscribe();

    const reference = await requestFcl();
    const told = await settled(reference, 2);
    // admin holds every permission, so it prices sea too; operativo, gerente and comercial do not.
    expect(told).toEqual([
      {
        username: 'admin',
        title: `Nova solicitação ${reference}`,
        message: 'Carlos Comercial pede cotação de Marítimo FCL, Shanghai → Montevideo.',
      },
      {
        username: 'pricing',
        title: `New request ${reference}`,
        message: 'Carlos Comercial asks for a Sea FCL quote, Shanghai → Montevideo.',
      },
    ]);
    await eventually(() => socket.messages.length === 1, 'the push to pricing');
    expect(socket.messages[0]).toMatchObject({ title: `New request ${reference}`, key: reference });
    await socket.stop();
  });

  it("a stored notification is read in the reader's current language, not the one it was stored in", async () => {
    const reference = await requestFcl();
    await settled(reference, 2);
    const titleIn = async (language?: string) => {
      const req = request(t.http).get('/app/v1/notification/?limit=100').set(bearer(tokens.pricing));
      const res = await (language ? req.set('Accept-Language', language) : req);
      expect(res.status).toBe(200);
      const items = (res.body as { items: { key: string | null; title: string; message: string }[] }).items;
      return items.find((n) => n.key === reference);
    };
    // Stored in pricing's profile language (English); the SPA asks in the language on screen.
    expect(await titleIn()).toMatchObject({ title: `New request ${reference}` });
    expect(await titleIn('es')).toMatchObject({
      title: `Nueva solicitud ${reference}`,
      message: 'Carlos Comercial pide cotizar Marítimo FCL, Shanghai → Montevideo.',
    });
    expect(await titleIn('pt-BR,pt;q=0.9')).toMatchObject({ title: `Nova solicitação ${reference}` });
  });

  it('a pricing user without the mode is not told', async () => {
    await sql(
      t.db.url,
      `DELETE FROM user_permissions WHERE permission = 'PRICING_SEA' AND user_id = (SELECT id FROM users WHERE username = 'pricing')`,
    );
    try {
      const reference = await requestFcl();
      const told = await settled(reference, 1);
      expect(told.map((n) => n.username)).toEqual(['admin']);
    } finally {
      // Restored whatever happened: the other tests need pricing to price sea.
      await sql(
        t.db.url,
        `INSERT INTO user_permissions (user_id, permission) SELECT id, 'PRICING_SEA' FROM users WHERE username = 'pricing' ON CONFLICT DO NOTHING`,
      );
    }
  });

  it('the commercial is told of status changes by others, of pricing, and of approval decisions; the manager of approval requests', async () => {
    const reference = await requestFcl();
    await settled(reference, 2);

    // pricing takes it: REQUESTED → PENDING, by someone else.
    expect((await at(reference, 'pricing', '/take')).status).toBe(204);
    let told = (await settled(reference, 3)).slice(2);
    expect(told).toEqual([
      {
        username: 'comercial',
        title: `${reference}: Pendiente`,
        message: 'Pablo Pricing cambió el estado de Solicitada a Pendiente.',
      },
    ]);

    // Priced below the minimum margin and published: one "priced" notification, no separate status one,
    // worded by the next step (a manager's approval), not "you can send it" (issue 36, item 6).
    const sells = await request(t.http)
      .put(`/app/v1/quotations/${reference}/sells`)
      .set(bearer(tokens.pricing))
      .send({
        lines: [
          {
            chargeCodeId: codes.OFT,
            description: 'Flete',
            currency: 'USD',
            costAmount: 1000,
            marginKind: 'PERCENT',
            marginValue: 5,
            clientVisible: true,
          },
        ],
      });
    expect(sells.status).toBe(200);
    expect((await at(reference, 'pricing', '/publish')).status).toBe(200);
    told = (await settled(reference, 4)).slice(3);
    expect(told).toEqual([
      {
        username: 'comercial',
        title: `Cotización ${reference} cotizada`,
        message:
          'Pablo Pricing publicó la venta con un margen por debajo del mínimo: necesita la aprobación de un gerente antes de enviarla al cliente. Pídala desde la cotización.',
      },
    ]);

    // The commercial asks approval: their manager is told, they are not.
    expect((await at(reference, 'comercial', '/approval/request')).status).toBe(200);
    told = (await settled(reference, 5)).slice(4);
    expect(told).toEqual([
      {
        username: 'gerente',
        title: `Aprobación pedida ${reference}`,
        message: 'Carlos Comercial pide aprobar un margen por debajo del mínimo.',
      },
    ]);

    expect(
      (await at(reference, 'gerente', '/approval/decide', { approve: false, comment: 'Margen muy bajo.' })).status,
    ).toBe(200);
    told = (await settled(reference, 6)).slice(5);
    expect(told).toEqual([
      {
        username: 'comercial',
        title: `Margen rechazado ${reference}`,
        message: 'Gabriela Gerente rechazó el margen. Margen muy bajo.',
      },
    ]);
  });

  it("the commercial's own status changes tell nobody", async () => {
    const reference = await requestFcl();
    await settled(reference, 2);
    const res = await request(t.http)
      .post(`/app/v1/quotations/${reference}/status`)
      .set(bearer(tokens.comercial))
      .send({ status: 'FUTURE' });
    expect(res.status).toBeLessThan(300);
    expect(await settled(reference, 2)).toHaveLength(2);
  });
});
