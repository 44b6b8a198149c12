import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { QueueHealth } from '../../src/common/queue/queue-health.js';
import { until } from '../faults/fault-fixtures.js';
import { sql } from '../support/sql.js';
import { mailSettled } from './mail-settled.js';
import { startMailTestModule, type MailTestModule } from './mail-test-module.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from './smtp-sink.js';

// The demo run has no Redis: BullMQ keeps its jobs in PostgreSQL (schema "jobs").
describe('mail through the queue (PostgreSQL backend, no Redis)', () => {
  let sink: SmtpSink;
  let mod: MailTestModule;

  beforeAll(async () => {
    sink = await startSmtpSink();
    mod = await startMailTestModule({
      redisUrl: null,
      smtp: smtpConfigFor(sink),
    });
  });

  afterAll(async () => {
    await mod?.close();
    await sink?.close();
  });

  it('delivers a queued mail to the SMTP server exactly once', async () => {
    const key = 'welcome:pg-user';
    await mod.mailQueue.enqueue({
      to: 'dee@example.com',
      subject: 'Bienvenida',
      text: 'Hola Dee',
      idempotencyKey: key,
    });
    await mod.completed(key);
    await mailSettled(mod.moduleRef, sink);

    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0].to).toMatchObject({ text: 'dee@example.com' });
    expect(sink.mails[0].subject).toBe('Bienvenida');
    expect(sink.mails[0].text?.trim()).toBe('Hola Dee');
    // The job went through BullMQ's tables in the app database, not through Redis.
    expect(await sql(mod.db.url, `SELECT 1 FROM information_schema.schemata WHERE schema_name = 'jobs'`)).toHaveLength(
      1,
    );
  });

  it('reports the queue datastore as up', async () => {
    // Each check gives up after 2 s; on a busy machine the health pool's first connection can take
    // longer, so ask again until it answers (a datastore that never reports up still fails).
    const health = mod.moduleRef.get(QueueHealth);
    await until(() => health.check(), 'the queue datastore to report up');
  });
});
