import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mailJobId } from '../../src/common/mail/mail.queue.js';
import { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { QueueHealth } from '../../src/common/queue/queue-health.js';
import { mailSettled } from './mail-settled.js';
import { startMailTestModule, type MailTestModule } from './mail-test-module.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from './smtp-sink.js';

describe('mail through the queue (Redis)', () => {
  let sink: SmtpSink;
  let mod: MailTestModule;

  beforeAll(async () => {
    sink = await startSmtpSink();
    mod = await startMailTestModule({
      smtp: smtpConfigFor(sink),
    });
  });

  afterAll(async () => {
    await mod?.close();
    await sink?.close();
  });

  const delivered = (key: string) => sink.mails.filter((m) => m.subject?.includes(key));

  it('delivers a queued mail to the SMTP server exactly once and records it in the ledger', async () => {
    const key = 'welcome:user-1';
    await mod.mailQueue.enqueue({
      to: 'ana@example.com',
      subject: `Welcome ${key}`,
      text: 'Hola Ana',
      html: '<p>Hola <b>Ana</b></p>',
      idempotencyKey: key,
    });
    await mod.completed(key);
    await mailSettled(mod.moduleRef, sink);

    const mails = delivered(key);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toMatchObject({ text: 'ana@example.com' });
    expect(mails[0].from?.text).toContain('no-reply@freight.test');
    expect(mails[0].text?.trim()).toBe('Hola Ana');
    expect(mails[0].html).toContain('<b>Ana</b>');
    const row = await mod.moduleRef.get(PrismaService).sentMail.findUnique({ where: { idempotencyKey: key } });
    expect(row).toMatchObject({
      recipient: 'ana@example.com',
      subject: `Welcome ${key}`,
      messageId: mails[0].messageId,
    });
  });

  it('sends once when the same idempotency key is enqueued twice', async () => {
    const key = 'reset:user-2';
    const mail = { to: 'bo@example.com', subject: `Reset ${key}`, text: 'link', idempotencyKey: key };
    await Promise.all([mod.mailQueue.enqueue(mail), mod.mailQueue.enqueue(mail)]);
    await mod.mailQueue.enqueue(mail);
    await mod.completed(key);
    // A duplicate would still be queued or in flight here: count once nothing more can arrive.
    await mailSettled(mod.moduleRef, sink);

    expect(delivered(key)).toHaveLength(1);
  });

  it('does not send a key again once its job is gone, because the ledger remembers it', async () => {
    const key = 'invite:user-3';
    const mail = { to: 'cy@example.com', subject: `Invite ${key}`, text: 'join', idempotencyKey: key };
    await mod.mailQueue.enqueue(mail);
    await mod.completed(key);
    await mod.jobs.remove(mailJobId(key)); // as removeOnComplete does after a day

    await mod.mailQueue.enqueue(mail);
    await mod.completed(key);
    // A duplicate would still be queued or in flight here: count once nothing more can arrive.
    await mailSettled(mod.moduleRef, sink);

    expect(delivered(key)).toHaveLength(1);
  });

  it('reports the queue datastore as up', async () => {
    await expect(mod.moduleRef.get(QueueHealth).check()).resolves.toBe(true);
  });
});
