import { Injectable } from '@nestjs/common';
import type { SurchargeListQueryDto } from '@freight/shared/dto';
import { afterCursor, keysetOrder } from '../../../common/pagination/keyset.js';
import { PrismaService, type Tx } from '../../../common/prisma/prisma.service.js';
import type { Prisma } from '../../../generated/prisma/client.js';
import { dayDate } from '../rate.mappers.js';

export const surchargeSelect = {
  id: true,
  chargeCodeId: true,
  chargeCode: { select: { id: true, concept: true, description: true, taxed: true } },
  description: true,
  basis: true,
  currency: true,
  validFrom: true,
  validTo: true,
  carrier: { select: { id: true, code: true, name: true } },
  services: true,
  containers: true,
  originCodes: true,
  originCountries: true,
  destinationCodes: true,
  destinationCountries: true,
  active: true,
  periods: { orderBy: { from: 'asc' }, select: { from: true, amount: true } },
  updatedAt: true,
} as const satisfies Prisma.SurchargeSelect;
export type SurchargeRow = Prisma.SurchargeGetPayload<{ select: typeof surchargeSelect }>;

export type SurchargeWrite = Omit<
  Prisma.SurchargeUncheckedCreateInput,
  'id' | 'periods' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'
>;
export type SurchargePeriodWrite = { from: Date; amount: string };

/** In force on a day: active, inside its validity. Its periods are read whole (a fuel table holds a few dozen). */
const inForceOn = (day: Date): Prisma.SurchargeWhereInput => ({
  active: true,
  validFrom: { lte: day },
  OR: [{ validTo: null }, { validTo: { gte: day } }],
});

@Injectable()
export class SurchargesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** One keyset page (limit + 1 rows); every sort has an index on (field, id). */
  listPage(q: SurchargeListQueryDto) {
    const search = q.search?.trim();
    const where: Prisma.SurchargeWhereInput = {
      AND: [
        search
          ? {
              OR: [
                { chargeCode: { concept: { startsWith: search.toUpperCase() } } },
                { description: { contains: search, mode: 'insensitive' } },
              ],
            }
          : {},
        q.chargeCodeId ? { chargeCodeId: q.chargeCodeId } : {},
        q.carrierId ? { carrierId: q.carrierId } : {},
        q.basis ? { basis: q.basis } : {},
        q.service ? { OR: [{ services: { has: q.service } }, { services: { isEmpty: true } }] } : {},
        q.active === undefined ? {} : { active: q.active },
        q.validOn ? inForceOn(dayDate(q.validOn)) : {},
        afterCursor('surcharges', q.sort, q.order, q.cursor),
      ],
    };
    return this.prisma.surcharge.findMany({
      where,
      orderBy: keysetOrder(q.sort, q.order),
      take: q.limit + 1,
      select: surchargeSelect,
    });
  }

  find(id: string) {
    return this.prisma.surcharge.findUnique({ where: { id }, select: surchargeSelect });
  }

  /** Every surcharge in force on the day, for pricing: its lines follow in the order they were entered. */
  inForce(day: Date, tx: Tx | PrismaService = this.prisma) {
    return tx.surcharge.findMany({
      where: inForceOn(day),
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: surchargeSelect,
    });
  }

  chargeCodeActive(id: string) {
    return this.prisma.chargeCode.count({ where: { id, active: true } }).then((n) => n > 0);
  }

  carrierActive(id: string) {
    return this.prisma.provider.count({ where: { id, active: true } }).then((n) => n > 0);
  }

  create(data: SurchargeWrite, periods: SurchargePeriodWrite[], userId: string) {
    return this.prisma.surcharge.create({
      data: { ...data, createdBy: userId, updatedBy: userId, periods: { create: periods } },
      select: surchargeSelect,
    });
  }

  /** Replaces everything, periods included; null when no such surcharge. */
  update(id: string, data: SurchargeWrite, periods: SurchargePeriodWrite[], userId: string) {
    return this.prisma.transaction(async (tx) => {
      const found = await tx.surcharge.updateMany({ where: { id }, data: { ...data, updatedBy: userId } });
      if (found.count === 0) return null;
      await tx.surchargePeriod.deleteMany({ where: { surchargeId: id } });
      await tx.surchargePeriod.createMany({ data: periods.map((p) => ({ ...p, surchargeId: id })) });
      return tx.surcharge.findUnique({ where: { id }, select: surchargeSelect });
    });
  }

  /** One more period, or a new amount for a period's day (a fuel table's monthly entry); null when no such surcharge. */
  async putPeriod(id: string, period: SurchargePeriodWrite, userId: string) {
    return this.prisma.transaction(async (tx) => {
      const found = await tx.surcharge.updateMany({ where: { id }, data: { updatedBy: userId } });
      if (found.count === 0) return null;
      await tx.surchargePeriod.upsert({
        where: { surchargeId_from: { surchargeId: id, from: period.from } },
        create: { surchargeId: id, ...period },
        update: { amount: period.amount },
      });
      return tx.surcharge.findUnique({ where: { id }, select: surchargeSelect });
    });
  }
}
