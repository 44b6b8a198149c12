import { Injectable } from '@nestjs/common';
import { RATE_EXPIRY_NOTICE_DAYS } from '@freight/shared';
import type { RateListQueryDto } from '@freight/shared/dto';
import { keysetBatches } from '../../common/export/keyset-batches.js';
import { keysetOrder } from '../../common/pagination/keyset.js';
import { PrismaService } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { addDays, dayDate } from './rate.mappers.js';
import { rateDetailSelect, validOn, type RateDetailRow } from './rates.repository.js';

/** The list's filters as a where clause; "today" is the reader's calendar day (yyyy-mm-dd). */
export function rateFilters(q: RateListQueryDto, today: string): Prisma.RateWhereInput {
  const day = dayDate(today);
  const validity: Prisma.RateWhereInput =
    q.validity === 'VALID_TODAY'
      ? validOn(day)
      : q.validity === 'EXPIRED'
        ? { validTo: { lt: day } }
        : q.validity === 'EXPIRING'
          ? {
              validFrom: { lte: day },
              validTo: { gte: day, lte: dayDate(addDays(today, q.expiringDays ?? RATE_EXPIRY_NOTICE_DAYS)) },
            }
          : {};
  return {
    AND: [
      { current: true },
      q.originCode ? { originCode: q.originCode } : {},
      q.destinationCode ? { destinationCode: q.destinationCode } : {},
      q.transportMode ? { transportMode: q.transportMode } : {},
      q.service ? { service: q.service } : {},
      q.carrierId ? { carrierId: q.carrierId } : {},
      q.ownerId ? { ownerId: q.ownerId } : {},
      validity,
    ],
  };
}

/** The rates export: the current versions the list's filters select, with their charges, in list order. */
@Injectable()
export class RateExportsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The export's rows: the charges of the selected rates. */
  countCharges(q: RateListQueryDto, today: string): Promise<number> {
    return this.prisma.rateCharge.count({ where: { rate: rateFilters(q, today) } });
  }

  /** Every selected rate, at most `max`, one keyset page at a time (memory holds one batch). */
  batches(q: RateListQueryDto, today: string, max: number): AsyncIterable<RateDetailRow[]> {
    const where = rateFilters(q, today);
    const read = (after: Record<string, unknown>, take: number) =>
      this.prisma.rate.findMany({
        where: { AND: [where, after] },
        orderBy: keysetOrder('validTo', q.order),
        take,
        select: rateDetailSelect,
      });
    return keysetBatches<RateDetailRow>(read, 'validTo', q.order, max);
  }
}
