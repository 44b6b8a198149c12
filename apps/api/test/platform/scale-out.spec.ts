import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DEMO_PASSWORD } from '../../../../prisma/seed/demo-accounts.js';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../faults/api-process.js';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { eventually, openStomp, type TestStomp } from '../notifications/stomp-test-client.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { sql } from '../support/sql.js';

// Issue 48: the same build as two API processes (PROCESS_ROLE=api) and one worker (PROCESS_ROLE=worker)
// on one PostgreSQL and one Redis, as the compose file's scaled profile runs them.
const WAIT_MS = 60_000; // a ceiling for a loaded two-core runner, not a budget

async function login(api: ApiProcess, username: string): Promise<string> {
  const res = await fetch(`${api.base}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${username} on ${api.base}: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function userId(url: string, username: string): Promise<string> {
  const [row] = await sql<{ id: string }>(url, 'SELECT id FROM users WHERE username = $1', [username]);
  return row.id;
}

describe('scale-out: two API processes and one worker', () => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let redis: Redis;
  let a: ApiProcess;
  let b: ApiProcess;
  let worker: ApiProcess;
  const prefix = `scale-${randomBytes(4).toString('hex')}`;
  const sockets: TestStomp[] = [];

  beforeAll(async () => {
    if (!process.env.TEST_REDIS_URL) throw new Error('TEST_REDIS_URL is not set: run through npm test');
    db = await createTestDatabase();
    sink = await startSmtpSink();
    redis = new Redis(process.env.TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const start = (role: string) =>
      startApiProcess({
        databaseUrl: db.url,
        redisUrl: process.env.TEST_REDIS_URL!,
        queuePrefix: prefix,
        smtpPort: sink.port,
        // Every process schedules the overdue scan (a short period): it must still run once.
        env: { PROCESS_ROLE: role, OPERATION_OVERDUE_SCAN_MS: '300' },
      });
    [a, b, worker] = await Promise.all([start('api'), start('api'), start('worker')]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.stop()));
    await Promise.all([stopApiProcess(a), stopApiProcess(b), stopApiProcess(worker)]);
    redis?.disconnect();
    await sink?.close();
    await db?.drop();
  }, 240_000);

  it("only the worker consumes the queues; the worker's port answers its health and nothing of the API", async () => {
    for (const name of ['mail', 'operation-overdue', 'quotation-rules']) {
      const queue = new Queue(name, { connection: redis, prefix });
      try {
        // BullMQ names each worker's Redis connection after its queue: one process consumes, the worker.
        expect((await queue.getWorkers()).length).toBe(1);
      } finally {
        await queue.close();
      }
    }
    expect((await fetch(`${worker.base}/health`)).status).toBe(200);
    const login = await fetch(`${worker.base}/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(404);
    expect(((await login.json()) as { code: string }).code).toBe('NOT_FOUND');
  });

  it('a mail enqueued through either API process is sent once', async () => {
    const [adminOnA, adminOnB] = await Promise.all([login(a, 'admin'), login(b, 'admin')]);
    const send = async (api: ApiProcess, token: string, username: string) => {
      const res = await fetch(`${api.base}/app/v1/users/${await userId(db.url, username)}/send-password`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
    };
    // Users the later tests do not sign in as: a sent password replaces theirs.
    await send(a, adminOnA, 'gerente');
    await send(b, adminOnB, 'soporte');
    // A later mail as the marker: once it is in, the two before it have had every chance to arrive twice.
    await eventually(() => sink.mails.length >= 2, 'the two mails', WAIT_MS);
    await send(a, adminOnA, 'administrativo');
    await eventually(() => sink.mails.length >= 3, 'the marker mail', WAIT_MS);
    const to = sink.mails.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address).sort();
    expect(to).toEqual(['administrativo@freight.local', 'gerente@freight.local', 'soporte@freight.local']);
  });

  it('a notification created through one API process reaches a socket on the other once', async () => {
    const [adminOnA, comercialOnB] = await Promise.all([login(a, 'admin'), login(b, 'comercial')]);
    const socket = openStomp(Number(new URL(b.base).port), comercialOnB);
    sockets.push(socket);
    await socket.connected;
    await socket.subscribe();
    const recipientId = await userId(db.url, 'comercial');
    const notice = async (title: string) => {
      const res = await fetch(`${a.base}/app/v1/notification/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminOnA}` },
        body: JSON.stringify({ recipientId, title, message: `Mensaje ${title}` }),
      });
      expect(res.status).toBe(201);
    };
    await notice('Desde A');
    await eventually(() => socket.messages.length >= 1, 'the push on B', WAIT_MS);
    await notice('Marca');
    await eventually(() => socket.messages.length >= 2, 'the marker on B', WAIT_MS);
    expect(socket.messages.map((m) => m.title)).toEqual(['Desde A', 'Marca']);
  });

  it('the scheduled overdue scan, scheduled by all three processes, tells each operative once', async () => {
    const operativo = await login(a, 'operativo');
    const operativoId = await userId(db.url, 'operativo');
    const [{ id: clientId }] = await sql<{ id: string }>(db.url, 'SELECT id FROM clients ORDER BY created_at LIMIT 1');
    const operation = async () => {
      const res = await fetch(`${a.base}/operations/v1/operations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${operativo}` },
        body: JSON.stringify({ clientId, transportMode: 'AIR', operativeIds: [operativoId] }),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { id: string; reference: string };
    };
    const overdue = (operationId: string, title: string) =>
      sql(
        db.url,
        `INSERT INTO operation_events (id, operation_id, title, due_at, updated_at)
         VALUES (gen_random_uuid(), $1, $2, now() - interval '1 hour', now())`,
        [operationId, title],
      );
    const notices = (reference: string) =>
      sql<{ recipient_id: string }>(
        db.url,
        `SELECT recipient_id FROM notifications WHERE topic->>'kind' = 'eventOverdue' AND key = $1`,
        [reference],
      );
    const first = await operation();
    await overdue(first.id, 'Vencido');
    await eventually(async () => (await notices(first.reference)).length > 0, 'the overdue notice', WAIT_MS);
    // A second overdue event as the marker: its notice means later scans ran over the first event too.
    const second = await operation();
    await overdue(second.id, 'Marca');
    await eventually(async () => (await notices(second.reference)).length > 0, 'the marker notice', WAIT_MS);
    expect(await notices(first.reference)).toEqual([{ recipient_id: operativoId }]);
    const queue = new Queue('operation-overdue', { connection: redis, prefix });
    try {
      expect((await queue.getJobSchedulers()).length).toBe(1);
    } finally {
      await queue.close();
    }
  });
});
