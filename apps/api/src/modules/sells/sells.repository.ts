import { Injectable } from '@nestjs/common';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { chargeCodeNamesSelect } from '../charge-codes/charge-code-names.js';

/** The quotation columns the pricing flow reads and changes (publication, approval, sending). */
export const pricingStateSelect = {
  id: true,
  reference: true,
  status: true,
  active: true,
  commercialId: true,
  assignedToId: true,
  publishState: true,
  publishedAt: true,
  approvalState: true,
  approvalRequestedAt: true,
  approvalDecidedBy: true,
  approvalDecidedAt: true,
  approvalComment: true,
  sentAt: true,
} as const satisfies Prisma.QuotationSelect;
export type PricingStateRow = Prisma.QuotationGetPayload<{ select: typeof pricingStateSelect }>;

const providerRef = { select: { id: true, code: true, name: true } } as const;

export const sellLineSelect = {
  id: true,
  index: true,
  costChargeId: true,
  chargeCode: { select: chargeCodeNamesSelect },
  costCharge: { select: { cost: { select: { id: true, carrier: true, provider: providerRef } } } },
  description: true,
  currency: true,
  costAmount: true,
  marginKind: true,
  marginValue: true,
  sellAmount: true,
  taxAmount: true,
  clientVisible: true,
} as const satisfies Prisma.SellLineSelect;
export type SellLineRow = Prisma.SellLineGetPayload<{ select: typeof sellLineSelect }>;

export type NewSellLine = Omit<Prisma.SellLineCreateManyInput, 'quotationId' | 'createdBy' | 'updatedBy'>;

/** Only the row filter decides: a compare-and-set update reports whether it matched. */
export type StateGuard = Pick<Prisma.QuotationWhereInput, 'status' | 'publishState' | 'approvalState' | 'publishedAt'>;

@Injectable()
export class SellsRepository {
  constructor(private readonly prisma: PrismaService) {}

  transaction<T>(work: (tx: Tx) => Promise<T>, options?: { timeout: number }): Promise<T> {
    return this.prisma.transaction(work, options);
  }

  state(id: string): Promise<PricingStateRow> {
    return this.prisma.quotation.findUniqueOrThrow({ where: { id }, select: pricingStateSelect });
  }

  /** Locks the quotation row for the transaction, so sells edits, publishing, approval and sending run one at a time. */
  async lockState(tx: Tx, id: string): Promise<PricingStateRow> {
    await tx.$queryRaw`SELECT 1 FROM quotations WHERE id = ${id}::uuid FOR UPDATE`;
    return tx.quotation.findUniqueOrThrow({ where: { id }, select: pricingStateSelect });
  }

  /** Compare-and-set on the quotation: false when another change got there first. */
  async updateState(
    tx: Tx,
    id: string,
    guard: StateGuard,
    data: Prisma.QuotationUncheckedUpdateManyInput,
  ): Promise<boolean> {
    const { count } = await tx.quotation.updateMany({ where: { id, active: true, ...guard }, data });
    return count === 1;
  }

  lines(quotationId: string, tx: Tx | PrismaService = this.prisma): Promise<SellLineRow[]> {
    return tx.sellLine.findMany({ where: { quotationId }, orderBy: { index: 'asc' }, select: sellLineSelect });
  }

  /** Replaces every line; the sells go back to pending publication until pricing publishes them again. */
  async replaceLines(tx: Tx, quotationId: string, userId: string, lines: NewSellLine[]): Promise<void> {
    await tx.sellLine.deleteMany({ where: { quotationId } });
    if (lines.length)
      await tx.sellLine.createMany({
        data: lines.map((l) => ({ ...l, quotationId, createdBy: userId, updatedBy: userId })),
      });
    await tx.quotation.update({
      where: { id: quotationId },
      data: { publishState: 'PENDING_PUBLICATION', updatedBy: userId },
    });
  }

  chargeCodes(ids: string[]) {
    return this.prisma.chargeCode.findMany({ where: { id: { in: ids } }, select: { id: true, taxed: true } });
  }

  /** Of the given charges, those that belong to a cost of this quotation. */
  costChargesOf(quotationId: string, ids: string[]) {
    return this.prisma.costCharge.findMany({ where: { id: { in: ids }, cost: { quotationId } }, select: { id: true } });
  }

  costsForComparison(quotationId: string) {
    return this.prisma.cost.findMany({
      where: { quotationId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        batchId: true,
        provider: providerRef,
        costRequestId: true,
        description: true,
        carrier: true,
        route: true,
        transitDays: true,
        freeDays: true,
        validUntil: true,
        createdAt: true,
        charges: {
          orderBy: { index: 'asc' },
          select: {
            id: true,
            description: true,
            currency: true,
            total: true,
            chargeCode: { select: chargeCodeNamesSelect },
          },
        },
      },
    });
  }

  /** How many times the quotation has been sent: numbers each send for the mails' idempotency keys. */
  countSends(tx: Tx, quotationId: string): Promise<number> {
    return tx.quotationEvent.count({ where: { quotationId, kind: 'STATUS_UPDATE', toStatus: 'SENT' } });
  }

  userRef(id: string) {
    return this.prisma.user.findUnique({ where: { id }, select: { id: true, code: true, name: true } });
  }
}
export type ComparisonCostRow = Awaited<ReturnType<SellsRepository['costsForComparison']>>[number];
