import { cargoTotals, SERVICE_MODE, type QuotationStatus, type Service } from '@freight/shared';
import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';

type Lane = { origin: [string, string]; destination: [string, string] };
const SEA: Lane[] = [
  { origin: ['CNSHA', 'Shanghai'], destination: ['UYMVD', 'Montevideo'] },
  { origin: ['ESVLC', 'Valencia'], destination: ['UYMVD', 'Montevideo'] },
  { origin: ['UYMVD', 'Montevideo'], destination: ['BRSSZ', 'Santos'] },
];
const AIR: Lane[] = [
  { origin: ['MIA', 'Miami'], destination: ['MVD', 'Montevideo'] },
  { origin: ['MAD', 'Madrid'], destination: ['MVD', 'Montevideo'] },
  { origin: ['MVD', 'Montevideo'], destination: ['GRU', 'São Paulo'] },
];
const ROAD: Lane[] = [
  { origin: ['UY', 'Uruguay'], destination: ['BR', 'Brasil'] },
  { origin: ['AR', 'Argentina'], destination: ['UY', 'Uruguay'] },
];
const SERVICES: Service[] = ['SEA_LCL', 'SEA_FCL', 'SEA_RORO', 'AIR_LSE', 'AIR_ULD', 'ROAD_LTL', 'ROAD_FTL', 'EXPRESS'];
const STATUSES: QuotationStatus[] = [
  'REQUESTED',
  'PENDING',
  'QUOTED',
  'UPDATED',
  'SENT',
  'APPROVED',
  'NOT_APPROVED',
  'FUTURE',
];
const GOODS = [
  'Autopartes',
  'Maquinaria agrícola',
  'Repuestos industriales',
  'Textiles',
  'Productos farmacéuticos',
  'Vinos',
  'Electrónica',
  'Muebles',
];

/** 36 demo quotations across services, statuses and both demo clients, owned by comercial and gerente. */
export async function seedDemoQuotations(prisma: PrismaClient): Promise<void> {
  const owners = await prisma.user.findMany({
    where: { username: { in: ['comercial', 'gerente'] } },
    select: { id: true, username: true },
  });
  if ((await prisma.quotation.count({ where: { commercialId: { in: owners.map((o) => o.id) } } })) > 0) return;
  const clients = await prisma.client.findMany({ orderBy: { taxId: 'asc' }, select: { id: true } });
  const year = new Date().getUTCFullYear();
  for (let i = 0; i < 36; i++) {
    const service = SERVICES[i % SERVICES.length];
    const mode = SERVICE_MODE[service];
    const status = STATUSES[(i * 3) % STATUSES.length];
    const owner = owners[i % 3 === 0 ? 1 : 0] ?? owners[0];
    const lane = (mode === 'SEA' ? SEA : mode === 'AIR' ? AIR : ROAD)[
      (i % 3) % (mode === 'ROAD' || mode === 'EXPRESS' ? 2 : 3)
    ];
    const lines =
      service === 'SEA_FCL' || service === 'ROAD_FTL'
        ? []
        : ([
            {
              kind: i % 2 ? 'PALLETS' : 'PACKAGES',
              quantity: 2 + (i % 5),
              weight: 80 + i * 7,
              length: 120,
              width: 100,
              height: 90 + (i % 4) * 10,
            },
          ] as const);
    const totals = cargoTotals([...lines], service);
    const created = new Date(Date.now() - (36 - i) * 36 * 3600 * 1000);
    await prisma.$transaction(async (tx) => {
      const [{ last }] = await tx.$queryRaw<{ last: number }[]>`
        INSERT INTO reference_counters (company, year, last) VALUES ('MVD'::"Company", ${year}, 1)
        ON CONFLICT (company, year) DO UPDATE SET last = reference_counters.last + 1 RETURNING last`;
      const q = await tx.quotation.create({
        data: {
          reference: `MVD-${String(year % 100).padStart(2, '0')}-${String(last).padStart(6, '0')}`,
          company: 'MVD',
          service,
          transportMode: mode,
          status,
          clientId: clients[i % clients.length].id,
          commercialId: owner.id,
          originCode: mode === 'EXPRESS' ? null : lane.origin[0],
          originName: mode === 'EXPRESS' ? null : lane.origin[1],
          destinationCode: mode === 'EXPRESS' ? null : lane.destination[0],
          destinationName: mode === 'EXPRESS' ? null : lane.destination[1],
          incoterm: mode === 'EXPRESS' ? null : ['FOB', 'EXW', 'CIF', 'DAP'][i % 4],
          goodsDescription: GOODS[i % GOODS.length],
          commodityType: 'GEN',
          containers: service === 'SEA_FCL' ? [{ quantity: 1 + (i % 2), type: i % 2 ? '40HC' : '20GP' }] : [],
          trucks: service === 'ROAD_FTL' ? [{ quantity: 1, type: 'CURT' }] : [],
          packingLines: [...lines],
          pickup:
            ['EXW'].includes(['FOB', 'EXW', 'CIF', 'DAP'][i % 4]) && mode !== 'EXPRESS'
              ? { address: 'Ruta 1 km 24', city: 'Montevideo' }
              : undefined,
          express:
            mode === 'EXPRESS'
              ? {
                  direction: 'OB',
                  isDocument: false,
                  insurer: 'FEDEX',
                  shipper: { description: 'Frigorífico del Plata', city: 'Montevideo', countryCode: 'UY' },
                  recipient: { description: 'Atlântica Importadora', city: 'São Paulo', countryCode: 'BR' },
                }
              : undefined,
          totalPackages: totals.packages,
          totalPallets: totals.pallets,
          totalWeightKg: totals.weightKg,
          totalVolumeM3: totals.volumeM3,
          chargeable: totals.chargeable,
          chargeableUnit: totals.chargeableUnit,
          createdAt: created,
          createdBy: owner.id,
          updatedBy: owner.id,
        },
        select: { id: true },
      });
      await tx.quotationEvent.create({
        data: { quotationId: q.id, userId: owner.id, kind: 'CREATED', toStatus: 'REQUESTED', createdAt: created },
      });
      if (status !== 'REQUESTED') {
        await tx.quotationEvent.create({
          data: {
            quotationId: q.id,
            userId: owner.id,
            kind: 'STATUS_UPDATE',
            fromStatus: 'REQUESTED',
            toStatus: status,
            createdAt: new Date(created.getTime() + 3600_000),
          },
        });
      }
    });
  }
}
