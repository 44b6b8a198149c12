import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { StompGateway } from '../../src/modules/notifications/stomp/stomp-gateway.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { eventually } from './stomp-test-client.js';

// Issue 18: a client that negotiated heart-beats 0,0 and stayed silent was never dropped.
describe('STOMP idle limit (server beat shortened to 200 ms: idle limit 6 beats = 1.2 s)', () => {
  let t: TestApp;
  let port: number;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ stompHeartbeatMs: 200 });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    token = await loginAs(t.http, 'comercial');
  });
  afterAll(() => t.close());

  async function connect(heartBeat: string) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/v1/ws`, ['v12.stomp']);
    const frames: string[] = [];
    ws.on('message', (d: Buffer) => frames.push(d.toString('utf8')));
    const closed = new Promise<number>((r) => ws.on('close', () => r(Date.now())));
    await new Promise((r) => ws.on('open', r));
    ws.send(`CONNECT\naccept-version:1.2\nheart-beat:${heartBeat}\nAuthorization:Bearer ${token}\n\n\0`);
    await eventually(() => frames.some((f) => f.startsWith('CONNECTED')), 'CONNECTED');
    return { ws, closed, connectedAt: Date.now() };
  }

  it('CONNECT with heart-beat:0,0, then silence → the server closes the socket', async () => {
    const c = await connect('0,0');
    const closedAt = await c.closed;
    console.log(
      `stomp: silent client without heart-beats dropped ${closedAt - c.connectedAt} ms after CONNECTED (idle limit 1200 ms)`,
    );
    expect(t.app.get(StompGateway).connectedSessions()).toBe(0);
  });

  it('a client without heart-beats that keeps talking is kept past the idle limit', async () => {
    const c = await connect('0,0');
    // A bare EOL is a heart-beat frame: talking every 300 ms keeps it under the 1.2 s limit.
    const talk = setInterval(() => c.ws.send('\n'), 300);
    try {
      let kept = false;
      // Proof by a fact: the socket is still open after more than twice the idle limit.
      await eventually(
        () => {
          kept = Date.now() - c.connectedAt > 2600 && c.ws.readyState === WebSocket.OPEN;
          return kept || c.ws.readyState !== WebSocket.OPEN;
        },
        'the idle limit to pass twice',
        10_000,
      );
      expect(kept).toBe(true);
    } finally {
      clearInterval(talk);
      c.ws.close();
    }
  });
});
