import { Injectable } from '@nestjs/common';
import type { CostQuestionInfo, CostRequestFileInfo } from '@freight/shared';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';

export type NewCostRequestFile = {
  costRequestId: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  data: Uint8Array<ArrayBuffer>;
};

const FILE_INFO = {
  id: true,
  costRequestId: true,
  name: true,
  mimeType: true,
  sizeBytes: true,
  createdAt: true,
} as const;
const QUESTION = {
  id: true,
  costRequestId: true,
  question: true,
  askedAt: true,
  answer: true,
  answeredAt: true,
  answeredBy: true,
} as const;

type FileRow = { id: string; name: string; mimeType: string; sizeBytes: number; createdAt: Date };
type QuestionRow = {
  id: string;
  question: string;
  askedAt: Date;
  answer: string | null;
  answeredAt: Date | null;
  answeredBy: string | null;
};

export const toFileInfo = (f: FileRow): CostRequestFileInfo => ({
  id: f.id,
  name: f.name,
  mimeType: f.mimeType,
  sizeBytes: f.sizeBytes,
  createdAt: f.createdAt.toISOString(),
});
export const toQuestionInfo = (q: QuestionRow, names: Map<string, string>): CostQuestionInfo => ({
  id: q.id,
  question: q.question,
  askedAt: q.askedAt.toISOString(),
  answer: q.answer,
  answeredAt: q.answeredAt?.toISOString() ?? null,
  answeredBy: q.answeredBy ? (names.get(q.answeredBy) ?? null) : null,
});

/** The files and questions an agent adds to its cost request (issue 22). */
@Injectable()
export class AgentExchangeRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Stores a file unless the request already holds the maximum; the request row is locked so two
   * parallel uploads cannot both pass the count. Returns null when the limit is reached.
   */
  async addFile(file: NewCostRequestFile, max: number) {
    return this.prisma.transaction(async (tx: Tx) => {
      await tx.$queryRaw`SELECT id FROM cost_requests WHERE id = ${file.costRequestId}::uuid FOR UPDATE`;
      if ((await tx.costRequestFile.count({ where: { costRequestId: file.costRequestId } })) >= max) return null;
      return tx.costRequestFile.create({ data: file, select: FILE_INFO });
    });
  }

  filesOf(costRequestIds: string[]) {
    return this.prisma.costRequestFile.findMany({
      where: { costRequestId: { in: costRequestIds } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: FILE_INFO,
    });
  }

  /** How many mails each request received (issue 42: its thread is read apart, when there is one). */
  async mailCounts(costRequestIds: string[]): Promise<Map<string, number>> {
    if (costRequestIds.length === 0) return new Map();
    const rows = await this.prisma.inboundMail.groupBy({
      by: ['costRequestId'],
      where: { costRequestId: { in: costRequestIds } },
      _count: { _all: true },
    });
    return new Map(rows.map((r) => [r.costRequestId ?? '', r._count._all]));
  }

  /** How many costs read from a reply's template wait for pricing on each request (issue 42). */
  async pendingDraftCounts(costRequestIds: string[]): Promise<Map<string, number>> {
    if (costRequestIds.length === 0) return new Map();
    const rows = await this.prisma.costDraft.groupBy({
      by: ['costRequestId'],
      where: { costRequestId: { in: costRequestIds }, state: 'PENDING' },
      _count: { _all: true },
    });
    return new Map(rows.map((r) => [r.costRequestId, r._count._all]));
  }

  /** A file's content, only when it belongs to the given request. */
  fileContent(costRequestId: string, id: string) {
    return this.prisma.costRequestFile.findFirst({
      where: { id, costRequestId },
      select: { name: true, mimeType: true, data: true },
    });
  }

  addQuestion(tx: Tx, costRequestId: string, question: string) {
    return tx.costRequestQuestion.create({ data: { costRequestId, question }, select: QUESTION });
  }

  questionsOf(costRequestIds: string[]) {
    return this.prisma.costRequestQuestion.findMany({
      where: { costRequestId: { in: costRequestIds } },
      orderBy: [{ askedAt: 'asc' }, { id: 'asc' }],
      select: QUESTION,
    });
  }

  question(costRequestId: string, id: string) {
    return this.prisma.costRequestQuestion.findFirst({ where: { id, costRequestId }, select: QUESTION });
  }

  /** Exactly once: a second answer (or a parallel one) finds the question answered. */
  async answer(tx: Tx, id: string, answer: string, userId: string): Promise<boolean> {
    const { count } = await tx.costRequestQuestion.updateMany({
      where: { id, answeredAt: null },
      data: { answer, answeredAt: new Date(), answeredBy: userId },
    });
    return count === 1;
  }

  /** A request of this quotation (pricing's side), with what the answer mail needs. */
  requestOf(quotationId: string, id: string) {
    return this.prisma.costRequest.findFirst({
      where: { id, quotationId },
      select: {
        id: true,
        quotationId: true,
        providerId: true,
        email: true,
        language: true,
        expiresAt: true,
        cancelledAt: true,
        replyToken: true,
        provider: { select: { name: true } },
      },
    });
  }

  async userNames(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
    return new Map(rows.map((u) => [u.id, u.name]));
  }
}
