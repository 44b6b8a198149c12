import { Injectable } from '@nestjs/common';
import type { ChargeCodeDto, ChargeCodeListQueryDto } from '@freight/shared/dto';
import { afterCursor, keysetOrder } from '../../common/pagination/keyset.js';
import { PrismaService } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { orNull, uniqueWrite } from '../../common/prisma/db-refusal.js';
import { chargeCodeNamesSelect } from './charge-code-names.js';

const chargeCodeSelect = {
  ...chargeCodeNamesSelect,
  air: true,
  sea: true,
  road: true,
  express: true,
  insurance: true,
  active: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.ChargeCodeSelect;

// A forwarder keeps a few dozen codes: the unique index on concept serves the default order and
// prefix search; the flag filters scan that small table.
@Injectable()
export class ChargeCodesRepository {
  constructor(private readonly prisma: PrismaService) {}

  listPage(q: ChargeCodeListQueryDto) {
    const search = q.search?.trim();
    const where: Prisma.ChargeCodeWhereInput = {
      AND: [
        search
          ? {
              OR: [
                { concept: { startsWith: search.toUpperCase() } },
                { description: { contains: search, mode: 'insensitive' } },
                { descriptionEn: { contains: search, mode: 'insensitive' } },
                { descriptionPt: { contains: search, mode: 'insensitive' } },
              ],
            }
          : {},
        q.active === undefined ? {} : { active: q.active },
        q.taxed === undefined ? {} : { taxed: q.taxed },
        q.mode ? { [q.mode]: true } : {},
        afterCursor('charge-codes', q.sort, q.order, q.cursor),
      ],
    };
    return this.prisma.chargeCode.findMany({
      where,
      orderBy: keysetOrder(q.sort, q.order),
      take: q.limit + 1,
      select: chargeCodeSelect,
    });
  }

  /** A taken concept is 409 CONFLICT on `concept`. */
  create(data: ChargeCodeDto, userId: string) {
    return uniqueWrite('concept', data.concept, () =>
      this.prisma.chargeCode.create({
        data: { ...data, createdBy: userId, updatedBy: userId },
        select: chargeCodeSelect,
      }),
    );
  }

  /** Null when no such code. */
  update(id: string, data: ChargeCodeDto, userId: string) {
    return uniqueWrite('concept', data.concept, () =>
      this.prisma.chargeCode.update({ where: { id }, data: { ...data, updatedBy: userId }, select: chargeCodeSelect }),
    );
  }

  setActive(id: string, active: boolean, userId: string) {
    return orNull(() =>
      this.prisma.chargeCode.update({ where: { id }, data: { active, updatedBy: userId }, select: chargeCodeSelect }),
    );
  }
}
