import { Injectable } from '@nestjs/common';
import type { Language, Page, PortalClient, PortalQuotationDetail, PortalQuotationSummary } from '@freight/shared';
import type { PortalQuotationListQueryDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { toPage } from '../../common/pagination/keyset.js';
import { QuotationPdfService, type RenderedPdf } from '../sells/quotation-pdf/quotation-pdf.service.js';
import { PortalPolicy } from './portal.policy.js';
import { PortalRepository } from './portal.repository.js';
import { toPortalDetail, toPortalSummary } from './portal.mappers.js';
import { portalToday } from './portal-time.js';

/** What a portal user reads: their client's sent quotations, one in detail, its PDF and documents. */
@Injectable()
export class PortalQuotationsService {
  constructor(
    private readonly repo: PortalRepository,
    private readonly policy: PortalPolicy,
    private readonly pdf: QuotationPdfService,
  ) {}

  async list(user: AuthUser, q: PortalQuotationListQueryDto): Promise<Page<PortalQuotationSummary>> {
    const rows = await this.repo.listPage(this.policy.clientOf(user), q);
    const today = portalToday();
    return toPage('portal-quotations', rows, q.limit, 'createdAt', (row) => toPortalSummary(row, today));
  }

  async detail(user: AuthUser, key: string, language: Language = user.language): Promise<PortalQuotationDetail> {
    const own = await this.policy.findOwn(user, key);
    const row = await this.repo.detail(own.id);
    const [mandatoryNotes, events] = await Promise.all([
      this.repo.mandatoryNotes(row.service),
      this.repo.answerEvents(own.id),
    ]);
    const ids = [...new Set(events.flatMap((e) => (e.userId ? [e.userId] : [])))];
    const names = new Map(
      (await this.repo.clientUserNames(this.policy.clientOf(user), ids)).map((u) => [u.id, u.name]),
    );
    return toPortalDetail(row, { today: portalToday(), language, mandatoryNotes, events, names });
  }

  /** The PDF the commercial sends (same renderer, the client's number format, the quotation's date in the user's zone); logged. */
  async pdfOf(user: AuthUser, key: string): Promise<RenderedPdf> {
    const own = await this.policy.findOwn(user, key);
    const pdf = await this.pdf.render(own.id, { timeZone: user.timeZone });
    await this.repo.transaction((tx) =>
      this.repo.addEvent(tx, { quotationId: own.id, userId: user.id, kind: 'PDF_DOWNLOADED' }),
    );
    return pdf;
  }

  /** A client-visible document of one of the client's quotations; anything else is 404. */
  async document(user: AuthUser, key: string, documentId: string) {
    const own = await this.policy.findOwn(user, key);
    const doc = await this.repo.document(own.id, documentId);
    if (!doc) throw new AppError('NOT_FOUND');
    return doc;
  }

  /** The user's client and their colleagues with portal access (read-only). */
  async client(user: AuthUser): Promise<PortalClient> {
    const c = await this.repo.clientWithColleagues(this.policy.clientOf(user));
    return {
      name: c.tradeName,
      legalName: c.legalName,
      // The request form is offered only when the portal would take the request (issue 43).
      selfQuoting: c.portalSelfQuoting && c.commercialId !== null,
      colleagues: c.users.map((u) => ({
        name: u.name,
        email: u.email,
        language: u.language,
        lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
        active: u.active,
      })),
    };
  }
}
