import { Injectable } from '@nestjs/common';
import {
  INBOUND_ACCEPTABLE_KINDS,
  INBOUND_DECISION_KINDS,
  INBOUND_TRIAGE_KINDS,
  type InboundMailInfo,
  type InboundMailKind,
  type InboundMailPage,
} from '@freight/shared';
import type { AcceptInboundMailDto, InboundMailListQueryDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { toPage } from '../../common/pagination/keyset.js';
import { QuotationPolicy } from '../quotations/quotation.policy.js';
import { InboundMailPolicy } from './inbound-mail.policy.js';
import { InboundMailRepository } from './inbound-mail.repository.js';
import { InboundMailService } from './inbound-mail.service.js';
import { InboundTriageRepository, type InboundMailRow, toInboundMailInfo } from './inbound-triage.repository.js';

const among = (kinds: readonly string[], kind: InboundMailKind) => kinds.includes(kind);
const fieldError = (rule: string) =>
  new AppError('VALIDATION_FAILED', { fields: [{ field: 'costRequestId', rules: [rule] }] });

/**
 * Pricing's decisions on the mails the ingestion could not apply by itself (issue 42): a reply from a
 * stranger or matched only by its subject is accepted, an unmatched one assigned to a request, and any
 * of them (or an automatic answer, a bounce, a reply to a closed request) dismissed. Each mail is
 * decided once; an accept applies it through the same code as a reply the ingestion matched.
 */
@Injectable()
export class InboundTriageService {
  constructor(
    private readonly repo: InboundTriageRepository,
    private readonly mails: InboundMailRepository,
    private readonly inbound: InboundMailService,
    private readonly policy: InboundMailPolicy,
    private readonly quotations: QuotationPolicy,
  ) {}

  /** Mails waiting for a decision (or the undecided ones of one kind), newest first. */
  async list(user: AuthUser, q: InboundMailListQueryDto): Promise<InboundMailPage> {
    const rows = await this.repo.listPage({
      kinds: q.kind ? [q.kind] : INBOUND_DECISION_KINDS,
      scope: this.policy.scope(user),
      cursor: q.cursor,
      limit: q.limit,
    });
    const names = await this.names(rows);
    return toPage('inbound-mails', rows, q.limit, 'receivedAt', (r) => toInboundMailInfo(r, names));
  }

  /** Every mail of one cost request of a quotation the user may see, newest first. */
  async thread(user: AuthUser, reference: string, costRequestId: string): Promise<InboundMailInfo[]> {
    const q = await this.quotations.findVisible(user, reference);
    if (!(await this.repo.requestOf(q.id, costRequestId))) throw new AppError('NOT_FOUND');
    const rows = await this.repo.thread(costRequestId);
    const names = await this.names(rows);
    return rows.map((r) => toInboundMailInfo(r, names));
  }

  /**
   * Applies a held mail as the agent's answer to the request it was matched to, or (assign) to the one
   * given. Its attachments are read again from the stored bytes under the upload rules. A request that
   * closed meanwhile is not answered: the mail becomes FLAGGED_CLOSED, decided all the same.
   */
  async accept(user: AuthUser, id: string, dto: AcceptInboundMailDto): Promise<InboundMailInfo> {
    const mail = await this.undecided(user, id);
    if (!among(INBOUND_ACCEPTABLE_KINDS, mail.kind)) throw new AppError('INBOUND_MAIL_NOT_ACCEPTABLE');
    const targetId = dto.costRequestId ?? mail.costRequestId;
    if (!targetId) throw fieldError('isDefined');
    const request = await this.mails.byId(targetId);
    if (!request) throw fieldError('notFound');
    this.policy.assertCanApply(user, request);
    const raw = await this.mails.raw(mail.rawId);
    if (!raw) throw new AppError('NOT_FOUND');
    const files = await this.inbound.attachmentsOf(raw.raw);
    const template = await this.inbound.templateOf(files, request);
    await this.repo.transaction(async (tx) => {
      const decided = await this.repo.decide(
        id,
        {
          decision: targetId === mail.costRequestId ? 'ACCEPTED' : 'ASSIGNED',
          by: user.id,
          at: new Date(),
          costRequestId: request.id,
          rejectedFiles: files.rejected,
        },
        tx,
      );
      if (!decided) throw new AppError('INBOUND_MAIL_ALREADY_DECIDED');
      const applied = await this.inbound.applyReply(
        tx,
        { id, receivedAt: mail.receivedAt, rejectedFiles: files.rejected },
        request,
        files.kept,
        template,
      );
      await this.mails.setKind(tx, id, applied);
      if (applied === 'REPLY') await this.inbound.announce(tx, id, applied, request);
      return applied;
    });
    return this.info(id);
  }

  /** Marks the mail handled; nothing else changes. */
  async dismiss(user: AuthUser, id: string): Promise<InboundMailInfo> {
    const mail = await this.undecided(user, id);
    if (!among(INBOUND_TRIAGE_KINDS, mail.kind)) throw new AppError('INBOUND_MAIL_NOT_ACCEPTABLE');
    const decided = await this.repo.decide(id, { decision: 'DISMISSED', by: user.id, at: new Date() });
    if (!decided) throw new AppError('INBOUND_MAIL_ALREADY_DECIDED');
    return this.info(id);
  }

  /** The mail within the user's scope (else 404), not decided yet (else 409). */
  private async undecided(user: AuthUser, id: string) {
    const mail = await this.repo.forDecision(id, this.policy.scope(user));
    if (!mail) throw new AppError('NOT_FOUND');
    if (mail.decidedAt) throw new AppError('INBOUND_MAIL_ALREADY_DECIDED');
    return mail;
  }

  private async info(id: string): Promise<InboundMailInfo> {
    const row = await this.repo.info(id);
    return toInboundMailInfo(row, await this.names([row]));
  }

  private names(rows: InboundMailRow[]): Promise<Map<string, string>> {
    return this.repo.userNames([...new Set(rows.flatMap((r) => (r.decidedBy ? [r.decidedBy] : [])))]);
  }
}
