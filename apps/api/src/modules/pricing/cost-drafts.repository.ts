import { Injectable } from '@nestjs/common';
import type { CostDraftState } from '@freight/shared';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { chargeCodeNamesSelect } from '../charge-codes/charge-code-names.js';

/** A draft's cost as stored (jsonb): CostDto's fields, amounts and quantities as exact decimal text. */
export type StoredDraftCost = {
  description: string;
  validUntil: string | null;
  route: string | null;
  transitDays: number | null;
  freeDays: number | null;
  carrier: string | null;
  comments: string | null;
  charges: {
    chargeCodeId: string;
    description: string | null;
    currency: string;
    amountPerUnit: string;
    quantity: string;
  }[];
};

export type NewCostDraft = {
  costRequestId: string;
  inboundMailId: string | null;
  fileName: string;
  templateVersion: number;
  cost: StoredDraftCost;
};

const DRAFT = {
  id: true,
  costRequestId: true,
  fileName: true,
  cost: true,
  state: true,
  decidedAt: true,
  decidedBy: true,
  createdAt: true,
  costRequest: {
    select: { quotationId: true, providerId: true, provider: { select: { id: true, code: true, name: true } } },
  },
} as const satisfies Prisma.CostDraftSelect;

export type CostDraftRow = Prisma.CostDraftGetPayload<{ select: typeof DRAFT }>;

/** Costs read from the cost template of a reply by mail (issue 42), until pricing confirms or discards them. */
@Injectable()
export class CostDraftsRepository {
  constructor(private readonly prisma: PrismaService) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work);
  }

  async insert(tx: Tx, drafts: NewCostDraft[]): Promise<void> {
    if (drafts.length) await tx.costDraft.createMany({ data: drafts });
  }

  /** The active charge codes of these concepts (the template names codes, the cost stores ids). */
  activeCodesByConcept(concepts: string[]) {
    return this.prisma.chargeCode.findMany({
      where: { concept: { in: concepts }, active: true },
      select: { id: true, concept: true },
    });
  }

  chargeCodes(ids: string[]) {
    return this.prisma.chargeCode.findMany({ where: { id: { in: ids } }, select: chargeCodeNamesSelect });
  }

  /** Every draft of a quotation's requests, newest first. */
  ofQuotation(quotationId: string): Promise<CostDraftRow[]> {
    return this.prisma.costDraft.findMany({
      where: { costRequest: { quotationId } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: DRAFT,
    });
  }

  find(id: string): Promise<CostDraftRow | null> {
    return this.prisma.costDraft.findUnique({ where: { id }, select: DRAFT });
  }

  /** Decides a draft still pending (compare-and-set: of two decisions at once, one wins). */
  async decide(
    tx: Tx,
    id: string,
    d: { state: Exclude<CostDraftState, 'PENDING'>; by: string; at: Date; batchId?: string },
  ): Promise<boolean> {
    const { count } = await tx.costDraft.updateMany({
      where: { id, state: 'PENDING' },
      data: { state: d.state, decidedBy: d.by, decidedAt: d.at, batchId: d.batchId ?? null },
    });
    return count === 1;
  }

  async userNames(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
    return new Map(rows.map((u) => [u.id, u.name]));
  }
}
