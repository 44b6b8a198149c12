import { Inject, Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import {
  CLOSED_STATUSES,
  SERVICE_MODE,
  SERVICES,
  type AgentSuggestion,
  type CostDeclineReason,
  type CostRequestInfo,
  type CostRequestState,
  type Language,
} from '@freight/shared';
import type { RequestCostsDto, ResendCostRequestDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { MAIL_SENT_EVENT, type MailSentEvent } from '../../common/queue/queue.constants.js';
import { QuotationPolicy } from '../quotations/quotation.policy.js';
import { QuotationRecordsService } from '../quotations/quotation-records.service.js';
import { canPriceService } from '../quotations/pricing-modes.js';
import { AgentExchangeRepository, toFileInfo, toQuestionInfo } from './agent-exchange.repository.js';
import { AgentLinkService } from './agent-link.service.js';
import { rankAgentSuggestions } from './agent-suggestions.js';
import { CostRequestMailer, REQUEST_MAIL_KEY_PREFIX, type MailedRequest } from './cost-request-mailer.js';
import { PricingRepository } from './pricing.repository.js';

@Injectable()
export class CostRequestsService {
  private readonly logger = new Logger(CostRequestsService.name);

  constructor(
    private readonly pricing: PricingRepository,
    private readonly quotations: QuotationRecordsService,
    private readonly policy: QuotationPolicy,
    private readonly links: AgentLinkService,
    private readonly mailer: CostRequestMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly exchange: AgentExchangeRepository,
  ) {}

  /** One request per provider: a row, a signed link, a "cost request" event, then a queued e-mail in the provider's language. */
  async request(user: AuthUser, reference: string, dto: RequestCostsDto): Promise<CostRequestInfo[]> {
    const q = await this.requestable(user, reference);
    const ids = [...new Set(dto.providerIds)];
    const providers = await this.pricing.providersWithContacts(ids);
    const problems = ids.flatMap((id, i) => {
      const p = providers.find((x) => x.id === id);
      if (!p) return [{ field: `providerIds.${i}`, rules: ['notFound'] }];
      return p.contacts.length ? [] : [{ field: `providerIds.${i}`, rules: ['noActiveContact'] }];
    });
    if (ids.length === 0) problems.push({ field: 'providerIds', rules: ['arrayNotEmpty'] });
    if (problems.length) throw new AppError('VALIDATION_FAILED', { fields: problems });

    const expiresAt = this.links.expiryFromNow();
    const answerBy = this.answerBy(dto.answerBy, expiresAt);
    const mails = await this.mailer.prepare(q, { id: user.id, fallbackName: user.username });
    // The rows, their events and their mails (in the outbox) commit together or not at all; a deadlock
    // retry runs all of it again. Nothing here waits on the job datastore.
    await this.pricing.transaction(async (tx) => {
      const created: MailedRequest[] = [];
      for (const p of providers) {
        const row = await this.pricing.createCostRequest(tx, {
          quotationId: q.id,
          providerId: p.id,
          email: p.contacts[0].email,
          language: p.language,
          expiresAt,
          answerBy,
          createdBy: user.id,
        });
        await this.quotations.addEvent(tx, {
          quotationId: q.id,
          userId: user.id,
          kind: 'COST_REQUEST',
          detail: p.name,
        });
        created.push(mailed(row, p, expiresAt, answerBy));
      }
      await this.mailer.queue(tx, mails(created));
    });
    return this.list(user, reference);
  }

  /** A quotation pricing may still ask agents about. */
  private async requestable(user: AuthUser, reference: string) {
    const visible = await this.policy.findVisible(user, reference);
    const q = await this.quotations.findDetail(visible.id);
    if (!canPriceService(user, q.service)) throw new AppError('PRICING_MODE_NOT_ALLOWED');
    if (!q.active) throw new AppError('QUOTATION_INACTIVE');
    if (CLOSED_STATUSES.includes(q.status)) throw new AppError('CONFLICT', { status: q.status });
    return q;
  }

  /**
   * Resend: the old link ends at once (withdrawn in the same transaction that creates the new
   * request), and the agent gets a new mail with a new link and answer-by date.
   */
  async resend(user: AuthUser, reference: string, id: string, dto: ResendCostRequestDto): Promise<CostRequestInfo[]> {
    const q = await this.requestable(user, reference);
    const expiresAt = this.links.expiryFromNow();
    const answerBy = this.answerBy(dto.answerBy, expiresAt);
    const mails = await this.mailer.prepare(q, { id: user.id, fallbackName: user.username });
    await this.pricing.transaction(async (tx) => {
      const old = await this.pricing.cancelOpen(tx, q.id, id);
      if (!old) throw new AppError('CONFLICT', { costRequest: 'notOpen' });
      const [p] = await this.pricing.providersWithContacts([old.providerId]);
      if (!p?.contacts.length)
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ field: 'providerId', rules: [p ? 'noActiveContact' : 'notFound'] }],
        });
      const row = await this.pricing.createCostRequest(tx, {
        quotationId: q.id,
        providerId: p.id,
        email: p.contacts[0].email,
        language: p.language,
        expiresAt,
        answerBy,
        createdBy: user.id,
      });
      await this.quotations.addEvent(tx, { quotationId: q.id, userId: user.id, kind: 'COST_REQUEST', detail: p.name });
      await this.mailer.queue(tx, mails([mailed(row, p, expiresAt, answerBy)]));
    });
    return this.list(user, reference);
  }

  /** Withdraws an open request: its link ends at once. */
  async cancel(user: AuthUser, reference: string, id: string): Promise<void> {
    const q = await this.requestable(user, reference);
    const done = await this.pricing.transaction((tx) => this.pricing.cancelOpen(tx, q.id, id));
    if (!done) throw new AppError('CONFLICT', { costRequest: 'notOpen' });
  }

  async list(user: AuthUser, reference: string): Promise<CostRequestInfo[]> {
    const q = await this.policy.findVisible(user, reference);
    const requests = await this.pricing.costRequestsOf(q.id);
    const ids = requests.map((r) => r.id);
    const [files, questions, mails, drafts] = await Promise.all([
      this.exchange.filesOf(ids),
      this.exchange.questionsOf(ids),
      this.exchange.mailCounts(ids),
      this.exchange.pendingDraftCounts(ids),
    ]);
    const names = await this.exchange.userNames(questions.flatMap((x) => (x.answeredBy ? [x.answeredBy] : [])));
    return requests.map((r) => ({
      id: r.id,
      provider: r.provider,
      email: r.email,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      answeredAt: r.answeredAt?.toISOString() ?? null,
      answeredByMailAt: r.answeredByMailAt?.toISOString() ?? null,
      bouncedAt: r.bouncedAt?.toISOString() ?? null,
      expiresAt: r.expiresAt.toISOString(),
      answerBy: r.answerBy?.toISOString() ?? null,
      firstOpenedAt: r.firstOpenedAt?.toISOString() ?? null,
      declinedAt: r.declinedAt?.toISOString() ?? null,
      declineReason: (r.declineReason as CostDeclineReason | null) ?? null,
      declineText: r.declineText,
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
      state: stateOf(r),
      files: files.filter((f) => f.costRequestId === r.id).map(toFileInfo),
      questions: questions.filter((x) => x.costRequestId === r.id).map((x) => toQuestionInfo(x, names)),
      mailCount: mails.get(r.id) ?? 0,
      pendingDrafts: drafts.get(r.id) ?? 0,
    }));
  }

  /** Pricing's answer-by date, or the configured default; in the future and within the link's validity. */
  private answerBy(requested: string | undefined, expiresAt: Date): Date {
    if (!requested)
      return new Date(Math.min(Date.now() + this.config.costRequestAnswerHours * 3_600_000, expiresAt.getTime()));
    const at = new Date(requested);
    const rule =
      at.getTime() <= Date.now() ? 'future' : at.getTime() > expiresAt.getTime() ? 'withinLinkValidity' : null;
    if (rule) throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'answerBy', rules: [rule] }] });
    return at;
  }

  /**
   * Agents for the quotation, best fit first, each with the reasons it is suggested: the lane in
   * its direction (origin → destination country), the service or its mode, and past answers.
   */
  async suggestions(user: AuthUser, reference: string): Promise<AgentSuggestion[]> {
    const visible = await this.policy.findVisible(user, reference);
    const q = await this.quotations.findDetail(visible.id);
    const [origin, destination] = await Promise.all([
      this.pricing.countryOf(q.originCode),
      this.pricing.countryOf(q.destinationCode),
    ]);
    const mode = SERVICE_MODE[q.service];
    const candidates = await this.pricing.candidateProviders(SERVICES.filter((s) => SERVICE_MODE[s] === mode));
    const [answered, requests] = await Promise.all([
      this.pricing.answeredRequestCounts(candidates.map((p) => p.id)),
      this.pricing.costRequestsOf(q.id),
    ]);
    // Newest first: the first request seen per agent is its latest one.
    const latest = new Map<string, (typeof requests)[number]>();
    for (const r of requests) if (!latest.has(r.provider.id)) latest.set(r.provider.id, r);
    const bounced = new Map(candidates.map((p) => [p.id, p.contacts[0]?.bouncedAt?.toISOString() ?? null]));
    return rankAgentSuggestions({ service: q.service, origin, destination }, candidates, answered).map((s) => {
      const r = latest.get(s.id);
      const asked = r ? { state: stateOf(r), at: (r.sentAt ?? r.createdAt).toISOString() } : null;
      // A bounced address is still asked (the agent may have fixed its mailbox): the screen warns first.
      return { ...s, asked, bouncedAt: bounced.get(s.id) ?? null };
    });
  }

  /**
   * The agent's waiting time starts when the mail actually left, not when it was queued. A failed
   * write fails the mail job, whose retry (the mail is not sent again) records it.
   */
  @OnEvent(MAIL_SENT_EVENT, { async: true, promisify: true, suppressErrors: false })
  async onMailSent(event: MailSentEvent): Promise<void> {
    if (!event.idempotencyKey.startsWith(REQUEST_MAIL_KEY_PREFIX)) return;
    try {
      await this.pricing.markSent(event.idempotencyKey.slice(REQUEST_MAIL_KEY_PREFIX.length), event.sentAt);
    } catch (e) {
      this.logger.error(`could not record the sending of ${event.idempotencyKey}: ${(e as Error).message}`);
      throw e;
    }
  }
}

/** Answered and declined are final; otherwise an expired link wins over opened, sent and queued. */
export function stateOf(
  r: {
    sentAt: Date | null;
    answeredAt: Date | null;
    declinedAt: Date | null;
    cancelledAt: Date | null;
    firstOpenedAt: Date | null;
    expiresAt: Date;
  },
  now = new Date(),
): CostRequestState {
  if (r.answeredAt) return 'ANSWERED';
  if (r.declinedAt) return 'DECLINED';
  if (r.cancelledAt) return 'CANCELLED';
  if (r.expiresAt <= now) return 'EXPIRED';
  if (r.firstOpenedAt) return 'OPENED';
  return r.sentAt ? 'SENT' : 'QUEUED';
}

/** A new request as its mail needs it (the provider's primary contact first). */
function mailed(
  { id, replyToken }: { id: string; replyToken: string },
  provider: { id: string; name: string; language: Language; contacts: { email: string }[] },
  expiresAt: Date,
  answerBy: Date,
): MailedRequest {
  return { id, provider, email: provider.contacts[0].email, replyToken, expiresAt, answerBy };
}
