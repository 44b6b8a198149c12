import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { testRedisUrl } from '../support/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { type ApiProcess, startApiProcess, stopApiProcess } from './api-process.js';
import { httpClient } from './fault-fixtures.js';

const IN_FLIGHT = 60;
const LIST = '/app/v1/quotations?view=manager&limit=100';

type Outcome = { status: number; error: string | null; answeredAt: number };

/** One GET on a connection of its own (no keep-alive), so each request is one accepted connection. */
function get(base: string, path: string, token: string): { sent: Promise<void>; outcome: Promise<Outcome> } {
  let sent!: () => void;
  const flushed = new Promise<void>((resolve) => (sent = resolve));
  const outcome = new Promise<Outcome>((resolve) => {
    const req = http.request(
      `${base}${path}`,
      { agent: false, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, error: null, answeredAt: Date.now() }));
        res.on('error', (e) => resolve({ status: res.statusCode ?? 0, error: e.message, answeredAt: Date.now() }));
      },
    );
    req.on('error', (e) => {
      sent();
      resolve({ status: 0, error: (e as NodeJS.ErrnoException).code ?? e.message, answeredAt: Date.now() });
    });
    // 'finish': the whole request has been handed to the connection.
    req.on('finish', sent);
    req.end();
  });
  return { sent: flushed, outcome };
}

const CLIENTS = 8;

type Sent = { sentAt: number; status: number; error: string | null; answeredAt: number };

/**
 * A client on a keep-alive connection of its own, sending one request after another until `done()`:
 * when the server ends the connection (`Connection: close`, a refusal) it reconnects at once. Each
 * request's `sentAt` is when it had been written whole to its connection.
 */
async function reconnectingClient(base: string, path: string, token: string, done: () => boolean): Promise<Sent[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sent: Sent[] = [];
  try {
    while (!done()) {
      const result = await new Promise<Sent>((resolve) => {
        let sentAt = Number.POSITIVE_INFINITY;
        const req = http.request(`${base}${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ sentAt, status: res.statusCode ?? 0, error: null, answeredAt: Date.now() }));
          res.on('error', (e) =>
            resolve({ sentAt, status: res.statusCode ?? 0, error: e.message, answeredAt: Date.now() }),
          );
        });
        req.on('finish', () => (sentAt = Date.now()));
        req.on('error', (e) =>
          resolve({ sentAt, status: 0, error: (e as NodeJS.ErrnoException).code ?? e.message, answeredAt: Date.now() }),
        );
        req.end();
      });
      // A refused connection never sent its request: it counts from when it was tried.
      sent.push(result.error === 'ECONNREFUSED' ? { ...result, sentAt: result.answeredAt } : result);
      if (result.error) await new Promise((r) => setImmediate(r));
    }
  } finally {
    agent.destroy();
  }
  return sent;
}

/**
 * Fault suite (issues 18, 37): SIGTERM (what an orchestrator sends to stop or redeploy) reaches the API
 * process while requests are being answered. Every request it had received is answered 200, and the
 * process then exits 0 on its own, within 5 s even while clients keep reconnecting.
 */
describe('faults: SIGTERM under load', () => {
  let db: TestDatabase;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await startApiProcess({
      databaseUrl: db.url,
      redisUrl: testRedisUrl(),
      queuePrefix: `term-${randomBytes(4).toString('hex')}`,
    });
  }, 240_000);

  afterAll(async () => {
    await stopApiProcess(api);
    await db?.drop();
  }, 240_000);

  it(`${IN_FLIGHT} x GET ${LIST} in flight, then SIGTERM: every one answered 200, then the process exits 0`, async () => {
    if (!api) throw new Error('no API');
    const token = await httpClient(api.base).login('gerente');
    // Warm: the first list of a process pays for its query plans.
    expect((await get(api.base, LIST, token).outcome).status).toBe(200);

    const calls = Array.from({ length: IN_FLIGHT }, () => get(api!.base, LIST, token));
    const requests = calls.map((c) => c.outcome);
    // Every request written to its connection, and one answered: the server has been reading them
    // (on a loaded machine the client itself may still be opening connections when the first answers).
    await Promise.all(calls.map((c) => c.sent));
    const first = await Promise.race(requests);
    const termAt = Date.now();
    api.child.kill('SIGTERM');
    const outcomes = await Promise.all(requests);
    const inFlightAtTerm = outcomes.filter((o) => o !== first && o.answeredAt >= termAt).length;
    // A process that does not stop on its own is a failure too; it is killed after 20 s.
    const hung = setTimeout(() => api?.child.kill('SIGKILL'), 20_000);
    const exit = await api.exited;
    clearTimeout(hung);
    if (exit.code !== 0) console.log(`API output:\n${api.output().slice(-4000)}`);
    const exitMs = Date.now() - termAt;
    // After the exit nothing listens any more.
    const after = await get(api.base, '/health', token).outcome;

    const failed = outcomes.filter((o) => o.status !== 200);
    console.log(
      `faults/sigterm: ${IN_FLIGHT} requests sent at once, ${inFlightAtTerm} still in flight at SIGTERM; ` +
        `${outcomes.length - failed.length} answered 200, failed ${failed.length}` +
        (failed.length ? ` (${failed.map((o) => o.error ?? o.status).join(', ')})` : '') +
        `; the process exited ${exit.signal ? `by ${exit.signal}` : `with ${exit.code}`} ${exitMs} ms after SIGTERM`,
    );

    expect(inFlightAtTerm).toBeGreaterThan(IN_FLIGHT / 2);
    expect(failed).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(after.error).toBe('ECONNREFUSED');
  }, 90_000);

  it(`${CLIENTS} keep-alive clients that reconnect at once, then SIGTERM: exit 0 within 5 s, no 5xx, nothing sent before SIGTERM reset`, async () => {
    const own = await startApiProcess({
      databaseUrl: db.url,
      redisUrl: testRedisUrl(),
      queuePrefix: `term-${randomBytes(4).toString('hex')}`,
    });
    try {
      const token = await httpClient(own.base).login('gerente');
      expect((await get(own.base, LIST, token).outcome).status).toBe(200);
      let exitedAt = 0;
      const exited = own.exited.then((e) => {
        exitedAt = Date.now();
        return e;
      });
      const clients = Array.from({ length: CLIENTS }, () =>
        reconnectingClient(own.base, LIST, token, () => exitedAt > 0),
      );
      // The clients run a while first, so SIGTERM finds requests in flight and keep-alive connections open.
      await new Promise((r) => setTimeout(r, 1_500));
      const termAt = Date.now();
      own.child.kill('SIGTERM');
      const hung = setTimeout(() => own.child.kill('SIGKILL'), 20_000);
      const exit = await exited;
      clearTimeout(hung);
      const exitMs = exitedAt - termAt;
      const sent = (await Promise.all(clients)).flat();

      const before = sent.filter((r) => r.sentAt < termAt);
      const after = sent.filter((r) => r.sentAt >= termAt);
      const isReset = (r: Sent) => r.error !== null && r.error !== 'ECONNREFUSED';
      const serverErrors = sent.filter((r) => r.status >= 500);
      const figures = {
        exitMs,
        exit: exit.signal ?? exit.code,
        sentBeforeTerm: before.length,
        answeredBeforeTerm: before.filter((r) => r.status === 200).length,
        inFlightAtTerm: before.filter((r) => r.answeredAt >= termAt).length,
        resetsOfRequestsSentBeforeTerm: before.filter(isReset).length,
        sentAfterTerm: after.length,
        answeredAfterTerm: after.filter((r) => r.status === 200).length,
        refusedAfterTerm: after.filter((r) => r.error === 'ECONNREFUSED').length,
        resetsAfterTerm: after.filter(isReset).length,
        serverErrors: serverErrors.length,
      };
      console.log(`faults/sigterm-reconnecting: ${CLIENTS} clients; ${JSON.stringify(figures)}`);
      if (exit.code !== 0) console.log(`API output:\n${own.output().slice(-4000)}`);

      expect(exit).toEqual({ code: 0, signal: null });
      expect(exitMs).toBeLessThan(5_000);
      expect(serverErrors).toEqual([]);
      expect(before.filter(isReset)).toEqual([]);
      expect(figures.inFlightAtTerm).toBeGreaterThan(0);
      expect(before.filter((r) => r.status !== 200)).toEqual([]);
    } finally {
      await stopApiProcess(own);
    }
  }, 90_000);
});
