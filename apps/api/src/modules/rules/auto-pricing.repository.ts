import { Injectable } from '@nestjs/common';
import type { QuotationStatus } from '@freight/shared';
import type { Tx } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';

export type NewCostCharge = {
  index: number;
  chargeCodeId: string;
  description: string | null;
  currency: string;
  amountPerUnit: string;
  quantity: string;
  rangeBasis: string | null;
  rangeFrom: string | null;
  rangeTo: string | null;
  total: string;
  taxed: boolean;
  sell: { description: string; costAmount: string; marginValue: string; sellAmount: string; taxAmount: string };
};

/** The writes of a rate-priced quotation, all inside the creating transaction. */
@Injectable()
export class AutoPricingRepository {
  async writeCost(
    tx: Tx,
    q: { id: string; userId: string | null },
    cost: Omit<Prisma.CostUncheckedCreateInput, 'quotationId' | 'batchId' | 'charges'>,
    charges: NewCostCharge[],
  ): Promise<void> {
    const created = await tx.cost.create({
      data: { ...cost, quotationId: q.id, batchId: crypto.randomUUID(), createdBy: q.userId },
      select: { id: true },
    });
    for (const c of charges) {
      const { sell, ...charge } = c;
      const row = await tx.costCharge.create({ data: { ...charge, costId: created.id }, select: { id: true } });
      await tx.sellLine.create({
        data: {
          quotationId: q.id,
          index: c.index,
          costChargeId: row.id,
          chargeCodeId: c.chargeCodeId,
          description: sell.description,
          currency: c.currency,
          costAmount: sell.costAmount,
          marginKind: 'PERCENT',
          marginValue: sell.marginValue,
          sellAmount: sell.sellAmount,
          taxAmount: sell.taxAmount,
          clientVisible: true,
          createdBy: q.userId,
          updatedBy: q.userId,
        },
      });
    }
  }

  recordPricing(tx: Tx, data: Prisma.QuotationRatePricingUncheckedCreateInput) {
    return tx.quotationRatePricing.create({ data, select: { id: true } });
  }

  /** REQUESTED to QUOTED with the sells published; false when the request is no longer REQUESTED. */
  async publish(tx: Tx, id: string, userId: string | null): Promise<boolean> {
    const now = new Date();
    const res = await tx.quotation.updateMany({
      where: { id, status: 'REQUESTED' },
      data: { status: 'QUOTED', publishState: 'PUBLISHED', publishedAt: now, updatedBy: userId },
    });
    return res.count === 1;
  }

  addEvent(
    tx: Tx,
    e: {
      quotationId: string;
      userId: string | null;
      kind: string;
      detail?: string | null;
      fromStatus?: QuotationStatus;
      toStatus?: QuotationStatus;
    },
  ) {
    return tx.quotationEvent.create({ data: { ...e, detail: e.detail ?? null } });
  }
}
