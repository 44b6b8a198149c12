import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { InboundMailKind } from '@freight/shared';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { Outbox } from '../../common/queue/outbox.js';
import { OutboxRelay } from '../../common/queue/outbox-relay.js';
import { type AppQueue, type AppWorker, QueueFactory } from '../../common/queue/queue.factory.js';
import { INBOUND_NOTICE_JOBS, OUTBOX_JOB_OPTIONS, QUEUE_NAMES } from '../../common/queue/queue.constants.js';
import type { MatchedRequest } from './inbound-mail.repository.js';

export const INBOUND_MAIL_STORED = 'inbound.mail-stored';
export type InboundMailStoredEvent = {
  kind: InboundMailKind;
  quotationId: string | null;
  providerId: string | null;
  /** A bounce: the address that failed. */
  address: string | null;
  /** Who sent it and its subject (an unmatched mail's notice names them). */
  from?: string | null;
  subject?: string | null;
  /** A mail over the size limit, stored as a stub (its size in bytes). */
  tooLargeBytes?: number | null;
};

/** The outbox job id of a mail's notice: one per mail and outcome (held, then accepted, is two). */
export const inboundNoticeJobId = (mailId: string, kind: InboundMailKind) => `inbound-notice-${mailId}-${kind}`;

/**
 * Tells the listeners (pricing's notifications, the metrics) what a stored mail became (issue 42). The
 * notice is an outbox row written in the transaction that stored the mail, so it exists exactly when the
 * mail does: a process that dies after the commit leaves it for the relay of the next start, and pricing
 * is still told. The worker emits INBOUND_MAIL_STORED in-process.
 */
@Injectable()
export class InboundNotices implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(InboundNotices.name);
  private readonly queue: AppQueue<InboundMailStoredEvent>;
  private worker: AppWorker<InboundMailStoredEvent> | null = null;

  constructor(
    private readonly factory: QueueFactory,
    private readonly outbox: Outbox,
    private readonly events: EventEmitter2,
    relay: OutboxRelay,
  ) {
    this.queue = factory.createQueue<InboundMailStoredEvent>(QUEUE_NAMES.inboundNotices, OUTBOX_JOB_OPTIONS);
    relay.route(QUEUE_NAMES.inboundNotices, this.queue);
  }

  onModuleInit(): void {
    this.worker = this.factory.createWorker<InboundMailStoredEvent>(QUEUE_NAMES.inboundNotices, async (job) => {
      await this.events.emitAsync(INBOUND_MAIL_STORED, job.data);
    });
    this.worker?.on('failed', (_job, err) => this.logger.warn(`inbound mail notice failed: ${err.message}`));
  }

  /** Writes the notice of mail `mailId` through `tx`; it is delivered once `tx` commits. */
  async add(
    tx: Tx,
    mailId: string,
    kind: InboundMailKind,
    request: Pick<MatchedRequest, 'quotationId' | 'providerId'> | null,
    extra: Pick<InboundMailStoredEvent, 'address' | 'from' | 'subject' | 'tooLargeBytes'> = { address: null },
  ): Promise<void> {
    const data: InboundMailStoredEvent = {
      kind,
      quotationId: request?.quotationId ?? null,
      providerId: request?.providerId ?? null,
      address: extra.address ?? null,
      from: extra.from ?? null,
      subject: extra.subject ?? null,
      tooLargeBytes: extra.tooLargeBytes ?? null,
    };
    await this.outbox.add(
      [
        {
          queue: QUEUE_NAMES.inboundNotices,
          name: INBOUND_NOTICE_JOBS.announce,
          jobId: inboundNoticeJobId(mailId, kind),
          data,
        },
      ],
      tx,
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
