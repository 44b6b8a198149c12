import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type AppQueue, QueueFactory } from '../queue/queue.factory.js';
import { MAIL_JOBS, QUEUE_NAMES, type SendMailJob } from '../queue/queue.constants.js';
import { MAIL_OPTIONS, type MailOptions } from './mail.options.js';

const DAY_SECONDS = 24 * 3600;

/** How every module sends e-mail: queued, retried with backoff, sent at most once per idempotency key. */
@Injectable()
export class MailQueue {
  private readonly queue: AppQueue<SendMailJob>;

  constructor(factory: QueueFactory, @Inject(MAIL_OPTIONS) options: MailOptions) {
    this.queue = factory.createQueue<SendMailJob>(QUEUE_NAMES.mail, {
      attempts: options.attempts,
      backoff: { type: 'exponential', delay: options.retryBaseDelayMs },
      // Completed jobs stay a day so a repeated enqueue is dropped by jobId; later ones are caught by the ledger.
      removeOnComplete: { age: DAY_SECONDS },
      removeOnFail: { age: 7 * DAY_SECONDS },
    });
  }

  /** Resolves once the job is stored. Enqueueing an idempotency key again while its job exists is a no-op. */
  async enqueue(mail: SendMailJob): Promise<void> {
    await this.queue.add(MAIL_JOBS.send, mail, { jobId: mailJobId(mail.idempotencyKey) });
  }
}

/** BullMQ job ids may not contain ':' nor be integers; a hash accepts any key. */
export function mailJobId(idempotencyKey: string): string {
  return `mail-${createHash('sha256').update(idempotencyKey).digest('hex')}`;
}
