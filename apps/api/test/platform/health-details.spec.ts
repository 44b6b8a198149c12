import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import type { HealthDetails } from '../../src/modules/health/health-details.service.js';
import { sql } from '../support/sql.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';

const migrations = readdirSync(
  join(resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..'), 'prisma/migrations'),
  { withFileTypes: true },
).filter((e) => e.isDirectory()).length;

// Issue 20: the operator's view of the installation, for administrators only.
describe('GET /health/details', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink(0);
    t = await startTestApp({
      smtp: smtpConfigFor(sink, 'Portal <no-reply@freight.test>'),
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('needs a session and an administrator (UPDATE_USER)', async () => {
    expect((await request(t.http).get('/health/details')).status).toBe(401);
    const comercial = await loginAs(t.http, 'comercial');
    expect((await request(t.http).get('/health/details').set('Authorization', `Bearer ${comercial}`)).status).toBe(403);
  });

  it('reports database, queue and SMTP up with latencies, no pending migration and the mail queue depth', async () => {
    const admin = await loginAs(t.http, 'admin');
    const res = await request(t.http).get('/health/details').set('Authorization', `Bearer ${admin}`);
    expect(res.status).toBe(200);
    const d = res.body as HealthDetails;
    expect(d).toMatchObject({
      status: 'up',
      database: { up: true },
      queue: { up: true },
      smtp: { up: true },
      migrations: { applied: migrations, pending: [] },
      // No reply mailbox configured: replies by mail are off, and nothing says degraded about it.
      inbound: { enabled: false, mailbox: null, channels: [], waiting: 0, failing: 0, held: 0 },
    });
    expect(d.queues.mail).toEqual({
      waiting: expect.any(Number),
      active: expect.any(Number),
      delayed: expect.any(Number),
      failed: expect.any(Number),
    });
  });

  it('reports the newest recorded backup, or null before the first one', async () => {
    const admin = await loginAs(t.http, 'admin');
    const read = async () =>
      ((await request(t.http).get('/health/details').set('Authorization', `Bearer ${admin}`)).body as HealthDetails)
        .lastBackup;
    await sql(t.db.url, 'DELETE FROM backup_runs');
    expect(await read()).toBeNull();
    await sql(
      t.db.url,
      `INSERT INTO backup_runs (file, size_bytes, duration_ms, finished_at) VALUES
         ('freight-20261101-020000.dump', 1000, 900, '2026-11-01T02:00:00Z'), ('freight-20261102-020000.dump', 2048, 1200, '2026-11-02T02:00:00Z')`,
    );
    expect(await read()).toEqual({
      finishedAt: '2026-11-02T02:00:00.000Z',
      file: 'freight-20261102-020000.dump',
      sizeBytes: 2048,
      durationMs: 1200,
    });
  });
});
