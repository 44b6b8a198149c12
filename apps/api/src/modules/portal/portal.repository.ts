import { Injectable } from '@nestjs/common';
import { PORTAL_STATUSES } from '@freight/shared';
import type { PortalQuotationListQueryDto } from '@freight/shared/dto';
import { afterCursor, keysetOrder } from '../../common/pagination/keyset.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';

/** The costs behind the client-visible lines: only their validity, transit, free days and carrier are read. */
const visibleLines = {
  where: { clientVisible: true },
  orderBy: { index: 'asc' },
  select: {
    description: true,
    currency: true,
    sellAmount: true,
    taxAmount: true,
    chargeCode: { select: { concept: true, description: true, descriptionEn: true, descriptionPt: true } },
    costCharge: {
      select: { cost: { select: { id: true, validUntil: true, transitDays: true, freeDays: true, carrier: true } } },
    },
  },
} as const satisfies Prisma.Quotation$sellLinesArgs;

/** What a portal list row reads: no cost, margin, provider, pricing user or internal field is selected. */
export const portalSummarySelect = {
  id: true,
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
  clientReference: true,
  sentAt: true,
  createdAt: true,
  sellLines: visibleLines,
} as const satisfies Prisma.QuotationSelect;

export const portalDetailSelect = {
  ...portalSummarySelect,
  commercialId: true,
  notApprovedReason: true,
  client: { select: { country: true } },
  commercial: { select: { name: true, email: true, phone: true, language: true } },
  goodsDescription: true,
  commodityType: true,
  stackable: true,
  totalPackages: true,
  totalPallets: true,
  totalWeightKg: true,
  totalVolumeM3: true,
  chargeable: true,
  chargeableUnit: true,
  containers: true,
  trucks: true,
  standardNotes: {
    where: { note: { active: true } },
    select: { note: { select: { id: true, name: true, value: true } } },
  },
  notes: { where: { visibility: 'CLIENT' }, orderBy: { createdAt: 'asc' }, select: { text: true } },
  documents: {
    where: { clientVisible: true },
    orderBy: { createdAt: 'asc' },
    select: { id: true, name: true, mimeType: true, sizeBytes: true, createdAt: true },
  },
} as const satisfies Prisma.QuotationSelect;

export type PortalSummaryRow = Prisma.QuotationGetPayload<{ select: typeof portalSummarySelect }>;
export type PortalDetailRow = Prisma.QuotationGetPayload<{ select: typeof portalDetailSelect }>;
export type PortalLineRow = PortalSummaryRow['sellLines'][number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A portal user's own client's quotations, once sent to them. The client id always comes from the session. */
function portalScope(clientId: string): Prisma.QuotationWhereInput {
  return { clientId, status: { in: [...PORTAL_STATUSES] } };
}

/** The client quotation filters (spec section 3); each column has an index leading with it. */
function filters(q: PortalQuotationListQueryDto): Prisma.QuotationWhereInput {
  const and: Prisma.QuotationWhereInput[] = [];
  if (q.reference?.trim()) and.push({ reference: { contains: q.reference.trim().toUpperCase() } });
  if (q.origins?.length) and.push({ originCode: { in: q.origins } });
  if (q.destinations?.length) and.push({ destinationCode: { in: q.destinations } });
  if (q.services?.length) and.push({ service: { in: q.services } });
  if (q.incoterms?.length) and.push({ incoterm: { in: q.incoterms } });
  if (q.status?.length) and.push({ status: { in: q.status } });
  return { AND: and };
}

/** A quotation named by its reference or its id. */
function byKey(key: string): Prisma.QuotationWhereInput {
  return UUID.test(key) ? { OR: [{ reference: key }, { id: key }] } : { reference: key.trim().toUpperCase() };
}

@Injectable()
export class PortalRepository {
  constructor(private readonly prisma: PrismaService) {}

  transaction<T>(work: (tx: Tx) => Promise<T>, options?: { timeout?: number }): Promise<T> {
    return this.prisma.transaction(work, options);
  }

  /** One keyset page (limit + 1 rows) of the client's quotations the filters select. */
  listPage(clientId: string, q: PortalQuotationListQueryDto) {
    return this.prisma.quotation.findMany({
      where: {
        AND: [portalScope(clientId), filters(q), afterCursor('portal-quotations', 'createdAt', q.order, q.cursor)],
      },
      orderBy: keysetOrder('createdAt', q.order),
      take: q.limit + 1,
      select: portalSummarySelect,
    });
  }

  findOwn(clientId: string, key: string) {
    return this.prisma.quotation.findFirst({
      where: { AND: [portalScope(clientId), byKey(key)] },
      select: { id: true, reference: true, status: true, active: true, commercialId: true },
    });
  }

  detail(id: string): Promise<PortalDetailRow> {
    return this.prisma.quotation.findUniqueOrThrow({ where: { id }, select: portalDetailSelect });
  }

  /** The client-visible lines and the costs behind them (validity of the quotation). */
  visibleLines(id: string) {
    return this.prisma.sellLine.findMany({
      where: { quotationId: id, ...visibleLines.where },
      select: visibleLines.select,
    });
  }

  /** Whom the commercial's e-mail goes to and what it names. */
  mailFacts(id: string, userId: string) {
    return Promise.all([
      this.prisma.quotation.findUniqueOrThrow({
        where: { id },
        select: { client: { select: { tradeName: true } }, commercial: { select: { email: true, language: true } } },
      }),
      this.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true } }),
    ]);
  }

  /** Active mandatory standard notes of the service (a note listing no services applies to all), as on the PDF. */
  mandatoryNotes(service: string) {
    return this.prisma.standardNote.findMany({
      where: { active: true, mandatory: true, OR: [{ services: { isEmpty: true } }, { services: { has: service } }] },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, value: true },
    });
  }

  /** The latest status answer and re-quote request of a quotation (who and when come from its log). */
  async answerEvents(quotationId: string) {
    return this.prisma.quotationEvent.findMany({
      where: {
        quotationId,
        OR: [{ kind: 'STATUS_UPDATE', toStatus: { in: ['APPROVED', 'NOT_APPROVED'] } }, { kind: 'REQUOTE_REQUESTED' }],
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { kind: true, userId: true, detail: true, toStatus: true, createdAt: true },
    });
  }

  /** Names of the given users, only when they belong to the client (staff names stay out of the portal). */
  clientUserNames(clientId: string, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.prisma.user.findMany({
      where: { id: { in: ids }, clientId, isThirdParty: true },
      select: { id: true, name: true },
    });
  }

  document(quotationId: string, documentId: string) {
    return this.prisma.document.findFirst({
      where: { id: documentId, quotationId, clientVisible: true },
      select: { name: true, mimeType: true, data: true },
    });
  }

  /** Compare-and-set from SENT on a live quotation of this client: of two concurrent answers one wins. */
  async answer(
    tx: Tx,
    id: string,
    clientId: string,
    to: 'APPROVED' | 'NOT_APPROVED',
    userId: string,
    notApprovedReason: string | null,
  ): Promise<boolean> {
    const { count } = await tx.quotation.updateMany({
      where: { id, clientId, status: 'SENT', active: true },
      data: { status: to, updatedBy: userId, ...(to === 'NOT_APPROVED' ? { notApprovedReason } : {}) },
    });
    return count === 1;
  }

  /** Locks the quotation row so a re-quote request is recorded once. */
  async lockForRequote(tx: Tx, id: string): Promise<{ status: string; active: boolean; requested: boolean }> {
    const [row] = await tx.$queryRaw<{ status: string; active: boolean }[]>`
      SELECT status::text AS status, active FROM quotations WHERE id = ${id}::uuid FOR UPDATE`;
    const requested = await tx.quotationEvent.count({ where: { quotationId: id, kind: 'REQUOTE_REQUESTED' } });
    return { status: row.status, active: row.active, requested: requested > 0 };
  }

  addEvent(tx: Tx, data: Prisma.QuotationEventUncheckedCreateInput) {
    return tx.quotationEvent.create({ data, select: { id: true, createdAt: true } });
  }

  currentState(id: string) {
    return this.prisma.quotation.findUniqueOrThrow({ where: { id }, select: { status: true, active: true } });
  }

  clientWithColleagues(clientId: string) {
    return this.prisma.client.findUniqueOrThrow({
      where: { id: clientId },
      select: {
        tradeName: true,
        legalName: true,
        users: {
          where: { isThirdParty: true },
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
          select: { name: true, email: true, language: true, lastLoginAt: true, active: true },
        },
      },
    });
  }
}
