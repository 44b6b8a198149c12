import { Injectable } from '@nestjs/common';
import { PORTAL_STATUSES } from '@freight/shared';
import type { PortalQuotationListQueryDto } from '@freight/shared/dto';
import { decodeCursor } from '../../common/pagination/keyset.js';
import { prepared, PreparedReads } from '../../common/prisma/prepared-reads.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import type { Expression, SqlBool } from 'kysely';
import { afterKeySql, containing, db, type Condition } from '../../common/prisma/sql-builder.js';
import { Prisma } from '../../generated/prisma/client.js';

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

/** What a portal row reads: no cost, margin, provider, pricing user or internal field is selected. */
const portalSummarySelect = {
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

export type PortalDetailRow = Prisma.QuotationGetPayload<{ select: typeof portalDetailSelect }>;
export type PortalLineRow = PortalDetailRow['sellLines'][number];

/** What a list row's validity and totals are made of: its client-visible lines and the cost behind each. */
export type PortalSummaryLine = {
  currency: string;
  sellAmount: Prisma.Decimal;
  taxAmount: Prisma.Decimal;
  costCharge: { cost: { id: string; validUntil: Date | null } } | null;
};

/** The columns of a list row (as `portalSummarySelect` names them) and its lines. */
export type PortalSummaryRow = Omit<Prisma.QuotationGetPayload<{ select: typeof portalSummarySelect }>, 'sellLines'> & {
  sellLines: PortalSummaryLine[];
};

/** A list row's own columns (`portalSummarySelect` without the lines), as the builder selects them. */
const listColumns = [
  'quotations.id',
  'quotations.reference',
  'quotations.company',
  'quotations.service',
  'quotations.transport_mode as transportMode',
  'quotations.status',
  'quotations.active',
  'quotations.origin_code as originCode',
  'quotations.origin_name as originName',
  'quotations.destination_code as destinationCode',
  'quotations.destination_name as destinationName',
  'quotations.incoterm',
  'quotations.client_reference as clientReference',
  'quotations.sent_at as sentAt',
  'quotations.created_at as createdAt',
] as const;

/**
 * The client-visible lines of a page of quotations and the cost each was priced on, for the whole page
 * in one prepared read: Prisma's nested includes sent one statement per relation (4 of the page's 5).
 */
const PAGE_LINES = prepared(
  'portal_page_lines',
  `SELECT l.quotation_id::text AS "quotationId", l.currency, l.sell_amount AS "sellAmount", l.tax_amount AS "taxAmount",
          c.id::text AS "costId", c.valid_until AS "validUntil"
   FROM sell_lines l
   LEFT JOIN cost_charges cc ON cc.id = l.cost_charge_id
   LEFT JOIN costs c ON c.id = cc.cost_id
   WHERE l.quotation_id = ANY($1::uuid[]) AND l.client_visible
   ORDER BY l.quotation_id, l.index`,
);
type PageLine = {
  quotationId: string;
  currency: string;
  sellAmount: string;
  taxAmount: string;
  costId: string | null;
  validUntil: Date | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A portal user's own client's quotations, once sent to them. The client id always comes from the session. */
function portalScope(clientId: string): Prisma.QuotationWhereInput {
  return { clientId, status: { in: [...PORTAL_STATUSES] } };
}

/** The same scope and the client quotation filters (spec section 3) for the list's SQL. */
function listWhere(clientId: string, q: PortalQuotationListQueryDto): Condition<'quotations'> {
  return (eb) => {
    const and: Expression<SqlBool>[] = [
      eb('quotations.client_id', '=', clientId),
      eb('quotations.status', 'in', [...PORTAL_STATUSES]),
    ];
    const reference = q.reference?.trim();
    if (reference) and.push(eb('quotations.reference', 'like', containing(reference.toUpperCase())));
    const isIn = (column: 'origin_code' | 'destination_code' | 'service' | 'incoterm' | 'status', v?: string[]) => {
      if (v?.length) and.push(eb(`quotations.${column}`, 'in', v));
    };
    isIn('origin_code', q.origins);
    isIn('destination_code', q.destinations);
    isIn('service', q.services);
    isIn('incoterm', q.incoterms);
    isIn('status', q.status);
    return eb.and(and);
  };
}

/** A quotation named by its reference or its id. */
function byKey(key: string): Prisma.QuotationWhereInput {
  return UUID.test(key) ? { OR: [{ reference: key }, { id: key }] } : { reference: key.trim().toUpperCase() };
}

@Injectable()
export class PortalRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly reads: PreparedReads,
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>, options?: { timeout?: number }): Promise<T> {
    return this.prisma.transaction(work, options);
  }

  /**
   * One keyset page (limit + 1 rows) of the client's quotations the filters select, newest first by
   * (created_at, id), then the page's lines: two statements whatever the page size.
   */
  async listPage(clientId: string, q: PortalQuotationListQueryDto): Promise<PortalSummaryRow[]> {
    const key = q.cursor ? decodeCursor('portal-quotations', 'createdAt', q.cursor) : null;
    const rows = await this.reads.all(
      db
        .selectFrom('quotations')
        .select(listColumns)
        .where(listWhere(clientId, q))
        .$if(key !== null, (w) => w.where(afterKeySql('quotations.created_at', 'quotations.id', q.order, key!)))
        .orderBy('quotations.created_at', q.order)
        .orderBy('quotations.id', q.order)
        .limit(q.limit + 1),
    );
    if (!rows.length) return [];
    const lines = new Map<string, PortalSummaryLine[]>();
    for (const l of await this.reads.rows<PageLine>(PAGE_LINES, [rows.map((r) => r.id)])) {
      const of = lines.get(l.quotationId) ?? [];
      of.push({
        currency: l.currency,
        sellAmount: new Prisma.Decimal(l.sellAmount),
        taxAmount: new Prisma.Decimal(l.taxAmount),
        costCharge: l.costId === null ? null : { cost: { id: l.costId, validUntil: l.validUntil } },
      });
      lines.set(l.quotationId, of);
    }
    return rows.map((r) => ({ ...r, sellLines: lines.get(r.id) ?? [] }));
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

  /** Whether the client's acceptances open their operation (the company's switch on the client, issue 43). */
  async opensOperation(tx: Tx, clientId: string): Promise<boolean> {
    const c = await tx.client.findUnique({ where: { id: clientId }, select: { portalOpensOperation: true } });
    return c?.portalOpensOperation ?? false;
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
        portalSelfQuoting: true,
        commercialId: true,
        users: {
          where: { isThirdParty: true },
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
          select: { name: true, email: true, language: true, lastLoginAt: true, active: true },
        },
      },
    });
  }
}
