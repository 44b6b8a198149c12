import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { waitFor } from '../mail/mail-test-module.js';
import { sql } from '../support/sql.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { templateUrl } from '../support/database.js';

type Health = { status: string; database: string; queue: string };

/** A Redis of the test's own, on a Unix socket in a private folder (no port to race for). */
function ownRedis() {
  const dir = mkdtempSync(join(tmpdir(), 'health-redis-'));
  const socket = join(dir, 'redis.sock');
  let child: ChildProcess | null = null;
  return {
    socket,
    async start(): Promise<void> {
      const server = spawn(
        'redis-server',
        [
          '--port',
          '0',
          '--unixsocket',
          socket,
          '--unixsocketperm',
          '700',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          dir,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      await new Promise<void>((resolve, reject) => {
        server.on('error', reject);
        server.on('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
        server.stdout?.on('data', (d: Buffer) => {
          out += d.toString();
          if (/ready to accept connections/i.test(out)) resolve();
        });
      });
      server.removeAllListeners('exit');
      child = server;
    },
    async stop(): Promise<void> {
      const server = child;
      if (!server) return;
      child = null;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
    /** Stops the process where it stands (SIGSTOP): connections stay open and nothing answers. */
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Polls /health until it answers `status`; returns the body and how long it took. */
async function healthBecomes(t: TestApp, status: number): Promise<{ body: Health; ms: number }> {
  const started = Date.now();
  let last: request.Response | undefined;
  await waitFor(async () => {
    last = await request(t.http).get('/health');
    return last.status === status;
  }, 10_000);
  return { body: last!.body as Health, ms: Date.now() - started };
}

/** A statement on the PostgreSQL server itself (not the app's database). */
async function onServer(statement: string): Promise<void> {
  const url = new URL(templateUrl());
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// One app on a Redis of its own; each test breaks one real dependency and puts it back (in finally).
describe('/health when a real dependency stops', () => {
  const redis = ownRedis();
  let t: TestApp;

  beforeAll(async () => {
    await redis.start();
    t = await startTestApp({ redisUrl: redis.socket });
  });
  afterAll(async () => {
    // The app closes its queues against a running Redis, whatever a test left.
    redis.resume();
    await t?.close();
    await redis.stop();
    redis.cleanup();
  });

  // Stopped, not killed: after a Redis restart the BullMQ worker's close can hang (see the report of
  // issue 23), which would hang this file's teardown rather than test /health.
  it('answers 503 with the queue down while Redis is stopped, and 200 again once it runs', async () => {
    expect((await request(t.http).get('/health')).body).toEqual({
      status: 'up',
      database: 'up',
      queue: 'up',
      eventLoop: 'up',
    });
    redis.pause();
    try {
      const down = await healthBecomes(t, 503);
      expect(down.body).toEqual({ status: 'down', database: 'up', queue: 'down', eventLoop: 'up' });
      console.log(`health: 503 ${down.ms} ms after Redis stopped`);
    } finally {
      redis.resume();
    }
    const up = await healthBecomes(t, 200);
    expect(up.body).toEqual({ status: 'up', database: 'up', queue: 'up', eventLoop: 'up' });
  });

  it('answers 503 with the database down while it is dropped, and 200 once it exists again', async () => {
    const name = new URL(t.db.url).pathname.slice(1);
    const template = new URL(templateUrl()).pathname.slice(1);
    expect((await request(t.http).get('/health')).status).toBe(200);
    const token = await loginAs(t.http, 'comercial');
    // The database comes back from the template, so the server-side session is carried over by hand.
    const sessions = await sql<{ row: unknown }>(t.db.url, `SELECT row_to_json(s) AS row FROM sessions s`);

    // FORCE ends the app's open connections too: the next query has to reconnect and cannot.
    await onServer(`DROP DATABASE "${name}" WITH (FORCE)`);
    try {
      const down = await healthBecomes(t, 503);
      expect(down.body).toEqual({ status: 'down', database: 'down', queue: 'up', eventLoop: 'up' });
      console.log(`health: 503 ${down.ms} ms after the database was dropped`);
      // A signed-in user's calls answer 503 with its code, within seconds: never 401 (which signs the
      // user out) and never 500.
      for (const path of ['/auth/v1/me', '/app/v1/quotations?view=mine']) {
        const started = Date.now();
        const res = await request(t.http)
          .get(path)
          .set('Authorization', `Bearer ${token}`)
          .set('Accept-Language', 'en');
        expect([res.status, (res.body as { code: string }).code]).toEqual([503, 'DEPENDENCY_UNAVAILABLE']);
        expect(res.headers['retry-after']).toBe('5');
        console.log(`health: GET ${path} answered 503 in ${Date.now() - started} ms with the database gone`);
      }
    } finally {
      await onServer(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      for (const { row } of sessions)
        await sql(t.db.url, `INSERT INTO sessions SELECT * FROM json_populate_record(NULL::sessions, $1)`, [
          JSON.stringify(row),
        ]);
    }
    const up = await healthBecomes(t, 200);
    expect(up.body).toEqual({ status: 'up', database: 'up', queue: 'up', eventLoop: 'up' });
    // The same session works again: nothing signed it out.
    expect((await request(t.http).get('/auth/v1/me').set('Authorization', `Bearer ${token}`)).status).toBe(200);
  });
});
