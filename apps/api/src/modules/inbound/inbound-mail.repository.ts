import { Injectable } from '@nestjs/common';
import type { CostTemplateProblem } from '@freight/shared';
import type { InboundMailKind, Prisma } from '../../generated/prisma/client.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';

/** Tries before a raw mail that keeps failing is left for an operator (last_error says why). */
export const MAX_PROCESS_ATTEMPTS = 5;

const REQUEST = {
  id: true,
  quotationId: true,
  providerId: true,
  email: true,
  answeredAt: true,
  declinedAt: true,
  cancelledAt: true,
  quotation: { select: { reference: true, active: true, service: true } },
  provider: { select: { name: true, contacts: { select: { email: true } } } },
} as const;

export type MatchedRequest = Prisma.CostRequestGetPayload<{ select: typeof REQUEST }>;

export type NewInboundMail = {
  rawId: string;
  messageId: string;
  fromAddress: string;
  fromName: string | null;
  subject: string;
  text: string;
  html: string | null;
  kind: InboundMailKind;
  matchedBy: 'TOKEN' | 'HEADER' | 'SUBJECT' | null;
  costRequestId: string | null;
  bouncedAddress: string | null;
  rejectedFiles: { name: string; code: string }[];
  fileNames: string[];
  receivedAt: Date;
  /** A stub of a mail over the size limit (its size): kept for triage, never applied. */
  tooLargeBytes?: number | null;
};

export type InboundFile = {
  name: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  data: Uint8Array<ArrayBuffer>;
};

/** The received mails (issue 42): the durable raw queue, the stored messages and what they change. */
@Injectable()
export class InboundMailRepository {
  constructor(private readonly prisma: PrismaService) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work);
  }

  /** Committed before the receiver answers 250: from here on the mail cannot be lost. */
  async storeRaw(m: {
    channel: string;
    envelopeFrom: string | null;
    envelopeTo: string[];
    raw: Uint8Array<ArrayBuffer>;
  }) {
    const row = await this.prisma.inboundRawMail.create({ data: m, select: { id: true } });
    return row.id;
  }

  /** Raw mails not yet processed, oldest first (those failing too often wait for an operator). */
  async pendingIds(limit: number): Promise<string[]> {
    const rows = await this.prisma.inboundRawMail.findMany({
      where: { processedAt: null, attempts: { lt: MAX_PROCESS_ATTEMPTS } },
      orderBy: [{ receivedAt: 'asc' }, { id: 'asc' }],
      take: limit,
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  raw(id: string) {
    return this.prisma.inboundRawMail.findUnique({
      where: { id },
      select: {
        id: true,
        raw: true,
        envelopeFrom: true,
        envelopeTo: true,
        receivedAt: true,
        processedAt: true,
        tooLargeBytes: true,
      },
    });
  }

  async failed(id: string, error: string): Promise<void> {
    await this.prisma.inboundRawMail.update({
      where: { id },
      data: { attempts: { increment: 1 }, lastError: error.slice(0, 2000) },
    });
  }

  /** A second copy of a stored message: its raw bytes are dropped, the first copy stays the one record. */
  async dropDuplicate(id: string): Promise<void> {
    await this.prisma.inboundRawMail.deleteMany({ where: { id, mail: null } });
  }

  async hasMessage(messageId: string): Promise<boolean> {
    return (await this.prisma.inboundMail.count({ where: { messageId } })) > 0;
  }

  /** A request pricing picked for a held or unmatched mail. */
  byId(id: string): Promise<MatchedRequest | null> {
    return this.prisma.costRequest.findUnique({ where: { id }, select: REQUEST });
  }

  byToken(token: string): Promise<MatchedRequest | null> {
    return this.prisma.costRequest.findUnique({ where: { replyToken: token }, select: REQUEST });
  }

  async byMessageIds(ids: string[]): Promise<MatchedRequest | null> {
    if (!ids.length) return null;
    const rows = await this.prisma.costRequestMailId.findMany({
      where: { messageId: { in: ids } },
      select: { messageId: true, costRequest: { select: REQUEST } },
    });
    // The first id in the caller's order (In-Reply-To before References) wins.
    for (const id of ids) {
      const hit = rows.find((r) => r.messageId === id);
      if (hit) return hit.costRequest;
    }
    return null;
  }

  /** The latest request of that quotation to an agent this address belongs to. */
  bySubject(reference: string, from: string): Promise<MatchedRequest | null> {
    return this.prisma.costRequest.findFirst({
      where: {
        quotation: { reference },
        OR: [
          { email: { equals: from, mode: 'insensitive' } },
          { provider: { contacts: { some: { email: { equals: from, mode: 'insensitive' } } } } },
        ],
      },
      orderBy: { createdAt: 'desc' },
      select: REQUEST,
    });
  }

  /** Keeps the Message-ID a mail about a request left with (ignored when already known). */
  async rememberSent(messageId: string, costRequestId: string): Promise<void> {
    await this.prisma.costRequestMailId.createMany({ data: [{ messageId, costRequestId }], skipDuplicates: true });
  }

  async questionRequest(questionId: string): Promise<string | null> {
    const q = await this.prisma.costRequestQuestion.findUnique({
      where: { id: questionId },
      select: { costRequestId: true },
    });
    return q?.costRequestId ?? null;
  }

  async insertMail(tx: Tx, m: NewInboundMail): Promise<string> {
    const row = await tx.inboundMail.create({
      data: { ...m, rejectedFiles: m.rejectedFiles.length ? m.rejectedFiles : undefined },
      select: { id: true },
    });
    return row.id;
  }

  async processed(tx: Tx, rawId: string): Promise<void> {
    await tx.inboundRawMail.update({ where: { id: rawId }, data: { processedAt: new Date() } });
  }

  /**
   * Answered by this mail unless something answered, declined or withdrew it first, or its quotation
   * was cancelled (then false).
   */
  async answerByMail(tx: Tx, id: string, at: Date): Promise<boolean> {
    const n = await tx.$executeRaw`
      UPDATE cost_requests r SET answered_at = ${at}, answered_by_mail_at = ${at}
      WHERE r.id = ${id}::uuid AND r.answered_at IS NULL AND r.declined_at IS NULL AND r.cancelled_at IS NULL
        AND EXISTS (SELECT 1 FROM quotations q WHERE q.id = r.quotation_id AND q.active)`;
    return n === 1;
  }

  async setKind(tx: Tx, id: string, kind: InboundMailKind): Promise<void> {
    await tx.inboundMail.update({ where: { id }, data: { kind } });
  }

  async setTemplateErrors(tx: Tx, id: string, problems: CostTemplateProblem[]): Promise<void> {
    await tx.inboundMail.update({ where: { id }, data: { templateErrors: problems } });
  }

  async setRejectedFiles(tx: Tx, id: string, rejected: { name: string; code: string }[]): Promise<void> {
    await tx.inboundMail.update({ where: { id }, data: { rejectedFiles: rejected.length ? rejected : undefined } });
  }

  /**
   * The reply's files on the request, within the per-request limit (the request row is locked, as
   * for uploads); returns the names left out by the limit.
   */
  async addFiles(tx: Tx, costRequestId: string, inboundMailId: string, files: InboundFile[], max: number) {
    await tx.$queryRaw`SELECT id FROM cost_requests WHERE id = ${costRequestId}::uuid FOR UPDATE`;
    const room = Math.max(0, max - (await tx.costRequestFile.count({ where: { costRequestId } })));
    const kept = files.slice(0, room);
    if (kept.length)
      await tx.costRequestFile.createMany({ data: kept.map((f) => ({ ...f, costRequestId, inboundMailId })) });
    return files.slice(room).map((f) => f.name);
  }

  async addEvent(tx: Tx, quotationId: string, kind: string, detail: string): Promise<void> {
    await tx.quotationEvent.create({ data: { quotationId, kind, detail } });
  }

  /** The address bounced: every agent contact with it, and the request it was sent for. */
  async markBounced(tx: Tx, address: string, costRequestId: string | null, at: Date): Promise<void> {
    await tx.providerContact.updateMany({
      where: { email: { equals: address, mode: 'insensitive' } },
      data: { bouncedAt: at },
    });
    if (costRequestId) await tx.costRequest.update({ where: { id: costRequestId }, data: { bouncedAt: at } });
  }
}
