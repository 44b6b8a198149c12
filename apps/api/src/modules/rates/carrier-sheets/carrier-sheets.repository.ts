import { Injectable } from '@nestjs/common';
import type { Service } from '@freight/shared';
import { PrismaService, type Tx } from '../../../common/prisma/prisma.service.js';
import type { Prisma } from '../../../generated/prisma/client.js';
import { rateChargesSelect } from '../rates.repository.js';

/** What a carrier's current rate is compared on (a sheet row equal to it is unchanged). */
export const sheetRateSelect = {
  id: true,
  rateKey: true,
  version: true,
  container: true,
  originCode: true,
  originName: true,
  destinationCode: true,
  destinationName: true,
  validFrom: true,
  validTo: true,
  transitDays: true,
  freeDays: true,
  comments: true,
  charges: rateChargesSelect,
} as const satisfies Prisma.RateSelect;
export type SheetRateRow = Prisma.RateGetPayload<{ select: typeof sheetRateSelect }>;

// Origins asked for per statement (an IN list the planner still reads through the lane index).
const ORIGIN_CHUNK = 500;
// Current rates read with their charges per statement.
const RATE_CHUNK = 2000;

@Injectable()
export class CarrierSheetsRepository {
  constructor(private readonly prisma: PrismaService) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    // A sheet of thousands of rates is written in one transaction: more time than a form's save.
    return this.prisma.transaction(work, { timeout: 120_000 });
  }

  activeCarrier(id: string) {
    return this.prisma.provider.findFirst({ where: { id, active: true }, select: { id: true, code: true } });
  }

  activeChargeCode(id: string) {
    return this.prisma.chargeCode.findFirst({ where: { id, active: true }, select: { id: true } });
  }

  mapping(carrierId: string) {
    return this.prisma.rateSheetMapping.findUnique({ where: { carrierId } });
  }

  saveMapping(carrierId: string, name: string, mapping: Prisma.InputJsonValue, userId: string) {
    return this.prisma.rateSheetMapping.upsert({
      where: { carrierId },
      create: { carrierId, name, mapping, updatedBy: userId },
      update: { name, mapping, updatedBy: userId },
    });
  }

  /** The carrier's current rates of one service on the sheet's origins (the candidates a row replaces). */
  async currentRates(carrierId: string, service: Service, origins: string[]): Promise<SheetRateRow[]> {
    const ids: string[] = [];
    for (let i = 0; i < origins.length; i += ORIGIN_CHUNK) {
      const rows = await this.prisma.rate.findMany({
        where: { carrierId, service, current: true, originCode: { in: origins.slice(i, i + ORIGIN_CHUNK) } },
        select: { id: true },
      });
      ids.push(...rows.map((r) => r.id));
    }
    // Read with their charges and ranges a slice at a time: tens of thousands of ids in one relation
    // query would pass PostgreSQL's limit of bound parameters.
    const out: SheetRateRow[] = [];
    for (let i = 0; i < ids.length; i += RATE_CHUNK)
      out.push(
        ...(await this.prisma.rate.findMany({
          where: { id: { in: ids.slice(i, i + RATE_CHUNK) } },
          select: sheetRateSelect,
        })),
      );
    return out;
  }

  versions(carrierId: string) {
    return this.prisma.rateSheetVersion.findMany({
      where: { carrierId },
      orderBy: { version: 'desc' },
      take: 200,
      include: { creator: { select: { id: true, name: true } }, _count: { select: { rates: true } } },
    });
  }

  /** The next version of the carrier's sheet; the unique (carrier, version) turns a race into a retry. */
  async createVersion(
    tx: Tx,
    data: { carrierId: string; fileName: string; createdBy: string } & Record<
      'created' | 'updated' | 'unchanged' | 'refused',
      number
    >,
  ) {
    // Serialises two imports of the same carrier's sheet: the second waits, then takes the next number.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`rate-sheet:${data.carrierId}`}))`;
    const last = await tx.rateSheetVersion.findFirst({
      where: { carrierId: data.carrierId },
      orderBy: { version: 'desc' },
      select: { version: true },
    });
    return tx.rateSheetVersion.create({
      data: { ...data, version: (last?.version ?? 0) + 1 },
      select: { id: true, version: true },
    });
  }
}
