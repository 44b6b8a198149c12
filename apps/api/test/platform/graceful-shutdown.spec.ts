import { describe, expect, it } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { Public } from '../../src/common/auth/access.decorators.js';
import { MailQueue } from '../../src/common/mail/mail.queue.js';
import { smtpConfigFor, startSmtpSink } from '../mail/smtp-sink.js';
import { startTestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

let slowStarted = 0;
// The request in flight finishes only when the test lets it, after the close has begun.
let finishSlow: () => void = () => undefined;
const slowMayFinish = new Promise<void>((resolve) => {
  finishSlow = resolve;
});

@Controller('app/v1/slow')
class SlowController {
  @Get()
  @Public()
  async slow() {
    slowStarted++;
    await slowMayFinish;
    return { finished: true };
  }
}
@Module({ controllers: [SlowController] })
class SlowModule {}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('graceful shutdown (what SIGTERM triggers through enableShutdownHooks)', () => {
  it('finishes a request in flight before the server closes', async () => {
    const t = await startTestApp({}, [SlowModule]);
    try {
      await t.app.listen(0, '127.0.0.1');
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const inFlight = fetch(`http://127.0.0.1:${port}/app/v1/slow`);
      await until(() => slowStarted === 1);
      const closing = t.app.close();
      // The server has stopped listening (the close is under way) while the request is still open.
      const server = t.app.getHttpServer() as { listening: boolean };
      await until(() => !server.listening);
      finishSlow();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ finished: true });
      await closing;
      await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    } finally {
      await t.db.drop();
    }
  });

  it('finishes a mail job in flight before the process lets go', async () => {
    const sink = await startSmtpSink(0, 1500);
    const t = await startTestApp({
      smtp: smtpConfigFor(sink),
    });
    try {
      await t.app.get(MailQueue).enqueue({
        to: 'agent@example.com',
        subject: 'Cost request',
        text: 'Please quote',
        idempotencyKey: 'shutdown-test-1',
      });
      await until(() => sink.started() === 1);
      await t.app.close();
      expect(sink.mails).toHaveLength(1);
      const rows = await sql(t.db.url, `SELECT 1 FROM sent_mails WHERE idempotency_key = 'shutdown-test-1'`);
      expect(rows).toHaveLength(1);
    } finally {
      await t.db.drop();
      await sink.close();
    }
  });
});
