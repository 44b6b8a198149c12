import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { RecipientSuggestion, SendResult } from '@freight/shared';
import type { SendQuotationDto } from '@freight/shared/dto';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { AppError } from '../../../common/errors/app-error.js';
import { MailQueue } from '../../../common/mail/mail.queue.js';
import type { Tx } from '../../../common/prisma/prisma.service.js';
import { QuotationPolicy } from '../../quotations/quotation.policy.js';
import {
  QUOTATION_STATUS_CHANGED,
  type QuotationStatusChangedEvent,
} from '../../quotations/quotation-status.service.js';
import { QuotationRecordsService } from '../../quotations/quotation-records.service.js';
import { ApprovalService } from '../approval.service.js';
import { sendBlocker, type SendState } from '../pricing-summary.js';
import { PDF_TEXTS } from '../quotation-pdf/pdf-texts.js';
import { quotationMail } from './quotation-mail.js';
import { QuotationPdfRepository } from '../quotation-pdf/pdf.repository.js';
import { QuotationPdfService } from '../quotation-pdf/quotation-pdf.service.js';
import { QUOTATION_SENT, type QuotationSentEvent } from '../sells.events.js';
import { SellsRepository } from '../sells.repository.js';

/** The transaction also writes the mails (the PDF in each) to the outbox: room for a large PDF and several addresses. */
const SEND_TRANSACTION = { timeout: 20_000 };

/** Sends the published quotation to the client: one queued mail per address, the PDF attached. */
@Injectable()
export class QuotationSendingService {
  constructor(
    private readonly sells: SellsRepository,
    private readonly quotations: QuotationRecordsService,
    private readonly policy: QuotationPolicy,
    private readonly approval: ApprovalService,
    private readonly pdf: QuotationPdfService,
    private readonly pdfs: QuotationPdfRepository,
    private readonly mail: MailQueue,
    private readonly events: EventEmitter2,
  ) {}

  /** The addresses the send dialog suggests: the client's active contacts. */
  /** Anyone on the commercial side who can see the quotation may read its client's contacts (as on the client's page). */
  async recipients(user: AuthUser, reference: string): Promise<RecipientSuggestion[]> {
    const q = await this.policy.findVisible(user, reference);
    return this.pdfs.recipients(q.id);
  }

  async send(user: AuthUser, reference: string, dto: SendQuotationDto): Promise<SendResult> {
    const q = await this.policy.findVisible(user, reference);
    if (!(await this.policy.isCommercialSide(user, q))) throw new AppError('FORBIDDEN');
    const recipients = [...new Set(dto.to.map((e) => e.trim().toLowerCase()))];
    // Refuse early (no PDF rendered) with the reason the user must fix; checked again under the lock.
    const seen = await this.sells.state(q.id);
    await this.assertSendable(q.id, seen);
    const pdf = await this.pdf.render(q.id);
    // A draft never goes to the client (approval withdrawn since the check above: send again).
    if (pdf.draft) throw new AppError('CONFLICT');
    const texts = PDF_TEXTS[pdf.language];
    const sentAt = new Date();

    const from = await this.sells.transaction(async (tx) => {
      const s = await this.sells.lockState(tx, q.id);
      await this.assertSendable(q.id, s, tx);
      // Re-published since the PDF was rendered: its prices may be stale.
      if (s.publishedAt?.getTime() !== seen.publishedAt?.getTime()) throw new AppError('CONFLICT');
      const sendNumber = (await this.sells.countSends(tx, q.id)) + 1;
      const ok = await this.sells.updateState(
        tx,
        q.id,
        { status: s.status, publishState: 'PUBLISHED' },
        { status: 'SENT', sentAt, updatedBy: user.id },
      );
      if (!ok) throw new AppError('CONFLICT');
      await this.quotations.addEvent(tx, {
        quotationId: q.id,
        userId: user.id,
        kind: 'STATUS_UPDATE',
        fromStatus: s.status,
        toStatus: 'SENT',
        detail: recipients.join(', '),
      });
      // Written to the outbox inside the transaction: the mails leave once (and only if) the quotation is
      // marked sent; a retried send reuses the same send number, so the keys match and no address gets it twice.
      const mail = quotationMail(texts, q.reference, pdf, dto.message);
      const content = pdf.content.toString('base64');
      await this.mail.enqueue(
        recipients.map((to) => ({
          to,
          ...mail,
          attachments: [{ filename: pdf.filename, contentType: 'application/pdf', contentBase64: content }],
          idempotencyKey: `quotation-sent:${q.id}:${sendNumber}:${to}`,
        })),
        tx,
      );
      return s.status;
    }, SEND_TRANSACTION);

    this.events.emit(QUOTATION_STATUS_CHANGED, {
      quotationId: q.id,
      reference: q.reference,
      from,
      to: 'SENT',
      userId: user.id,
    } satisfies QuotationStatusChangedEvent);
    const event: QuotationSentEvent = {
      quotationId: q.id,
      reference: q.reference,
      commercialId: q.commercialId,
      recipients,
      userId: user.id,
    };
    this.events.emit(QUOTATION_SENT, event);
    return { status: 'SENT', sentAt: sentAt.toISOString(), recipients };
  }

  private async assertSendable(quotationId: string, s: SendState, tx?: Tx): Promise<void> {
    const { lineCount, belowMinimum } = await this.approval.marginCheck(quotationId, tx);
    const blocker = sendBlocker(s, lineCount, belowMinimum);
    if (blocker)
      throw new AppError(blocker, blocker === 'INVALID_STATUS_TRANSITION' ? { from: s.status, to: 'SENT' } : null);
  }
}
