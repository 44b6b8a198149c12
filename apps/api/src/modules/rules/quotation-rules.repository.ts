import { Injectable } from '@nestjs/common';
import type { RuleFilterDto } from '@freight/shared/dto';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';

export const ruleSelect = {
  id: true,
  name: true,
  send: true,
  active: true,
  position: true,
  marginPercent: true,
  rateKey: true,
  createdAt: true,
  createdBy: true,
  updatedAt: true,
  filters: { orderBy: { index: 'asc' }, select: { filterType: true, condition: true, value: true } },
} as const satisfies Prisma.QuotationRuleSelect;
export type RuleRow = Prisma.QuotationRuleGetPayload<{ select: typeof ruleSelect }>;

export type RuleWrite = {
  name: string;
  send: boolean;
  active: boolean;
  position: number;
  marginPercent: string;
  rateKey: string | null;
};

/** The quotation fields rules and the test panel read. */
export const requestFactsSelect = {
  id: true,
  reference: true,
  createdAt: true,
  status: true,
  service: true,
  transportMode: true,
  incoterm: true,
  originCode: true,
  originName: true,
  destinationCode: true,
  destinationName: true,
  totalWeightKg: true,
  totalVolumeM3: true,
  chargeable: true,
  chargeableUnit: true,
  totalPackages: true,
  totalPallets: true,
  containers: true,
  commercialId: true,
  origin: true,
  client: { select: { id: true, tradeName: true, taxId: true } },
} as const satisfies Prisma.QuotationSelect;
export type RequestFactsRow = Prisma.QuotationGetPayload<{ select: typeof requestFactsSelect }>;

const filtersCreate = (filters: RuleFilterDto[]) => ({
  create: filters.map((f, index) => ({ index, filterType: f.filterType, condition: f.condition, value: f.value })),
});

@Injectable()
export class QuotationRulesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Every rule in evaluation order (a handful: no paging). */
  list(tx: Tx | PrismaService = this.prisma) {
    return tx.quotationRule.findMany({
      orderBy: [{ position: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      select: ruleSelect,
    });
  }

  find(id: string) {
    return this.prisma.quotationRule.findUnique({ where: { id }, select: ruleSelect });
  }

  async create(data: RuleWrite, filters: RuleFilterDto[], userId: string): Promise<string> {
    const row = await this.prisma.quotationRule.create({
      data: { ...data, createdBy: userId, updatedBy: userId, filters: filtersCreate(filters) },
      select: { id: true },
    });
    return row.id;
  }

  async update(id: string, data: RuleWrite, filters: RuleFilterDto[], userId: string): Promise<boolean> {
    return this.prisma.transaction(async (tx) => {
      const found = await tx.quotationRule.findUnique({ where: { id }, select: { id: true } });
      if (!found) return false;
      await tx.quotationRuleFilter.deleteMany({ where: { ruleId: id } });
      await tx.quotationRule.update({
        where: { id },
        data: { ...data, updatedBy: userId, filters: filtersCreate(filters) },
      });
      return true;
    });
  }

  async remove(id: string): Promise<boolean> {
    return (await this.prisma.quotationRule.deleteMany({ where: { id } })).count > 0;
  }

  users(ids: string[]) {
    return this.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  }

  /** The current version of each named rate family, for the rules' labels. */
  currentRates(rateKeys: string[]) {
    return this.prisma.rate.findMany({
      where: { rateKey: { in: rateKeys }, current: true },
      select: {
        id: true,
        rateKey: true,
        originCode: true,
        destinationCode: true,
        description: true,
        carrier: { select: { code: true } },
      },
    });
  }

  rateFamilyExists(rateKey: string) {
    return this.prisma.rate.findFirst({ where: { rateKey, current: true }, select: { id: true } });
  }

  /** The latest requests, newest first (the test panel). */
  latestRequests(limit: number) {
    return this.prisma.quotation.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      select: requestFactsSelect,
    });
  }

  clientFacts(id: string) {
    return this.prisma.client.findUnique({ where: { id }, select: { id: true, tradeName: true, taxId: true } });
  }

  requestFacts(tx: Tx, id: string) {
    return tx.quotation.findUniqueOrThrow({ where: { id }, select: requestFactsSelect });
  }
}
