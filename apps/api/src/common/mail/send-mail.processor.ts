import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Job } from 'bullmq';
import { Metrics } from '../metrics/metrics.service.js';
import { type AppWorker, QueueFactory } from '../queue/queue.factory.js';
import { MAIL_SENT_EVENT, QUEUE_NAMES, type MailSentEvent, type SendMailJob } from '../queue/queue.constants.js';
import { MAIL_OPTIONS, type MailOptions } from './mail.options.js';
import { MailService } from './mail.service.js';
import { SentMailRepository } from './sent-mail.repository.js';

/** Consumes `send-mail` jobs; a failed send throws so BullMQ retries it with backoff. */
@Injectable()
export class SendMailProcessor implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SendMailProcessor.name);
  private worker: AppWorker<SendMailJob> | null = null;

  constructor(
    private readonly factory: QueueFactory,
    private readonly mail: MailService,
    private readonly ledger: SentMailRepository,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
    private readonly events: EventEmitter2,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    this.worker = this.factory.createWorker<SendMailJob>(QUEUE_NAMES.mail, (job) => this.process(job), {
      concurrency: this.options.concurrency,
    });
    this.worker?.on('failed', (job, err) => {
      this.logger.warn(`send-mail ${job?.id ?? '?'} attempt ${job?.attemptsMade ?? '?'} failed: ${err.message}`);
      // BullMQ counts this attempt before the event: below the job's attempts it is tried again.
      const left = job ? job.attemptsMade < (job.opts.attempts ?? 1) : false;
      this.metrics.mail(left ? 'retried' : 'failed');
    });
  }

  async process(job: Job<SendMailJob>): Promise<void> {
    const { idempotencyKey, to, subject, text, html, replyTo, envelopeFrom, attachments } = job.data;
    const outcome = await this.ledger.sendOnce({ idempotencyKey, recipient: to, subject }, () => {
      const files = attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.contentBase64, 'base64'),
      }));
      return this.mail.send({
        to,
        subject,
        text,
        html,
        ...(replyTo ? { replyTo } : {}),
        ...(envelopeFrom ? { envelopeFrom } : {}),
        attachments: files,
        messageId: this.mail.messageIdFor(idempotencyKey),
      });
    });
    if (outcome.afterInterruptedAttempt)
      this.logger.warn(
        `send-mail ${job.id}: sent again after an attempt cut short mid-exchange (the recipient may hold two copies, one Message-ID)`,
      );
    // Sent before, maybe by a process killed before its owners heard of it (a cost request left
    // unmarked): they hear it again from the ledger; their handlers are idempotent.
    if (outcome.result === 'already-sent') this.logger.log(`send-mail ${job.id}: key already sent, not sent again`);
    else this.metrics.mail('sent');
    const event: MailSentEvent = { idempotencyKey, messageId: outcome.messageId, sentAt: outcome.sentAt };
    // Recorded as sent before this; a handler that fails fails the job: its retry finds the key sent and tells the owners again.
    await this.events.emitAsync(MAIL_SENT_EVENT, event);
  }

  // Here rather than in QueueModule: this module is destroyed before the global Prisma one,
  // so in-flight sends finish (close() waits for them) while the ledger is still reachable.
  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
