import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { MailQueue } from '../../src/common/mail/mail.queue.js';
import { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { type AppQueue, QueueFactory } from '../../src/common/queue/queue.factory.js';
import { QUEUE_NAMES, type SendMailJob } from '../../src/common/queue/queue.constants.js';
import { waitFor } from './mail-test-module.js';
import { MARKER_SUBJECT_PREFIX, type SmtpSink } from './smtp-sink.js';

const watchers = new WeakMap<INestApplicationContext, AppQueue<SendMailJob>>();

/**
 * Proves that nothing more will reach the sink from what was queued so far, without a sleep:
 * a marker mail queued now is delivered, and then neither the outbox nor the mail queue holds a
 * waiting, active or delayed (retrying) job. Whatever the sink holds at that point is what counts. The marker is
 * kept in `sink.markers`, never in `sink.mails`.
 */
export async function mailSettled(app: INestApplicationContext, sink: SmtpSink): Promise<void> {
  const id = randomBytes(6).toString('hex');
  const subject = `${MARKER_SUBJECT_PREFIX}${id}`;
  await app
    .get(MailQueue)
    .enqueue({ to: 'marker@freight.test', subject, text: 'marker', idempotencyKey: `test-marker:${id}` });
  await waitFor(() => sink.markers.some((m) => m.subject === subject));
  let jobs = watchers.get(app);
  if (!jobs) {
    // Registered with the app's QueueFactory, so it is closed with the app.
    jobs = app.get(QueueFactory).createQueue<SendMailJob>(QUEUE_NAMES.mail);
    watchers.set(app, jobs);
  }
  const queue = jobs;
  await waitFor(async () => {
    if ((await app.get(PrismaService).outboxJob.count()) > 0) return false;
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
    return Object.values(counts).every((n) => n === 0);
  });
}
