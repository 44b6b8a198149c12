import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Tx } from '../prisma/prisma.service.js';
import { Outbox } from '../queue/outbox.js';
import { OutboxRelay } from '../queue/outbox-relay.js';
import { type AppQueue, QueueFactory } from '../queue/queue.factory.js';
import { MAIL_JOBS, QUEUE_NAMES, type SendMailJob } from '../queue/queue.constants.js';
import { MAIL_OPTIONS, type MailOptions } from './mail.options.js';

const DAY_SECONDS = 24 * 3600;

/** How every module sends e-mail: through the outbox, retried with backoff, sent at most once per idempotency key. */
@Injectable()
export class MailQueue {
  private readonly queue: AppQueue<SendMailJob>;

  constructor(
    factory: QueueFactory,
    @Inject(MAIL_OPTIONS) options: MailOptions,
    private readonly outbox: Outbox,
    relay: OutboxRelay,
  ) {
    this.queue = factory.createQueue<SendMailJob>(QUEUE_NAMES.mail, {
      attempts: options.attempts,
      backoff: { type: 'exponential', delay: options.retryBaseDelayMs },
      // Completed jobs stay a day so a repeated enqueue is dropped by jobId; later ones are caught by the ledger.
      removeOnComplete: { age: DAY_SECONDS },
      removeOnFail: { age: 7 * DAY_SECONDS },
    });
    relay.route(QUEUE_NAMES.mail, this.queue);
  }

  /**
   * Queues the mails in the caller's transaction `tx` (so they exist exactly when its writes do, and the
   * write never waits on Redis), or at once without one. Enqueueing a key again while its job exists is a
   * no-op; once sent, the ledger keeps it from leaving twice.
   */
  async enqueue(mails: SendMailJob | SendMailJob[], tx?: Tx): Promise<void> {
    const list = Array.isArray(mails) ? mails : [mails];
    await this.outbox.add(
      list.map((mail) => ({
        queue: QUEUE_NAMES.mail,
        name: MAIL_JOBS.send,
        jobId: mailJobId(mail.idempotencyKey),
        data: mail,
      })),
      tx,
    );
  }
}

/** BullMQ job ids may not contain ':' nor be integers; a hash accepts any key. */
export function mailJobId(idempotencyKey: string): string {
  return `mail-${createHash('sha256').update(idempotencyKey).digest('hex')}`;
}
