import { createHash, randomUUID } from 'node:crypto';
import { OPERATION_STATUSES, type OperationStatus } from '@freight/shared';
import type { Prisma, PrismaClient } from '../../apps/api/src/generated/prisma/client.js';

type Mode = 'SEA' | 'AIR' | 'ROAD' | 'EXPRESS';
const LANES: Record<Mode, [string, string, string, string][]> = {
  SEA: [
    ['CNSHA', 'Shanghai', 'UYMVD', 'Montevideo'],
    ['ESVLC', 'Valencia', 'UYMVD', 'Montevideo'],
    ['UYMVD', 'Montevideo', 'BRSSZ', 'Santos'],
    ['DEHAM', 'Hamburgo', 'UYMVD', 'Montevideo'],
  ],
  AIR: [
    ['MIA', 'Miami', 'MVD', 'Montevideo'],
    ['MAD', 'Madrid', 'MVD', 'Montevideo'],
    ['MVD', 'Montevideo', 'GRU', 'São Paulo'],
  ],
  ROAD: [
    ['UY', 'Uruguay', 'BR', 'Brasil'],
    ['AR', 'Argentina', 'UY', 'Uruguay'],
  ],
  EXPRESS: [['UY', 'Uruguay', 'US', 'Estados Unidos']],
};
const CONTAINER_MODES: Record<Mode, string[]> = {
  SEA: ['FCL', 'LCL', 'RORO'],
  AIR: ['LSE', 'ULD'],
  ROAD: ['FTL', 'LTL'],
  EXPRESS: ['COURIER'],
};
const SERVICE_CONTAINER_MODE: Record<string, string> = {
  AIR_LSE: 'LSE',
  AIR_ULD: 'ULD',
  SEA_LCL: 'LCL',
  SEA_FCL: 'FCL',
  SEA_RORO: 'RORO',
  ROAD_LTL: 'LTL',
  ROAD_FTL: 'FTL',
  EXPRESS: 'COURIER',
};
const MODES: Mode[] = ['SEA', 'SEA', 'AIR', 'ROAD', 'EXPRESS'];
const EVENT_TITLES = [
  'Pedir BL',
  'Confirmar booking',
  'Enviar pre-alerta',
  'Coordinar retiro',
  'Pedir factura comercial',
  'Confirmar arribo',
  'Liberar carga',
];
const NOTE_TEXTS = [
  'Cliente confirmó la fecha de carga.',
  'Agente informa demora en puerto.',
  'Documentos originales recibidos.',
  'Pendiente pago de flete.',
];
/** A minimal valid PDF: the demo documents' content (the documents module checks files by content). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PDF_SHA256 = createHash('sha256').update(PDF).digest('hex');
/** The papers of a shipment by mode: the document type's code and the file name's stem. */
const DOCUMENTS: Record<Mode, [string, string][]> = {
  SEA: [
    ['HBL', 'BL'],
    ['INV', 'Factura comercial'],
    ['PKL', 'Packing list'],
  ],
  AIR: [
    ['HAWB', 'AWB'],
    ['INV', 'Factura comercial'],
  ],
  ROAD: [
    ['CRT', 'CRT'],
    ['MIC', 'MIC-DTA'],
  ],
  EXPRESS: [['INV', 'Factura comercial']],
};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const pad = (n: number, w: number) => String(n).padStart(w, '0');

/**
 * A few hundred operations across every status and mode (two opened from demo APPROVED quotations; the
 * other approved ones stay unopened for the browser test), with notes, documents (a third of them: BL,
 * invoice, packing list... typed PDFs), events (some overdue, some finalized) and status histories. Most are followed by the demo operative. Skipped when operations exist.
 */
export async function seedDemoOperations(prisma: PrismaClient): Promise<void> {
  if ((await prisma.operation.count()) > 0) return;
  const users = await prisma.user.findMany({
    where: { username: { in: ['operativo', 'comercial', 'gerente'] } },
    select: { id: true, username: true },
  });
  const id = (u: string) => users.find((x) => x.username === u)?.id ?? null;
  const operative = id('operativo');
  const clients = await prisma.client.findMany({ orderBy: { taxId: 'asc' }, select: { id: true, commercialId: true } });
  const noteTypes = await prisma.noteType.findMany({ where: { active: true }, select: { id: true } });
  const documentTypes = new Map(
    (
      await prisma.documentType.findMany({
        select: { id: true, code: true, clientVisible: true, providerVisible: true },
      })
    ).map((t) => [t.code, t]),
  );
  const approved = await prisma.quotation.findMany({
    where: { status: 'APPROVED', active: true },
    orderBy: { reference: 'asc' },
    take: 2,
    select: {
      id: true,
      reference: true,
      clientId: true,
      commercialId: true,
      service: true,
      transportMode: true,
      originCode: true,
      originName: true,
      destinationCode: true,
      destinationName: true,
      incoterm: true,
      goodsDescription: true,
      totalWeightKg: true,
      totalVolumeM3: true,
    },
  });
  if (!clients.length) return;
  const now = Date.now();
  const yy = pad(new Date().getUTCFullYear() % 100, 2);
  const ops: Prisma.OperationCreateManyInput[] = [];
  const operatives: { operationId: string; userId: string; createdBy: string | null }[] = [];
  const history: {
    operationId: string;
    fromStatus: OperationStatus | null;
    toStatus: OperationStatus;
    userId: string | null;
    createdAt: Date;
  }[] = [];
  const notes: {
    operationId: string;
    visibility: 'CLIENT' | 'INTERNAL' | 'ON_REQUEST';
    noteTypeId: string | null;
    text: string;
    createdAt: Date;
    createdBy: string | null;
    updatedBy: string | null;
  }[] = [];
  const events: {
    operationId: string;
    title: string;
    description: string | null;
    dueAt: Date;
    finalizedAt: Date | null;
    finalizedBy: string | null;
    createdAt: Date;
    createdBy: string | null;
    updatedBy: string | null;
  }[] = [];
  const documents: Prisma.DocumentCreateManyInput[] = [];
  const TOTAL = 300;
  for (let i = 1; i <= TOTAL; i++) {
    const opId = randomUUID();
    const fromQuote = i <= approved.length ? approved[i - 1] : null;
    // Shifted every ten so that no status (i % 10) falls on one mode only (express shipments are their own lists).
    const mode: Mode = fromQuote ? fromQuote.transportMode : MODES[(i + Math.floor(i / 10)) % MODES.length];
    const lane = LANES[mode][i % LANES[mode].length];
    const status = OPERATION_STATUSES[i % OPERATION_STATUSES.length];
    const client = clients[i % clients.length];
    const createdAt = new Date(now - (TOTAL - i) * 9 * HOUR - 2 * DAY);
    const etd = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) + ((i % 90) - 45) * DAY,
    );
    const eta = new Date(etd.getTime() + (mode === 'SEA' ? 30 : mode === 'ROAD' ? 4 : 2) * DAY);
    const containers =
      mode === 'SEA' && i % 3 !== 2
        ? [`MSCU${pad(1000000 + i * 37, 7)}`, ...(i % 4 === 0 ? [`TGHU${pad(2000000 + i * 11, 7)}`] : [])]
        : [];
    const follower = operative && i % 3 !== 0 ? operative : null;
    ops.push({
      id: opId,
      reference: `OP-${yy}-${pad(i, 6)}`,
      status,
      houseNumber: `HBL${pad(50000 + i, 6)}`,
      masterNumber: mode === 'EXPRESS' ? null : `MBL${pad(700000 + i * 3, 7)}`,
      shipmentKey: `SK${yy}${pad(i, 5)}`,
      containerNumbers: containers,
      containerSearch: containers.join(' '),
      quotationId: fromQuote?.id ?? null,
      quoteNumber: fromQuote?.reference ?? null,
      clientId: fromQuote?.clientId ?? client.id,
      commercialId: fromQuote?.commercialId ?? client.commercialId ?? id(i % 2 ? 'comercial' : 'gerente'),
      transportMode: mode,
      containerMode: fromQuote
        ? (SERVICE_CONTAINER_MODE[fromQuote.service] ?? null)
        : CONTAINER_MODES[mode][i % CONTAINER_MODES[mode].length],
      originCode: fromQuote?.originCode ?? lane[0],
      originName: fromQuote?.originName ?? lane[1],
      destinationCode: fromQuote?.destinationCode ?? lane[2],
      destinationName: fromQuote?.destinationName ?? lane[3],
      etd,
      eta,
      incoterm: fromQuote?.incoterm ?? ['FOB', 'EXW', 'CIF', 'DAP'][i % 4],
      goodsDescription: fromQuote?.goodsDescription ?? ['Autopartes', 'Vinos', 'Maquinaria', 'Textiles'][i % 4],
      weightKg: fromQuote?.totalWeightKg ?? 500 + i * 13,
      volumeM3: fromQuote?.totalVolumeM3 ?? 2 + (i % 20),
      // Courier shipments are the express lists' (issue 12): courier, tracking number, addresses, packages.
      ...(mode === 'EXPRESS'
        ? {
            kind: 'EXPRESS' as const,
            courier: ['DHL', 'FEDEX', 'UPS'][i % 3],
            trackingNumber: `JD${pad(14600000 + i * 7, 10)}`,
            shipperAddress: { description: `Av. Italia ${1000 + i}`, city: 'Montevideo', countryCode: lane[0] },
            recipientAddress: { description: `${i} NW 7th St`, city: 'Miami', countryCode: lane[2] },
            expressPackages: [{ quantity: 1 + (i % 3), weightKg: 0.5 + (i % 5), description: 'Muestras' }],
          }
        : {}),
      createdAt,
      createdBy: follower,
      updatedBy: follower,
    });
    if (follower) operatives.push({ operationId: opId, userId: follower, createdBy: follower });
    history.push({ operationId: opId, fromStatus: null, toStatus: 'NOT_ASSIGNED', userId: follower, createdAt });
    if (status !== 'NOT_ASSIGNED')
      history.push({
        operationId: opId,
        fromStatus: 'NOT_ASSIGNED',
        toStatus: status,
        userId: follower,
        createdAt: new Date(createdAt.getTime() + DAY),
      });
    if (noteTypes.length) {
      notes.push({
        operationId: opId,
        visibility: (['INTERNAL', 'CLIENT', 'ON_REQUEST'] as const)[i % 3],
        noteTypeId: noteTypes[i % noteTypes.length].id,
        text: NOTE_TEXTS[i % NOTE_TEXTS.length],
        createdAt: new Date(createdAt.getTime() + 2 * HOUR),
        createdBy: follower,
        updatedBy: follower,
      });
    }
    // One in three has its papers (a BL or AWB or CRT, the invoice...) in the documents module.
    if (i % 3 === 1) {
      DOCUMENTS[mode].slice(0, 1 + (i % DOCUMENTS[mode].length)).forEach(([code, stem], d) => {
        const type = documentTypes.get(code);
        documents.push({
          name: `${stem} ${`OP-${yy}-${pad(i, 6)}`}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: PDF.length,
          sha256: PDF_SHA256,
          data: new Uint8Array(PDF),
          documentTypeId: type?.id ?? null,
          clientVisible: type?.clientVisible ?? false,
          providerVisible: type?.providerVisible ?? false,
          operationId: opId,
          createdAt: new Date(createdAt.getTime() + (4 + d) * HOUR),
          createdBy: follower ?? operative ?? users[0].id,
          updatedBy: follower,
        });
      });
    }
    // Up to three events; the noon (15:00 UTC in Montevideo) of days around today, some overdue, some done.
    for (let k = 0; k < 1 + (i % 3); k++) {
      const offsetDays = ((i * 7 + k * 5) % 30) - 10;
      const today = new Date();
      const due = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 15) + offsetDays * DAY,
      );
      const done = status === 'CLOSED' || status === 'CANCELED' || (offsetDays < 0 && k === 1);
      events.push({
        operationId: opId,
        title: EVENT_TITLES[(i + k) % EVENT_TITLES.length],
        description: k === 0 ? 'Seguimiento con el agente' : null,
        dueAt: due,
        finalizedAt: done ? new Date(Math.min(due.getTime(), now)) : null,
        finalizedBy: done ? follower : null,
        createdAt: new Date(Math.min(createdAt.getTime() + 3 * HOUR, due.getTime() - HOUR)),
        createdBy: follower,
        updatedBy: follower,
      });
    }
  }
  await prisma.$transaction(async (tx) => {
    await tx.operation.createMany({ data: ops });
    await tx.operationOperative.createMany({ data: operatives });
    await tx.operationStatusChange.createMany({ data: history });
    await tx.operationNote.createMany({ data: notes });
    await tx.operationEvent.createMany({ data: events });
    await tx.document.createMany({ data: documents });
    await tx.$executeRawUnsafe(`SELECT setval('operation_reference_seq', ${TOTAL})`);
  });
}
