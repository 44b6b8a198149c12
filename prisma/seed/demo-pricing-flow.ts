import { centsToNumber, sellLineAmounts, type MarginKind } from '@freight/shared';
import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';

const FREIGHT_CODE: Record<string, string> = { SEA: 'OFT', AIR: 'AFT', ROAD: 'RFT', EXPRESS: 'EXP' };
const PRICED = ['QUOTED', 'UPDATED', 'SENT', 'APPROVED', 'NOT_APPROVED'];
const SENT = ['SENT', 'APPROVED', 'NOT_APPROVED'];
const HOUR = 3_600_000;
// Issue 22: what a forwarder would read: carriers of the quotation's mode (airlines for air) and transit days in its range.
export const DEMO_CARRIERS: Record<string, string[]> = {
  SEA: ['MSC', 'Maersk', 'CMA CGM', 'Hapag-Lloyd'],
  AIR: ['LATAM Cargo', 'Lufthansa Cargo', 'American Airlines Cargo', 'Iberia Cargo'],
  ROAD: ['Andreani', 'Transportes Bertolini', 'Expreso Jet Mar'],
  EXPRESS: ['DHL Express', 'FedEx Express', 'UPS'],
};
/** Inclusive transit-day ranges per mode (port to port, airport to airport, door to door). */
export const DEMO_TRANSIT_DAYS: Record<string, [number, number]> = {
  SEA: [18, 40],
  AIR: [1, 5],
  ROAD: [2, 8],
  EXPRESS: [1, 4],
};
const OPTION: Record<string, string> = {
  SEA: 'Servicio semanal',
  AIR: 'Tarifa general de carga',
  ROAD: 'Puerta a puerta',
  EXPRESS: 'Entrega express',
};

/**
 * Demo quotations at every stage of the pricing flow: the taken ones have an answered cost request
 * and costs; the priced ones also have published sells (15 % on freight, a fixed margin on the
 * documentation fee); the sent ones their sending time. Runs once (skips when demo costs exist).
 */
export async function seedDemoPricingFlow(prisma: PrismaClient): Promise<void> {
  const pricing = await prisma.user.findUnique({ where: { username: 'pricing' }, select: { id: true } });
  const quotations = await prisma.quotation.findMany({
    where: { commercial: { username: { in: ['comercial', 'gerente'] } }, status: { notIn: ['REQUESTED', 'FUTURE'] } },
    orderBy: { createdAt: 'asc' },
    select: { id: true, status: true, service: true, transportMode: true, createdAt: true },
  });
  if (!pricing || quotations.length === 0) return;
  if ((await prisma.cost.count({ where: { quotationId: { in: quotations.map((q) => q.id) } } })) > 0) return;
  const codes = new Map(
    (await prisma.chargeCode.findMany({ select: { id: true, concept: true, description: true, taxed: true } })).map(
      (c) => [c.concept, c],
    ),
  );
  const doc = codes.get('DOC');
  const providers = await prisma.provider.findMany({
    where: { active: true },
    orderBy: { code: 'asc' },
    select: { id: true, services: true, contacts: { where: { primary: true }, select: { email: true } } },
  });
  if (!doc || providers.length === 0) return;

  for (const [i, q] of quotations.entries()) {
    const freight = codes.get(FREIGHT_CODE[q.transportMode]);
    const provider = providers.find((p) => p.services.includes(q.service)) ?? providers[i % providers.length];
    if (!freight) continue;
    const at = (hours: number) => new Date(q.createdAt.getTime() + hours * HOUR);
    const freightCost = 900 + (i % 7) * 150;
    const carriers = DEMO_CARRIERS[q.transportMode];
    const [fewest, most] = DEMO_TRANSIT_DAYS[q.transportMode];
    await prisma.$transaction(async (tx) => {
      const request = await tx.costRequest.create({
        data: {
          quotationId: q.id,
          providerId: provider.id,
          email: provider.contacts[0]?.email ?? 'agent@agents.demo',
          language: 'en',
          expiresAt: at(14 * 24),
          sentAt: at(2),
          answeredAt: at(2 + 6 + (i % 5) * 8),
          createdAt: at(2),
          createdBy: pricing.id,
        },
        select: { id: true },
      });
      const cost = await tx.cost.create({
        data: {
          quotationId: q.id,
          providerId: provider.id,
          costRequestId: request.id,
          batchId: request.id,
          description: OPTION[q.transportMode],
          validUntil: at(30 * 24),
          route: 'Direct',
          transitDays: fewest + (i % (most - fewest + 1)),
          freeDays: q.transportMode === 'SEA' ? 7 + (i % 3) * 7 : null,
          carrier: carriers[i % carriers.length],
          createdAt: at(10),
          charges: {
            create: [
              {
                index: 0,
                chargeCodeId: freight.id,
                currency: 'USD',
                amountPerUnit: freightCost,
                quantity: 1,
                total: freightCost,
                taxed: freight.taxed,
              },
              {
                index: 1,
                chargeCodeId: doc.id,
                currency: 'USD',
                amountPerUnit: 60,
                quantity: 1,
                total: 60,
                taxed: doc.taxed,
              },
            ],
          },
        },
        select: { charges: { orderBy: { index: 'asc' }, select: { id: true } } },
      });
      await tx.quotation.update({ where: { id: q.id }, data: { pricingUserId: pricing.id, takenAt: at(1) } });
      if (!PRICED.includes(q.status)) return;
      const lines: { code: typeof doc; cost: number; kind: MarginKind; margin: number; charge: string }[] = [
        { code: freight, cost: freightCost, kind: 'PERCENT', margin: 15, charge: cost.charges[0].id },
        { code: doc, cost: 60, kind: 'AMOUNT', margin: 20, charge: cost.charges[1].id },
      ];
      for (const [index, l] of lines.entries()) {
        // The same maths the API applies when pricing saves sells.
        const amounts = sellLineAmounts({
          currency: 'USD',
          costAmount: l.cost,
          marginKind: l.kind,
          marginValue: l.margin,
          taxed: l.code.taxed,
        });
        await tx.sellLine.create({
          data: {
            quotationId: q.id,
            index,
            costChargeId: l.charge,
            chargeCodeId: l.code.id,
            // The charge's name (in the analysts' Spanish), as the sells editor proposes it; never the bare code.
            description: l.code.description,
            currency: 'USD',
            costAmount: l.cost,
            marginKind: l.kind,
            marginValue: l.margin,
            sellAmount: centsToNumber(amounts.sell),
            taxAmount: centsToNumber(amounts.tax),
            clientVisible: true,
            createdBy: pricing.id,
          },
        });
      }
      await tx.quotation.update({
        where: { id: q.id },
        data: { publishState: 'PUBLISHED', publishedAt: at(30), sentAt: SENT.includes(q.status) ? at(40) : null },
      });
    });
  }
}
