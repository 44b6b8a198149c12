import { describe, expect, it } from '@jest/globals';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trackRequests } from './graceful-drain.js';

type Outcome = { status: number } | { error: string };

function get(port: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({ port, host: '127.0.0.1', path: '/', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end();
  });
}

function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // A long synchronous piece of work: the event loop accepts nothing meanwhile.
  }
}

describe('trackRequests().drain', () => {
  it('answers connections the kernel queued while the event loop was busy, instead of resetting them', async () => {
    const server: Server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const drain = trackRequests(server);

    // 30 clients connect at once; the loop is busy before it accepts any of them, then the drain starts.
    const answers = Promise.all(Array.from({ length: 30 }, () => get(port)));
    await new Promise((resolve) => setImmediate(resolve));
    busyFor(200);
    const drained = drain.drain(5_000);

    expect(await answers).toEqual(Array.from({ length: 30 }, () => ({ status: 200 })));
    await drained;
    expect(server.listening).toBe(false);
    expect(drain.inFlight()).toBe(0);
  });
});

describe('trackRequests().drain with a request that never ends', () => {
  it('cuts it when the grace ends, says how many, and stops listening', async () => {
    const server: Server = createServer((req, res) => {
      if (req.url === '/never') return;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const drain = trackRequests(server);
    const stuck = new Promise<Outcome>((resolve) => {
      const req = request({ port, host: '127.0.0.1', path: '/never', agent: false }, () => undefined);
      req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      req.end();
    });
    while (drain.inFlight() === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    const started = Date.now();
    expect(await drain.drain(300)).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stuck).toEqual({ error: 'ECONNRESET' });
    expect(server.listening).toBe(false);
    expect(await get(port)).toEqual({ error: 'ECONNREFUSED' });
  });
});
