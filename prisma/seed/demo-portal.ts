import { createHash } from 'node:crypto';
import { cargoTotals, centsToNumber, SERVICE_MODE, sellLineAmounts, type Service } from '@freight/shared';
import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
import { DEMO_CLIENTS } from './demo-accounts.js';

const DAY = 24 * 3_600_000;
const FREIGHT_CODE: Record<string, string> = { SEA: 'OFT', AIR: 'AFT', ROAD: 'RFT', EXPRESS: 'EXP' };

type PortalDemo = {
  service: Service;
  origin: [string, string];
  destination: [string, string];
  incoterm: string;
  goods: string;
  freight: number;
  /** Days from now: negative = already expired. */
  validDays: number;
  answer?: 'APPROVED';
};

/** Per client: four sent and valid, one sent and expired, one the client already accepted on the portal. */
const QUOTATIONS: Record<'A' | 'B', PortalDemo[]> = {
  A: [
    {
      service: 'SEA_LCL',
      origin: ['CNSHA', 'Shanghai'],
      destination: ['UYMVD', 'Montevideo'],
      incoterm: 'FOB',
      goods: 'Repuestos de refrigeración',
      freight: 1450,
      validDays: 25,
    },
    {
      service: 'AIR_LSE',
      origin: ['MIA', 'Miami'],
      destination: ['MVD', 'Montevideo'],
      incoterm: 'EXW',
      goods: 'Instrumental de laboratorio',
      freight: 2300,
      validDays: 12,
    },
    {
      service: 'SEA_FCL',
      origin: ['ESVLC', 'Valencia'],
      destination: ['UYMVD', 'Montevideo'],
      incoterm: 'CIF',
      goods: 'Cámaras frigoríficas',
      freight: 3100,
      validDays: 40,
    },
    {
      service: 'ROAD_FTL',
      origin: ['UY', 'Uruguay'],
      destination: ['BR', 'Brasil'],
      incoterm: 'DAP',
      goods: 'Carne envasada',
      freight: 1800,
      validDays: 18,
    },
    {
      service: 'AIR_LSE',
      origin: ['MAD', 'Madrid'],
      destination: ['MVD', 'Montevideo'],
      incoterm: 'FOB',
      goods: 'Etiquetadoras',
      freight: 1950,
      validDays: -6,
    },
    {
      service: 'SEA_LCL',
      origin: ['CNSHA', 'Shanghai'],
      destination: ['UYMVD', 'Montevideo'],
      incoterm: 'FOB',
      goods: 'Bandejas de embalaje',
      freight: 1200,
      validDays: 20,
      answer: 'APPROVED',
    },
  ],
  B: [
    {
      service: 'SEA_LCL',
      origin: ['UYMVD', 'Montevideo'],
      destination: ['BRSSZ', 'Santos'],
      incoterm: 'FOB',
      goods: 'Vinhos finos',
      freight: 900,
      validDays: 22,
    },
    {
      service: 'AIR_LSE',
      origin: ['MVD', 'Montevideo'],
      destination: ['GRU', 'São Paulo'],
      incoterm: 'CPT',
      goods: 'Amostras têxteis',
      freight: 1250,
      validDays: 10,
    },
    {
      service: 'SEA_FCL',
      origin: ['CNSHA', 'Shanghai'],
      destination: ['BRSSZ', 'Santos'],
      incoterm: 'CFR',
      goods: 'Eletrônicos',
      freight: 2850,
      validDays: 35,
    },
    {
      service: 'ROAD_LTL',
      origin: ['AR', 'Argentina'],
      destination: ['BR', 'Brasil'],
      incoterm: 'DAP',
      goods: 'Peças automotivas',
      freight: 760,
      validDays: 15,
    },
    {
      service: 'AIR_LSE',
      origin: ['MIA', 'Miami'],
      destination: ['GRU', 'São Paulo'],
      incoterm: 'EXW',
      goods: 'Cosméticos',
      freight: 1700,
      validDays: -3,
    },
    {
      service: 'SEA_LCL',
      origin: ['ESVLC', 'Valencia'],
      destination: ['BRSSZ', 'Santos'],
      incoterm: 'FOB',
      goods: 'Azeite de oliva',
      freight: 1100,
      validDays: 28,
      answer: 'APPROVED',
    },
  ],
};

/**
 * Issue 14: quotations sent to the two demo clients for the client portal, priced with a visible
 * freight and documentation fee plus a line hidden from the client, an internal and a client note,
 * and a client-visible and an internal document, numbered as company ZON. Created before the other demo quotations so staff
 * lists keep their order. Runs once (skips when the first one exists).
 */
export async function seedDemoPortal(prisma: PrismaClient): Promise<void> {
  const users = await prisma.user.findMany({
    where: { username: { in: ['comercial', 'pricing', 'cliente', 'cliente2'] } },
    select: { id: true, username: true },
  });
  const id = (u: string) => users.find((x) => x.username === u)?.id;
  const [commercial, pricing] = [id('comercial'), id('pricing')];
  if (!commercial || !pricing) return;
  if ((await prisma.quotation.count({ where: { clientReference: { startsWith: 'PORTAL-' } } })) > 0) return;
  const codes = new Map(
    (await prisma.chargeCode.findMany({ select: { id: true, concept: true, description: true, taxed: true } })).map(
      (c) => [c.concept, c],
    ),
  );
  const provider = await prisma.provider.findFirst({
    where: { active: true },
    orderBy: { code: 'asc' },
    select: { id: true },
  });
  const doc = codes.get('DOC');
  const hidden = codes.get('HDL');
  if (!provider || !doc || !hidden) return;
  const year = new Date().getUTCFullYear();
  const now = Date.now();

  for (const key of ['A', 'B'] as const) {
    const { country, taxId } = DEMO_CLIENTS[key];
    const client = await prisma.client.findUnique({
      where: { country_taxId: { country, taxId } },
      select: { id: true },
    });
    const portalUser = id(key === 'A' ? 'cliente' : 'cliente2');
    if (!client || !portalUser) continue;
    for (const [i, d] of QUOTATIONS[key].entries()) {
      const mode = SERVICE_MODE[d.service];
      const freight = codes.get(FREIGHT_CODE[mode]);
      if (!freight) continue;
      const lines =
        d.service === 'SEA_FCL' || d.service === 'ROAD_FTL'
          ? []
          : [
              {
                kind: 'PACKAGES' as const,
                quantity: 4 + i,
                weight: 120 + i * 15,
                length: 120,
                width: 100,
                height: 100,
              },
            ];
      const totals = cargoTotals(lines, d.service);
      // Older than the 36 staff demo quotations, so their lists open as before; numbered in creation order.
      const created = new Date(now - (70 - (key === 'A' ? 0 : 6) - i) * DAY);
      const sentAt = new Date(now - (8 - i) * DAY);
      await prisma.$transaction(async (tx) => {
        const [{ last }] = await tx.$queryRaw<{ last: number }[]>`
          INSERT INTO reference_counters (company, year, last) VALUES ('ZON'::"Company", ${year}, 1)
          ON CONFLICT (company, year) DO UPDATE SET last = reference_counters.last + 1 RETURNING last`;
        const q = await tx.quotation.create({
          data: {
            reference: `ZON-${String(year % 100).padStart(2, '0')}-${String(last).padStart(6, '0')}`,
            company: 'ZON',
            service: d.service,
            transportMode: mode,
            status: d.answer ?? 'SENT',
            clientId: client.id,
            commercialId: commercial,
            pricingUserId: pricing,
            takenAt: new Date(created.getTime() + 3_600_000),
            publishState: 'PUBLISHED',
            publishedAt: new Date(sentAt.getTime() - 3_600_000),
            sentAt,
            originCode: d.origin[0],
            originName: d.origin[1],
            destinationCode: d.destination[0],
            destinationName: d.destination[1],
            incoterm: d.incoterm,
            goodsDescription: d.goods,
            containers: d.service === 'SEA_FCL' ? [{ quantity: 1, type: '40HC' }] : [],
            trucks: d.service === 'ROAD_FTL' ? [{ quantity: 1, type: 'REFR' }] : [],
            packingLines: lines,
            totalPackages: totals.packages,
            totalPallets: totals.pallets,
            totalWeightKg: totals.weightKg,
            totalVolumeM3: totals.volumeM3,
            chargeable: totals.chargeable,
            chargeableUnit: totals.chargeableUnit,
            clientReference: `PORTAL-${key}-${i + 1}`,
            pricingComments: 'Interno: negociar con el agente si el cliente acepta.',
            createdAt: created,
            createdBy: commercial,
            updatedBy: commercial,
          },
          select: { id: true },
        });
        const cost = await tx.cost.create({
          data: {
            quotationId: q.id,
            providerId: provider.id,
            batchId: q.id,
            description:
              mode === 'AIR' ? 'Tarifa general de carga' : mode === 'ROAD' ? 'Puerta a puerta' : 'Servicio semanal',
            validUntil: new Date(now + d.validDays * DAY),
            route: 'Direct',
            transitDays: mode === 'AIR' ? 3 : mode === 'ROAD' ? 6 : 32,
            freeDays: mode === 'SEA' ? 14 : null,
            carrier: mode === 'AIR' ? 'LATAM Cargo' : mode === 'ROAD' ? 'Andreani' : 'MSC',
            createdAt: new Date(created.getTime() + 2 * DAY),
            createdBy: pricing,
            charges: {
              create: [
                {
                  index: 0,
                  chargeCodeId: freight.id,
                  currency: 'USD',
                  amountPerUnit: d.freight,
                  quantity: 1,
                  total: d.freight,
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
                {
                  index: 2,
                  chargeCodeId: hidden.id,
                  currency: 'USD',
                  amountPerUnit: 45,
                  quantity: 1,
                  total: 45,
                  taxed: hidden.taxed,
                },
              ],
            },
          },
          select: { charges: { orderBy: { index: 'asc' }, select: { id: true } } },
        });
        const sells = [
          { code: freight, cost: d.freight, kind: 'PERCENT' as const, margin: 15, visible: true },
          { code: doc, cost: 60, kind: 'AMOUNT' as const, margin: 20, visible: true },
          { code: hidden, cost: 45, kind: 'AMOUNT' as const, margin: 5, visible: false },
        ];
        for (const [index, l] of sells.entries()) {
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
              costChargeId: cost.charges[index].id,
              chargeCodeId: l.code.id,
              description: l.code.description,
              currency: 'USD',
              costAmount: l.cost,
              marginKind: l.kind,
              marginValue: l.margin,
              sellAmount: centsToNumber(amounts.sell),
              taxAmount: centsToNumber(amounts.tax),
              clientVisible: l.visible,
              createdBy: pricing,
            },
          });
        }
        await tx.quotationNote.createMany({
          data: [
            {
              quotationId: q.id,
              visibility: 'CLIENT',
              text: 'Tarifa sujeta a disponibilidad de espacio al momento de la reserva.',
              createdBy: commercial,
            },
            {
              quotationId: q.id,
              visibility: 'INTERNAL',
              text: 'Nota interna: el agente da 10 % extra si confirmamos esta semana.',
              createdBy: pricing,
            },
          ],
        });
        const file = (name: string, text: string, clientVisible: boolean) => {
          const data = Buffer.from(text, 'utf8');
          return {
            name,
            mimeType: 'application/pdf',
            sizeBytes: data.length,
            sha256: createHash('sha256').update(data).digest('hex'),
            data,
            clientVisible,
            quotationId: q.id,
            clientId: client.id,
            createdBy: commercial,
          };
        };
        await tx.document.createMany({
          data: [
            file('condiciones-generales.pdf', '%PDF-1.4\n% Condiciones generales de transporte\n%%EOF\n', true),
            file('costos-agente-interno.pdf', '%PDF-1.4\n% Costos del agente (interno)\n%%EOF\n', false),
          ],
        });
        const log = (
          kind: string,
          at: Date,
          userId: string,
          fromStatus?: 'REQUESTED' | 'SENT' | 'QUOTED',
          toStatus?: 'PENDING' | 'QUOTED' | 'SENT' | 'APPROVED' | 'REQUESTED',
        ) =>
          tx.quotationEvent.create({ data: { quotationId: q.id, userId, kind, fromStatus, toStatus, createdAt: at } });
        await log('CREATED', created, commercial, undefined, 'REQUESTED');
        await log('STATUS_UPDATE', new Date(created.getTime() + 3_600_000), pricing, 'REQUESTED', 'PENDING');
        await log('STATUS_UPDATE', new Date(sentAt.getTime() - 3_600_000), pricing, undefined, 'QUOTED');
        await log('STATUS_UPDATE', sentAt, commercial, 'QUOTED', 'SENT');
        if (d.answer) await log('STATUS_UPDATE', new Date(sentAt.getTime() + DAY), portalUser, 'SENT', 'APPROVED');
      });
    }
  }
}
