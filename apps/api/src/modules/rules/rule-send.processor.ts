import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { parseAuthorities } from '@freight/shared';
import { AppError } from '../../common/errors/app-error.js';
import { type AppWorker, QueueFactory } from '../../common/queue/queue.factory.js';
import { QUEUE_NAMES, type RuleSendJob } from '../../common/queue/queue.constants.js';
import { QuotationSendingService } from '../sells/quotation-sending/quotation-sending.service.js';
import { RULE_SEND_SETTLED, type RuleSendOutcome, type RuleSendSettledEvent } from './rule-send.events.js';
import { RuleSendRepository } from './rule-send.repository.js';

/**
 * Sends a quotation an AUTORATE rule with "send" on priced, through the commercial's own sending path
 * (the client's active contacts, the PDF, the minimum-margin approval). Idempotent: a quotation that is
 * no longer QUOTED was sent or changed by someone, and is left alone; a refusal is recorded once.
 */
@Injectable()
export class RuleSendProcessor implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RuleSendProcessor.name);
  private worker: AppWorker<RuleSendJob> | null = null;

  constructor(
    private readonly factory: QueueFactory,
    private readonly repo: RuleSendRepository,
    private readonly sending: QuotationSendingService,
    private readonly events: EventEmitter2,
  ) {}

  onModuleInit(): void {
    this.worker = this.factory.createWorker<RuleSendJob>(QUEUE_NAMES.quotationRules, (job) => this.send(job.data));
    this.worker?.on('failed', (_job, err) => this.logger.warn(`automatic sending failed: ${err.message}`));
  }

  /** Sends it, then says so in this process (a portal request waiting for its instant price listens). */
  async send(job: RuleSendJob): Promise<RuleSendOutcome> {
    const outcome = await this.attempt(job);
    this.events.emit(RULE_SEND_SETTLED, { quotationId: job.quotationId, outcome } satisfies RuleSendSettledEvent);
    return outcome;
  }

  private async attempt({ quotationId }: RuleSendJob): Promise<RuleSendOutcome> {
    const q = await this.repo.quotationToSend(quotationId);
    if (!q || q.status !== 'QUOTED') return 'skipped';
    // A client's portal request answers the client's user who asked; staff requests, the client's contacts.
    const requester = q.origin === 'CLIENT_REQUEST' ? await this.repo.requesterEmail(q.createdBy) : null;
    const to = requester ? [requester] : q.client.contacts.slice(0, 10).map((c) => c.email);
    const c = q.commercial;
    const actor = { ...c, permissions: parseAuthorities(c.permissions.map((p) => p.permission).join(',')) };
    try {
      if (to.length === 0) throw new AppError('RECIPIENT_NOT_FOUND');
      await this.sending.send(actor, q.reference, { to });
      return 'sent';
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // Approval below the minimum margin, no contact...: the commercial takes it from here.
      await this.repo.recordBlocked(quotationId, err.code);
      return 'blocked';
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
