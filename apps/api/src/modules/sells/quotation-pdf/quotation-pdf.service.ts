import { Injectable } from '@nestjs/common';
import { COMPANY_TIME_ZONE, type Language } from '@freight/shared';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { AppError } from '../../../common/errors/app-error.js';
import { todayIn } from '../../../common/time/zoned-dates.js';
import { QuotationPolicy } from '../../quotations/quotation.policy.js';
import { QuotationsRepository } from '../../quotations/quotations.repository.js';
import { UsersRepository } from '../../users/users.repository.js';
import { SellsRepository } from '../sells.repository.js';
import { QuotationPdfRepository } from './pdf.repository.js';
import { toPdfModel } from './pdf-model.js';
import { renderQuotationPdf } from './quotation-pdf.renderer.js';

export type RenderedPdf = { filename: string; content: Buffer; language: Language; clientName: string };

@Injectable()
export class QuotationPdfService {
  constructor(
    private readonly pdfs: QuotationPdfRepository,
    private readonly sells: SellsRepository,
    private readonly quotations: QuotationsRepository,
    private readonly policy: QuotationPolicy,
    private readonly users: UsersRepository,
  ) {}

  /** The client's PDF of a quotation: the client's language, the generating user's number format. */
  async render(quotationId: string, generatedBy: string): Promise<RenderedPdf> {
    const [row, numberFormat] = await Promise.all([
      this.pdfs.quotation(quotationId),
      this.users.numberFormat(generatedBy),
    ]);
    const model = toPdfModel(
      row,
      await this.pdfs.mandatoryNotes(row.service),
      // Dates on company documents follow the company's calendar.
      todayIn(COMPANY_TIME_ZONE),
      numberFormat,
    );
    return {
      filename: `${row.reference}.pdf`,
      content: await renderQuotationPdf(model),
      language: model.language,
      clientName: model.client.name,
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
    const pdf = await this.render(q.id, user.id);
    await this.sells.transaction((tx) =>
      this.quotations.addEvent(tx, { quotationId: q.id, userId: user.id, kind: 'PDF_DOWNLOADED' }),
    );
    return pdf;
  }
}
