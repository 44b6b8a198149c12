import { Inject, Injectable, Logger } from '@nestjs/common';
import { simpleParser, type ParsedMail } from 'mailparser';
import { MAX_FILES_PER_COST_REQUEST, type InboundMailKind } from '@freight/shared';
import { APP_CONFIG, type AppConfig } from '../../common/config/app-config.js';
import { isDuplicate } from '../../common/prisma/db-refusal.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { AppError } from '../../common/errors/app-error.js';
import { tokenOf } from '../../common/mail/reply-address.js';
import { inspectUpload } from '../documents/file-check.js';
import {
  CostTemplateService,
  NO_TEMPLATE,
  type TemplateOutcome,
} from '../pricing/cost-template/cost-template.service.js';
import {
  bouncedRecipient,
  isAutoReply,
  isBounce,
  messageIdOf,
  recipientsOf,
  referencedIds,
  referenceInSubject,
  replyText,
  safeHtml,
} from './inbound-classify.js';
import {
  type InboundFile,
  InboundMailRepository,
  type MatchedRequest,
  type NewInboundMail,
} from './inbound-mail.repository.js';
import { InboundNotices } from './inbound-notices.js';

type Match = { request: MatchedRequest; by: 'TOKEN' | 'HEADER' | 'SUBJECT' } | null;
type Raw = NonNullable<Awaited<ReturnType<InboundMailRepository['raw']>>>;

const BATCH = 50;

/**
 * The one ingestion path of replies by mail (issue 42), whatever channel received them: reads a
 * stored raw mail, matches it to its cost request and applies it once. Processing is idempotent
 * (one record per Message-ID; the raw row is marked in the same transaction), so a crash at any
 * point only means the mail is processed again.
 */
@Injectable()
export class InboundMailService {
  private readonly logger = new Logger(InboundMailService.name);
  private draining: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly repo: InboundMailRepository,
    private readonly notices: InboundNotices,
    private readonly templates: CostTemplateService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores a received mail in the durable queue; resolves once committed. */
  async receive(m: {
    channel: string;
    envelopeFrom: string | null;
    envelopeTo: string[];
    raw: Buffer;
  }): Promise<string> {
    return this.repo.storeRaw({ ...m, raw: new Uint8Array(m.raw) });
  }

  /** Starts processing what waits (or notes that more arrived while a pass runs). */
  kick(): void {
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain().finally(() => (this.draining = null));
  }

  /** Resolves once nothing is being processed (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    for (;;) {
      this.again = false;
      const ids = await this.repo.pendingIds(BATCH).catch((e: Error) => {
        this.logger.error(`inbound queue unreadable: ${e.message}`);
        return [];
      });
      for (const id of ids) {
        await this.process(id).catch(async (e: Error) => {
          this.logger.warn(`inbound mail ${id} failed: ${e.message}`);
          await this.repo.failed(id, e.message).catch(() => undefined);
        });
      }
      if (!this.again && ids.length < BATCH) return;
    }
  }

  /** Processes one raw mail; a mail already processed, or a second copy of a stored one, changes nothing. */
  async process(rawId: string): Promise<void> {
    const raw = await this.repo.raw(rawId);
    if (!raw || raw.processedAt) return;
    const mail = await simpleParser(Buffer.from(raw.raw));
    const messageId = messageIdOf(mail, raw.raw);
    if (await this.repo.hasMessage(messageId)) return this.repo.dropDuplicate(rawId);

    const match = await this.match(mail, raw);
    const from = mail.from?.value[0];
    const fromAddress = (from?.address ?? raw.envelopeFrom ?? '').toLowerCase();
    const bounce = isBounce(mail, raw.envelopeFrom);
    const bouncedAddress =
      bounce && !raw.tooLargeBytes ? (bouncedRecipient(mail.text ?? '') ?? match?.request.email ?? null) : null;
    // Over the size limit (IMAP): only its headers were read, so it waits in triage whatever it answers.
    const kind = raw.tooLargeBytes ? 'UNMATCHED' : this.kindOf(mail, match, fromAddress, bounce);
    const files = kind === 'REPLY' ? await this.files(mail) : { kept: [], rejected: [] };
    const template = kind === 'REPLY' && match ? await this.templateOf(files, match.request) : NO_TEMPLATE;
    const base: NewInboundMail = {
      rawId,
      messageId,
      fromAddress,
      fromName: from?.name || null,
      subject: mail.subject ?? '',
      text: bounce ? (mail.text ?? '').trim() : replyText(mail.text),
      html: safeHtml(mail.html),
      kind,
      matchedBy: match?.by ?? null,
      costRequestId: match?.request.id ?? null,
      bouncedAddress,
      rejectedFiles: files.rejected,
      fileNames: mail.attachments.filter((a) => !a.related).map((a) => a.filename ?? 'attachment'),
      receivedAt: raw.receivedAt,
      tooLargeBytes: raw.tooLargeBytes,
    };
    const stored = await this.store(base, match?.request ?? null, files.kept, template);
    if (stored === 'duplicate') return this.repo.dropDuplicate(rawId);
  }

  /** Writes, in `tx`, the notice that tells pricing what mail `mailId` became (delivered after the commit). */
  announce(
    tx: Tx,
    mailId: string,
    kind: InboundMailKind,
    request: MatchedRequest | null,
    extra: { address?: string | null; from?: string; subject?: string; tooLargeBytes?: number | null } = {},
  ): Promise<void> {
    return this.notices.add(tx, mailId, kind, request, { address: extra.address ?? null, ...extra });
  }

  /** The portal's cost template among a reply's attachments, read for its request (issue 42). */
  templateOf(
    files: { kept: InboundFile[]; rejected: { name: string }[] },
    request: MatchedRequest,
  ): Promise<TemplateOutcome> {
    return this.templates.read(files.kept, request.quotation.reference, files.rejected);
  }

  /** The attachments of a stored mail, read again from its raw bytes under the upload rules (accepting a held mail). */
  async attachmentsOf(raw: Uint8Array): Promise<{ kept: InboundFile[]; rejected: { name: string; code: string }[] }> {
    return this.files(await simpleParser(Buffer.from(raw)));
  }

  /**
   * Applies a stored mail to its request as the agent's answer, inside the caller's transaction: the
   * request is answered by mail (at the time the mail arrived) unless it was answered, declined or
   * withdrawn, or its quotation cancelled, first; then its files (within the per-request limit), the
   * draft costs of its filled cost template (or why the template was not read) and a COST_RECEIVED
   * event. Returns REPLY, or FLAGGED_CLOSED when nothing was applied. Both the ingestion and pricing's
   * accept of a held mail go through here.
   */
  async applyReply(
    tx: Tx,
    mail: { id: string; receivedAt: Date; rejectedFiles: { name: string; code: string }[] },
    request: MatchedRequest,
    files: InboundFile[],
    template: TemplateOutcome = NO_TEMPLATE,
  ): Promise<'REPLY' | 'FLAGGED_CLOSED'> {
    if (!(await this.repo.answerByMail(tx, request.id, mail.receivedAt))) return 'FLAGGED_CLOSED';
    const over = await this.repo.addFiles(tx, request.id, mail.id, files, MAX_FILES_PER_COST_REQUEST);
    if (over.length)
      await this.repo.setRejectedFiles(tx, mail.id, [
        ...mail.rejectedFiles,
        ...over.map((name) => ({ name, code: 'COST_REQUEST_FILE_LIMIT' })),
      ]);
    await this.templates.store(tx, request.id, mail.id, template.drafts);
    if (template.problems.length) await this.repo.setTemplateErrors(tx, mail.id, template.problems);
    await this.repo.addEvent(tx, request.quotationId, 'COST_RECEIVED', `${request.provider.name} (e-mail)`);
    return 'REPLY';
  }

  /** Token first (the plus-address), then the mails it answers, then a reference in the subject. */
  private async match(mail: ParsedMail, raw: Raw): Promise<Match> {
    const mailbox = this.config.inbound?.mailbox;
    if (mailbox)
      for (const address of recipientsOf(mail, raw.envelopeTo)) {
        const token = tokenOf(mailbox, address);
        const request = token ? await this.repo.byToken(token) : null;
        if (request) return { request, by: 'TOKEN' };
      }
    const byHeader = await this.repo.byMessageIds(referencedIds(mail));
    if (byHeader) return { request: byHeader, by: 'HEADER' };
    const reference = referenceInSubject(mail.subject ?? '');
    const from = mail.from?.value[0]?.address;
    const bySubject = reference && from ? await this.repo.bySubject(reference, from) : null;
    return bySubject ? { request: bySubject, by: 'SUBJECT' } : null;
  }

  private kindOf(mail: ParsedMail, match: Match, from: string, bounce: boolean): InboundMailKind {
    if (bounce) return 'BOUNCE';
    if (isAutoReply(mail)) return 'AUTO_REPLY';
    if (!match) return 'UNMATCHED';
    // A subject alone is a guess: the analyst confirms it.
    if (match.by === 'SUBJECT') return 'HELD_SUBJECT';
    const r = match.request;
    const own = [r.email, ...r.provider.contacts.map((c) => c.email)].map((e) => e.toLowerCase());
    if (!own.includes(from)) return 'HELD_STRANGER';
    if (r.answeredAt || r.declinedAt || r.cancelledAt || !r.quotation.active) return 'FLAGGED_CLOSED';
    return 'REPLY';
  }

  /** Attachments under the upload rules (type by content, size, name); refused ones are listed with their code. */
  private async files(mail: ParsedMail): Promise<{ kept: InboundFile[]; rejected: { name: string; code: string }[] }> {
    const kept: InboundFile[] = [];
    const rejected: { name: string; code: string }[] = [];
    for (const a of mail.attachments) {
      // Inline images of the signature (cid:) are part of the body, not the agent's files.
      if (a.related) continue;
      const name = a.filename ?? 'attachment';
      try {
        const f = await inspectUpload(name, new Uint8Array(a.content));
        kept.push({ name: f.name, mimeType: f.mimeType, sizeBytes: f.sizeBytes, sha256: f.sha256, data: f.bytes });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        rejected.push({ name, code: e.code });
      }
    }
    return { kept, rejected };
  }

  /** One transaction: the record, what it changes, and the raw row marked processed. */
  private async store(
    m: NewInboundMail,
    request: MatchedRequest | null,
    files: InboundFile[],
    template: TemplateOutcome,
  ): Promise<InboundMailKind | 'duplicate'> {
    try {
      return await this.repo.transaction(async (tx) => {
        let kind = m.kind;
        const id = await this.repo.insertMail(tx, m);
        if (kind === 'REPLY' && request) {
          kind = await this.applyReply(tx, { id, ...m }, request, files, template);
          // Answered, declined or withdrawn since it was read: kept and flagged, never applied.
          if (kind !== 'REPLY') await this.repo.setKind(tx, id, kind);
        }
        if (kind === 'BOUNCE' && m.bouncedAddress)
          await this.repo.markBounced(tx, m.bouncedAddress, request?.id ?? null, m.receivedAt);
        await this.repo.processed(tx, m.rawId);
        // The notice commits with the mail: a crash right after the commit still tells pricing.
        await this.announce(tx, id, kind, request, {
          address: m.bouncedAddress,
          from: m.fromAddress,
          subject: m.subject,
          tooLargeBytes: m.tooLargeBytes ?? null,
        });
        return kind;
      });
    } catch (e) {
      // The same Message-ID committed by another pass meanwhile (two copies at once).
      if (isDuplicate(e)) return 'duplicate';
      throw e;
    }
  }
}
