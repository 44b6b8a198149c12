import { Injectable } from '@nestjs/common';
import type { TransportMode } from '@freight/shared';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { chargeCodeNamesSelect } from '../charge-codes/charge-code-names.js';

const MODE_FLAG: Record<TransportMode, 'air' | 'sea' | 'road' | 'express'> = {
  AIR: 'air',
  SEA: 'sea',
  ROAD: 'road',
  EXPRESS: 'express',
};

export type NewCharge = Omit<Prisma.CostChargeUncheckedCreateWithoutCostInput, 'id'>;
export type NewCost = Omit<Prisma.CostUncheckedCreateInput, 'id' | 'charges'> & { charges: NewCharge[] };

@Injectable()
export class PricingRepository {
  constructor(private readonly prisma: PrismaService) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work);
  }

  /** Takes a REQUESTED quotation for a pricing user (compare-and-set on status). */
  async take(tx: Tx, id: string, userId: string): Promise<boolean> {
    const { count } = await tx.quotation.updateMany({
      where: { id, status: 'REQUESTED', active: true },
      data: { status: 'PENDING', pricingUserId: userId, takenAt: new Date(), updatedBy: userId },
    });
    return count === 1;
  }

  /** Active providers with their active contacts, primary first. */
  providersWithContacts(ids: string[]) {
    return this.prisma.provider.findMany({
      where: { id: { in: ids }, active: true },
      select: {
        id: true,
        code: true,
        name: true,
        language: true,
        contacts: {
          where: { active: true },
          orderBy: [{ primary: 'desc' }, { createdAt: 'asc' }],
          select: { email: true },
        },
      },
    });
  }

  /** Active providers serving the service, those covering the lane's countries first (ranked in the service). */
  /** Active agents serving any of these services (the quotation's mode) or declaring none. */
  candidateProviders(services: string[]) {
    return this.prisma.provider.findMany({
      where: { active: true, OR: [{ services: { hasSome: services } }, { services: { isEmpty: true } }] },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      take: 200,
      select: {
        id: true,
        code: true,
        name: true,
        language: true,
        originCountries: true,
        destinationCountries: true,
        services: true,
        // The address cost requests go to, and whether it bounced (issue 42).
        contacts: { where: { primary: true, active: true }, select: { bouncedAt: true }, take: 1 },
      },
    });
  }

  /** Country of a quotation's location code (UN/LOCODE, IATA or ISO country). */
  async countryOf(code: string | null): Promise<string | null> {
    if (!code) return null;
    if (/^[A-Z]{2}$/.test(code)) return code;
    const row = await this.prisma.location.findFirst({ where: { code }, select: { countryCode: true } });
    return row?.countryCode ?? (/^[A-Z]{5}$/.test(code) ? code.slice(0, 2) : null);
  }

  /** How many cost requests each agent has answered (through its link or entered on its behalf). */
  async answeredRequestCounts(providerIds: string[]): Promise<Map<string, number>> {
    if (providerIds.length === 0) return new Map();
    const rows = await this.prisma.costRequest.groupBy({
      by: ['providerId'],
      where: { providerId: { in: providerIds }, answeredAt: { not: null } },
      _count: { _all: true },
    });
    return new Map(rows.map((r) => [r.providerId, r._count._all]));
  }

  createCostRequest(tx: Tx, data: Prisma.CostRequestUncheckedCreateInput) {
    return tx.costRequest.create({ data, select: { id: true, replyToken: true } });
  }

  /** The analyst signing a cost request (name, e-mail for Reply-To, time zone of the answer-by date). */
  userContact(id: string | null) {
    if (!id) return Promise.resolve(null);
    return this.prisma.user.findUnique({ where: { id }, select: { name: true, email: true, timeZone: true } });
  }

  /** Country names in es/en/pt by ISO code. */
  async countryNames(codes: string[]): Promise<Map<string, Partial<Record<string, string>>>> {
    const rows = await this.prisma.location.findMany({
      where: { kind: 'COUNTRY', code: { in: codes } },
      select: { code: true, name: true, names: true },
    });
    return new Map(rows.map((r) => [r.code, { en: r.name, ...((r.names as Record<string, string> | null) ?? {}) }]));
  }

  /** The first view of the agent's page; later views keep it. */
  async markOpened(id: string, at = new Date()): Promise<void> {
    await this.prisma.costRequest.updateMany({ where: { id, firstOpenedAt: null }, data: { firstOpenedAt: at } });
  }

  /** Exactly once, and only while neither answered nor declined. */
  async claimDecline(tx: Tx, id: string, reason: string, text: string | null): Promise<boolean> {
    const { count } = await tx.costRequest.updateMany({
      where: { id, answeredAt: null, declinedAt: null, cancelledAt: null },
      data: { declinedAt: new Date(), declineReason: reason, declineText: text },
    });
    return count === 1;
  }

  /** Withdraws an open request of this quotation (not answered, not declined, not withdrawn); its provider, or null. */
  async cancelOpen(tx: Tx, quotationId: string, id: string): Promise<{ providerId: string } | null> {
    const rows = await tx.$queryRaw<{ provider_id: string }[]>`
      UPDATE cost_requests SET cancelled_at = now()
      WHERE id = ${id}::uuid AND quotation_id = ${quotationId}::uuid
        AND answered_at IS NULL AND declined_at IS NULL AND cancelled_at IS NULL
      RETURNING provider_id`;
    return rows[0] ? { providerId: rows[0].provider_id } : null;
  }

  async markSent(id: string, at: Date): Promise<void> {
    await this.prisma.costRequest.updateMany({ where: { id, sentAt: null }, data: { sentAt: at } });
  }

  costRequestsOf(quotationId: string) {
    return this.prisma.costRequest.findMany({
      where: { quotationId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: {
        id: true,
        email: true,
        createdAt: true,
        sentAt: true,
        answeredAt: true,
        answeredByMailAt: true,
        bouncedAt: true,
        expiresAt: true,
        answerBy: true,
        firstOpenedAt: true,
        declinedAt: true,
        declineReason: true,
        declineText: true,
        cancelledAt: true,
        provider: { select: { id: true, code: true, name: true } },
      },
    });
  }

  /** The request behind an agent link, with what the agent page shows (never the client). */
  findCostRequestForAgent(id: string) {
    return this.prisma.costRequest.findUnique({
      where: { id },
      select: {
        id: true,
        quotationId: true,
        providerId: true,
        answeredAt: true,
        expiresAt: true,
        answerBy: true,
        firstOpenedAt: true,
        declinedAt: true,
        cancelledAt: true,
        createdBy: true,
        provider: { select: { name: true, language: true } },
        quotation: {
          select: {
            reference: true,
            company: true,
            service: true,
            transportMode: true,
            status: true,
            active: true,
            originCode: true,
            originName: true,
            destinationCode: true,
            destinationName: true,
            incoterm: true,
            commodityType: true,
            goodsDescription: true,
            stackable: true,
            containers: true,
            trucks: true,
            packingLines: true,
            measureSystem: true,
            totalPackages: true,
            totalPallets: true,
            totalWeightKg: true,
            totalVolumeM3: true,
            chargeable: true,
            chargeableUnit: true,
            shipmentDate: true,
            goodsReadyDate: true,
          },
        },
      },
    });
  }

  /** The newest unanswered request of this agent on this quotation, locked until the transaction ends. */
  async openCostRequest(tx: Tx, quotationId: string, providerId: string): Promise<string | null> {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM cost_requests
      WHERE quotation_id = ${quotationId}::uuid AND provider_id = ${providerId}::uuid AND answered_at IS NULL AND declined_at IS NULL AND cancelled_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`;
    return rows[0]?.id ?? null;
  }

  /** Exactly once: only the first submission finds the request unanswered. */
  async claimAnswer(tx: Tx, id: string): Promise<boolean> {
    const { count } = await tx.costRequest.updateMany({
      where: { id, answeredAt: null, declinedAt: null, cancelledAt: null },
      data: { answeredAt: new Date() },
    });
    return count === 1;
  }

  chargeCodesForMode(mode: TransportMode) {
    return this.prisma.chargeCode.findMany({
      where: { active: true, [MODE_FLAG[mode]]: true },
      orderBy: { concept: 'asc' },
      select: { id: true, concept: true, description: true, descriptionEn: true, descriptionPt: true },
    });
  }

  chargeCodesByIds(ids: string[]) {
    return this.prisma.chargeCode.findMany({
      where: { id: { in: ids }, active: true },
      select: { id: true, taxed: true },
    });
  }

  activeProvider(id: string) {
    return this.prisma.provider.findFirst({ where: { id, active: true }, select: { id: true, name: true } });
  }

  async insertCosts(tx: Tx, costs: NewCost[]): Promise<void> {
    for (const { charges, ...cost } of costs) {
      await tx.cost.create({ data: { ...cost, charges: { create: charges } }, select: { id: true } });
    }
  }

  costsOf(quotationId: string) {
    return this.prisma.cost.findMany({
      where: { quotationId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        batchId: true,
        costRequestId: true,
        description: true,
        validUntil: true,
        route: true,
        transitDays: true,
        freeDays: true,
        carrier: true,
        comments: true,
        createdAt: true,
        provider: { select: { id: true, code: true, name: true } },
        charges: {
          orderBy: { index: 'asc' },
          select: {
            id: true,
            index: true,
            description: true,
            currency: true,
            amountPerUnit: true,
            quantity: true,
            rangeBasis: true,
            rangeFrom: true,
            rangeTo: true,
            total: true,
            chargeCode: { select: chargeCodeNamesSelect },
          },
        },
      },
    });
  }
}
