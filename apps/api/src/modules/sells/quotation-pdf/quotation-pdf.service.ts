import { Injectable } from '@nestjs/common';
import { COMPANY_TIME_ZONE, type Language } from '@freight/shared';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { AppError } from '../../../common/errors/app-error.js';
import { todayIn } from '../../../common/time/zoned-dates.js';
import { QuotationPolicy } from '../../quotations/quotation.policy.js';
import { QuotationRecordsService } from '../../quotations/quotation-records.service.js';
import { ApprovalService } from '../approval.service.js';
import { pdfIsDraft } from '../pricing-summary.js';
import { SellsRepository, type PricingStateRow } from '../sells.repository.js';
import { QuotationPdfRepository } from './pdf.repository.js';
import { toPdfModel } from './pdf-model.js';
import { renderQuotationPdf } from './quotation-pdf.renderer.js';

export type RenderedPdf = {
  filename: string;
  content: Buffer;
  language: Language;
  clientName: string;
  /** The quotation's commercial, the client's contact: signs the mail and receives the answers. */
  commercial: { name: string; email: string; phone: string | null };
  companyName: string;
  /** Watermarked: not (yet) what may go to the client. */
  draft: boolean;
};

/**
 * The date the PDF carries: the day the client was sent this version (the portal's copy reads as the
 * one mailed), otherwise today (a version not sent yet, sent today if at all). Company calendar.
 */
export function issueDateOf(s: Pick<PricingStateRow, 'sentAt' | 'publishedAt'>, now = new Date()): string {
  const sentThisVersion = s.sentAt !== null && (s.publishedAt === null || s.sentAt >= s.publishedAt);
  return todayIn(COMPANY_TIME_ZONE, sentThisVersion && s.sentAt ? s.sentAt : now);
}

/**
 * The date the client's own copy (portal) carries: the quotation's date, never the download day. The
 * day it was sent (what the mailed PDF printed), else published (quoted), else created; read in the
 * reader's time zone.
 */
export function quotationDateOf(
  s: Pick<PricingStateRow, 'sentAt' | 'publishedAt'> & { createdAt: Date },
  timeZone: string,
): string {
  return todayIn(timeZone, s.sentAt ?? s.publishedAt ?? s.createdAt);
}

@Injectable()
export class QuotationPdfService {
  constructor(
    private readonly pdfs: QuotationPdfRepository,
    private readonly sells: SellsRepository,
    private readonly quotations: QuotationRecordsService,
    private readonly policy: QuotationPolicy,
    private readonly approval: ApprovalService,
  ) {}

  /**
   * The client's PDF of a quotation, in the client's language and number format. Until it may be sent
   * (published, and approved by a manager when below the minimum margin) every page says DRAFT, so a
   * downloaded copy mailed by hand cannot pass for the approved quotation.
   */
  async render(quotationId: string, reader?: { timeZone: string }): Promise<RenderedPdf> {
    const [row, state, margin] = await Promise.all([
      this.pdfs.quotation(quotationId),
      this.sells.state(quotationId),
      this.approval.marginCheck(quotationId),
    ]);
    const draft = pdfIsDraft(state, margin.belowMinimum);
    const issueDate = reader
      ? quotationDateOf({ ...state, createdAt: row.createdAt }, reader.timeZone)
      : issueDateOf(state);
    const model = toPdfModel(row, await this.pdfs.mandatoryNotes(row.service), issueDate, draft);
    return {
      filename: draft ? `${row.reference}-draft.pdf` : `${row.reference}.pdf`,
      content: await renderQuotationPdf(model),
      language: model.language,
      clientName: model.client.name,
      commercial: model.commercial,
      companyName: model.company.name,
      draft,
    };
  }

  /**
   * Download for staff: pricing may preview sells still being built; the commercial side gets the
   * published version only, as that is what may go to the client. Every download is logged.
   */
  async download(user: AuthUser, reference: string): Promise<RenderedPdf> {
    const q = await this.policy.findVisible(user, reference);
    const pricing = user.permissions.includes('PRICING');
    if (!pricing) {
      if (!(await this.policy.isCommercialSide(user, q))) throw new AppError('FORBIDDEN');
      if ((await this.sells.state(q.id)).publishState !== 'PUBLISHED') throw new AppError('NOT_PUBLISHED');
    }
    const pdf = await this.render(q.id);
    await this.sells.transaction((tx) =>
      this.quotations.addEvent(tx, { quotationId: q.id, userId: user.id, kind: 'PDF_DOWNLOADED' }),
    );
    return pdf;
  }
}
