import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import WebSocket from 'ws';
import type { NotificationItem } from '@freight/shared';
import { StompGateway } from '../../src/modules/notifications/stomp/stomp-gateway.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { claimsOf, eventually, openStomp, sessionToken, socketUrl, type TestStomp } from './stomp-test-client.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('STOMP channel at /ws/v1/ws (real @stomp/stompjs clients)', () => {
  let t: TestApp;
  let port: number;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const clients: TestStomp[] = [];
  const open = (token: string | null, opts?: { heartbeatMs?: number }) => {
    const c = openStomp(port, token, opts);
    clients.push(c);
    return c;
  };
  const notice = async (recipient: string, title: string) => {
    const res = await request(t.http)
      .post('/app/v1/notification/')
      .set(bearer(tokens.admin))
      .send({ recipientId: ids[recipient], title, message: `Mensaje ${title}`, key: 'MVD-26-000777' });
    expect(res.status).toBe(201);
    return res.body as NotificationItem;
  };

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    for (const who of ['admin', 'comercial', 'pricing']) tokens[who] = await loginAs(t.http, who);
    for (const row of await sql<{ id: string; username: string }>(t.db.url, 'SELECT id, username FROM users'))
      ids[row.username] = row.id;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await t.close();
  });

  it('refuses a missing, invalid, expired or foreign-signed token with an ERROR frame and closes the socket', async () => {
    const claims = claimsOf(tokens.comercial);
    const cases: [string | null, string][] = [
      [null, 'AUTH_TOKEN_MISSING'],
      ['not-a-jwt', 'AUTH_TOKEN_INVALID'],
      [sessionToken(t.config.jwtSecret, claims, Date.now() - 60_000), 'AUTH_TOKEN_EXPIRED'],
      [
        sessionToken('another-secret-that-is-long-enough-0123456789', claims, Date.now() + 60_000),
        'AUTH_TOKEN_INVALID',
      ],
    ];
    for (const [token, code] of cases) {
      const c = open(token);
      await c.closed;
      expect(c.errors.map((e) => e.headers.message)).toEqual([code]);
      expect(c.client.connected).toBe(false);
    }
  });

  it('answers CONNECTED with STOMP 1.2 and heart-beats of 10000 ms both ways', async () => {
    const c = open(tokens.comercial);
    const frame = await c.connected;
    expect(frame.headers.version).toBe('1.2');
    expect(frame.headers['heart-beat']).toBe('10000,10000');
    await c.stop();
  });

  it("delivers a user's notification to that user's sockets only, as JSON { id, title, message, key }", async () => {
    const mine = open(tokens.comercial);
    const mineToo = open(tokens.comercial);
    const other = open(tokens.pricing);
    await Promise.all([mine.connected, mineToo.connected, other.connected]);
    await Promise.all([mine.subscribe(), mineToo.subscribe(), other.subscribe()]);

    const stored = await notice('comercial', 'Solo para Carlos');
    await eventually(() => mine.messages.length === 1 && mineToo.messages.length === 1, 'both comercial sockets');
    expect(mine.messages[0]).toEqual({
      id: stored.id,
      title: 'Solo para Carlos',
      message: 'Mensaje Solo para Carlos',
      key: 'MVD-26-000777',
      receivedAt: expect.any(Number),
    });
    // Nothing more arrives: a marker to each user, sent after, is what they get next.
    await notice('comercial', 'Marca Carlos');
    await notice('pricing', 'Marca Pablo');
    await eventually(
      () => [mine, mineToo].every((c) => c.messages.length >= 2) && other.messages.length >= 1,
      'the markers',
    );
    expect(mine.messages.map((m) => m.title)).toEqual(['Solo para Carlos', 'Marca Carlos']);
    expect(mineToo.messages.map((m) => m.title)).toEqual(['Solo para Carlos', 'Marca Carlos']);
    expect(other.messages.map((m) => m.title)).toEqual(['Marca Pablo']);
    await Promise.all([mine.stop(), mineToo.stop(), other.stop()]);
  });

  it("refuses a subscription to another user's queue or any destination it does not serve, and sends nothing", async () => {
    for (const destination of [
      '/user/pricing/queue/notifications',
      `/user/${ids.pricing}/queue/notifications`,
      '/topic/notifications',
    ]) {
      const c = open(tokens.comercial);
      await c.connected;
      void c.subscribe(destination);
      await c.closed;
      expect(c.errors.map((e) => e.headers.message)).toEqual(['STOMP_UNKNOWN_DESTINATION']);
      expect(c.client.connected).toBe(false);
      expect(c.messages).toEqual([]);
    }
    // The refusals left nothing behind: pricing's notice reaches pricing's own socket only; an open
    // comercial socket gets its marker, sent after, and nothing before it.
    const pablo = open(tokens.pricing);
    const carlos = open(tokens.comercial);
    await Promise.all([pablo.connected, carlos.connected]);
    await Promise.all([pablo.subscribe(), carlos.subscribe()]);
    await notice('pricing', 'Para Pablo');
    await eventually(() => pablo.messages.length >= 1, "pricing's notice");
    await notice('comercial', 'Marca Carlos');
    await eventually(() => carlos.messages.length >= 1, "comercial's marker");
    expect(pablo.messages.map((m) => m.title)).toEqual(['Para Pablo']);
    expect(carlos.messages.map((m) => m.title)).toEqual(['Marca Carlos']);
    await Promise.all([pablo.stop(), carlos.stop()]);
  });

  it('refuses frames it does not serve (SEND) with an ERROR frame', async () => {
    const c = open(tokens.comercial);
    await c.connected;
    c.client.publish({ destination: '/user/queue/notifications', body: 'hello' });
    await c.closed;
    expect(c.errors.map((e) => e.headers.message)).toEqual(['STOMP_PROTOCOL_ERROR']);
  });

  it('reads a CONNECT split across WebSocket messages and a SUBSCRIBE pipelined behind it', async () => {
    const ws = new WebSocket(socketUrl(port), ['v12.stomp']);
    const frames: string[] = [];
    ws.on('message', (d: Buffer) => frames.push(d.toString('utf8')));
    await new Promise((r) => ws.on('open', r));
    const connect = `CONNECT\naccept-version:1.2\nheart-beat:0,0\nAuthorization:Bearer ${tokens.comercial}\n\n\0`;
    ws.send(connect.slice(0, 20));
    ws.send(connect.slice(20, 200));
    ws.send(connect.slice(200) + 'SUBSCRIBE\nid:0\ndestination:/user/queue/notifications\nreceipt:r1\n\n\0');
    await eventually(() => frames.some((f) => f.startsWith('RECEIPT')), 'the receipt of the pipelined SUBSCRIBE');
    expect(frames[0].startsWith('CONNECTED\n')).toBe(true);
    const stored = await notice('comercial', 'Por socket crudo');
    await eventually(() => frames.some((f) => f.startsWith('MESSAGE')), 'the MESSAGE frame');
    const message = frames.find((f) => f.startsWith('MESSAGE'))!;
    expect(message).toContain('destination:/user/queue/notifications\n');
    expect(message).toContain('subscription:0\n');
    expect(message).toContain('content-type:application/json\n');
    const body = message.slice(message.indexOf('\n\n') + 2, message.lastIndexOf('\0'));
    expect(JSON.parse(body)).toEqual({
      id: stored.id,
      title: 'Por socket crudo',
      message: 'Mensaje Por socket crudo',
      key: 'MVD-26-000777',
    });
    ws.close();
  });

  it('closes the socket when its token expires', async () => {
    const c = open(sessionToken(t.config.jwtSecret, claimsOf(tokens.comercial), Date.now() + 1500));
    await c.connected;
    const started = Date.now();
    await c.closed;
    expect(c.errors.map((e) => e.headers.message)).toEqual(['AUTH_TOKEN_EXPIRED']);
    console.log(
      `stomp: socket closed ${Date.now() - started} ms after CONNECTED (the token was made to expire 1500 ms after it was signed)`,
    );
  });

  it('answers 404 to a WebSocket upgrade on any other path', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/v1/other`, ['v12.stomp']);
    const error = await new Promise<Error>((resolve) => ws.on('error', resolve));
    expect(error.message).toContain('404');
    // The spec writes the endpoint as "/ws/v1/ws/": with the trailing slash it is the same endpoint.
    const slash = new WebSocket(`${socketUrl(port)}/`, ['v12.stomp']);
    await new Promise((resolve, reject) => {
      slash.on('open', resolve);
      slash.on('error', reject);
    });
    expect(slash.protocol).toBe('v12.stomp');
    slash.close();
    await new Promise((r) => slash.on('close', r));
    expect(t.app.get(StompGateway).connectedSessions()).toBe(0);
  });
});

describe('STOMP heart-beats (shortened to 400 ms for the test)', () => {
  let t: TestApp;
  let port: number;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ stompHeartbeatMs: 400 });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    token = await loginAs(t.http, 'comercial');
  });
  afterAll(() => t.close());

  it('keeps a connection whose client beats, pinging it both ways', async () => {
    const c = openStomp(port, token, { heartbeatMs: 400 });
    const frame = await c.connected;
    expect(frame.headers['heart-beat']).toBe('400,400');
    // stompjs logs each heart-beat it receives as "<<< PONG" and each it sends as ">>> PING".
    // Four beats each way span several 400 ms periods: the server kept a beating client all along.
    const beats = (line: string) => c.debug.filter((l) => l === line).length;
    await eventually(
      () => c.isClosed() || (beats('<<< PONG') >= 4 && beats('>>> PING') >= 4),
      'four heart-beats each way',
      15_000,
    );
    expect(c.isClosed()).toBe(false);
    expect(c.client.connected).toBe(true);
    expect(t.app.get(StompGateway).connectedSessions()).toBe(1);
    await c.stop();
  });

  it('drops a client that promised heart-beats and went silent', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/v1/ws`, ['v12.stomp']);
    const frames: string[] = [];
    ws.on('message', (d: Buffer) => frames.push(d.toString('utf8')));
    await new Promise((r) => ws.on('open', r));
    ws.send(`CONNECT\naccept-version:1.2\nheart-beat:400,400\nAuthorization:Bearer ${token}\n\n\0`);
    const closedAt = new Promise<number>((r) => ws.on('close', () => r(Date.now())));
    await eventually(() => frames.some((f) => f.startsWith('CONNECTED')), 'CONNECTED');
    const connectedAt = Date.now();
    // The default beat is 10 s and the token lasts an hour: a drop within the test's timeout is the 400 ms beat's.
    console.log(`stomp: silent client dropped ${(await closedAt) - connectedAt} ms after CONNECTED (beat 400 ms)`);
    expect(t.app.get(StompGateway).connectedSessions()).toBe(0);
  });
});
