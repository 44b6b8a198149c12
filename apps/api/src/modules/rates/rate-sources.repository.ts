import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../common/prisma/prisma.service.js';

/** What a rate is made from: a quotation's cost (saved as a rate) or an imported file's codes and keys. */
@Injectable()
export class RateSourcesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A cost with its quotation's lane and its charges in order, as "save as rate" copies them. */
  costForRate(id: string) {
    return this.prisma.cost.findUnique({
      where: { id },
      select: {
        id: true,
        providerId: true,
        description: true,
        route: true,
        transitDays: true,
        freeDays: true,
        comments: true,
        quotation: {
          select: {
            service: true,
            originCode: true,
            originName: true,
            destinationCode: true,
            destinationName: true,
            containers: true,
          },
        },
        charges: {
          orderBy: { index: 'asc' },
          select: {
            chargeCodeId: true,
            description: true,
            currency: true,
            amountPerUnit: true,
            quantity: true,
            total: true,
          },
        },
      },
    });
  }

  /** The import keys among these that a rate already holds (a row or a cost saved before). */
  async takenImportKeys(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.prisma.rate.findMany({
      where: { importKey: { in: keys } },
      select: { importKey: true },
    });
    return new Set(rows.flatMap((r) => (r.importKey === null ? [] : [r.importKey])));
  }

  /** Active carriers and charge codes, for an import to name them by code and concept. */
  activeCodes() {
    return Promise.all([
      this.prisma.provider.findMany({ where: { active: true }, select: { id: true, code: true } }),
      this.prisma.chargeCode.findMany({ where: { active: true }, select: { id: true, concept: true } }),
    ]);
  }
}
