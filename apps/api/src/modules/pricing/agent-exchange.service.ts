import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { MAX_FILES_PER_COST_REQUEST, type CostQuestionInfo, type CostRequestFileInfo } from '@freight/shared';
import type { AnswerCostQuestionDto, AskCostQuestionDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { replyAddress } from '../../common/mail/reply-address.js';
import { MailQueue } from '../../common/mail/mail.queue.js';
import { inspectUpload } from '../documents/file-check.js';
import type { UploadedFileData } from '../documents/upload.interceptor.js';
import { QuotationPolicy } from '../quotations/quotation.policy.js';
import { QuotationRecordsService } from '../quotations/quotation-records.service.js';
import { canPriceService } from '../quotations/pricing-modes.js';
import { COMPANY_NAMES } from '../sells/quotation-pdf/pdf-texts.js';
import { AgentCostsService } from './agent-costs.service.js';
import { AgentExchangeRepository, toFileInfo, toQuestionInfo } from './agent-exchange.repository.js';
import { type AgentLinkClaims, AgentLinkService } from './agent-link.service.js';
import { costQuestionMail } from './cost-question-mail.js';
import { PricingRepository } from './pricing.repository.js';

export const COST_QUESTION_ASKED = 'cost.question-asked';
export type CostQuestionAskedEvent = { quotationId: string; providerId: string; question: string };

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

export type FileContent = { name: string; mimeType: string; data: Uint8Array };

/**
 * Files and questions around a cost request (issue 22). The agent reaches only its own link's
 * request (anything else is 404) and only while the link is open; pricing reaches them through
 * the quotation it may see and price.
 */
@Injectable()
export class AgentExchangeService {
  constructor(
    private readonly repo: AgentExchangeRepository,
    private readonly agentCosts: AgentCostsService,
    private readonly pricing: PricingRepository,
    private readonly quotations: QuotationRecordsService,
    private readonly policy: QuotationPolicy,
    private readonly links: AgentLinkService,
    private readonly mail: MailQueue,
    private readonly events: EventEmitter2,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The link's request while the agent may still add to it: answered, declined and cancelled refuse with their code. */
  private async writable(link: AgentLinkClaims) {
    const r = await this.agentCosts.requestOf(link);
    if (!r.quotation.active) throw new AppError('QUOTATION_CANCELLED');
    if (r.declinedAt) throw new AppError('COST_REQUEST_DECLINED');
    if (r.answeredAt) throw new AppError('COSTS_ALREADY_SENT');
    return r;
  }

  async upload(link: AgentLinkClaims, file: UploadedFileData | undefined): Promise<CostRequestFileInfo> {
    const r = await this.writable(link);
    if (!file) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'file', rules: ['isDefined'] }] });
    const checked = await inspectUpload(file.originalname, file.buffer);
    const row = await this.repo.addFile(
      {
        costRequestId: r.id,
        name: checked.name,
        mimeType: checked.mimeType,
        sizeBytes: checked.sizeBytes,
        sha256: checked.sha256,
        data: checked.bytes,
      },
      MAX_FILES_PER_COST_REQUEST,
    );
    if (!row) throw new AppError('COST_REQUEST_FILE_LIMIT', { max: MAX_FILES_PER_COST_REQUEST });
    return toFileInfo(row);
  }

  /** One of this link's own files; another request's file is not found. */
  async agentFile(link: AgentLinkClaims, id: string): Promise<FileContent> {
    const r = await this.agentCosts.requestOf(link);
    const file = await this.repo.fileContent(r.id, id);
    if (!file) throw new AppError('NOT_FOUND');
    return file;
  }

  async ask(link: AgentLinkClaims, dto: AskCostQuestionDto): Promise<CostQuestionInfo> {
    const r = await this.writable(link);
    const text = dto.text.trim();
    if (!text) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'text', rules: ['isNotEmpty'] }] });
    const row = await this.pricing.transaction(async (tx) => {
      const created = await this.repo.addQuestion(tx, r.id, text);
      await this.quotations.addEvent(tx, {
        quotationId: r.quotationId,
        kind: 'COST_QUESTION',
        detail: `${r.provider.name}: ${excerpt(text)}`,
      });
      return created;
    });
    const event: CostQuestionAskedEvent = { quotationId: r.quotationId, providerId: r.providerId, question: text };
    this.events.emit(COST_QUESTION_ASKED, event);
    return toQuestionInfo(row, new Map());
  }

  async agentQuestion(link: AgentLinkClaims, id: string): Promise<CostQuestionInfo> {
    const r = await this.agentCosts.requestOf(link);
    const row = await this.repo.question(r.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toQuestionInfo(row, await this.repo.userNames(row.answeredBy ? [row.answeredBy] : []));
  }

  /** Pricing downloads an agent's file of a quotation it may see (a file of another quotation is not found). */
  async pricingFile(user: AuthUser, reference: string, requestId: string, id: string): Promise<FileContent> {
    const q = await this.policy.findVisible(user, reference);
    const file = (await this.repo.requestOf(q.id, requestId)) ? await this.repo.fileContent(requestId, id) : null;
    if (!file) throw new AppError('NOT_FOUND');
    return file;
  }

  /** Pricing answers once; the answer is e-mailed to the agent with the request's own link. */
  async answer(
    user: AuthUser,
    reference: string,
    requestId: string,
    questionId: string,
    dto: AnswerCostQuestionDto,
  ): Promise<CostQuestionInfo> {
    const visible = await this.policy.findVisible(user, reference);
    const q = await this.quotations.findDetail(visible.id);
    if (!canPriceService(user, q.service)) throw new AppError('PRICING_MODE_NOT_ALLOWED');
    const r = await this.repo.requestOf(q.id, requestId);
    const question = r ? await this.repo.question(r.id, questionId) : null;
    if (!r || !question) throw new AppError('NOT_FOUND');
    // A withdrawn request's link no longer works: mailing it would send the agent to a dead end.
    if (r.cancelledAt) throw new AppError('CONFLICT', { costRequest: 'notOpen' });
    const text = dto.text.trim();
    if (!text) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'text', rules: ['isNotEmpty'] }] });
    const analyst = await this.pricing.userContact(user.id);
    const url = this.links.url(
      this.links.sign({ costRequestId: r.id, quotationId: q.id, providerId: r.providerId }, r.expiresAt),
    );
    // The request's plus-address is also the envelope sender, so a bounce reaches the portal (issue 42).
    const plus = replyAddress(this.config.inbound?.mailbox, r.replyToken);
    const mail = costQuestionMail(r.language, {
      providerName: r.provider.name,
      reference: q.reference,
      question: question.question,
      answer: text,
      companyName: COMPANY_NAMES[q.company],
      analystName: analyst?.name ?? user.username,
      analystEmail: analyst?.email ?? '',
      url,
      replyAddress: plus,
    });
    await this.pricing.transaction(async (tx) => {
      // Two analysts answering at once: the conditional update lets one through.
      if (!(await this.repo.answer(tx, question.id, text, user.id)))
        throw new AppError('COST_QUESTION_ALREADY_ANSWERED');
      await this.quotations.addEvent(tx, {
        quotationId: q.id,
        userId: user.id,
        kind: 'COST_QUESTION_ANSWERED',
        detail: r.provider.name,
      });
      // The answer's mail leaves once the answer is committed (outbox), never for an answer that lost the race.
      await this.mail.enqueue(
        {
          to: r.email,
          ...mail,
          ...(plus ? { envelopeFrom: plus } : {}),
          idempotencyKey: `cost-question:${question.id}`,
        },
        tx,
      );
    });
    const row = await this.repo.question(r.id, question.id);
    return toQuestionInfo(row!, await this.repo.userNames([user.id]));
  }
}
