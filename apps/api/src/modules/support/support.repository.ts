import { Injectable } from '@nestjs/common';
import type { SupportTicketPriority, SupportTicketStatus } from '@freight/shared';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Prisma } from '../../generated/prisma/client.js';
import type { DB } from '../../generated/kysely/types.js';
import { decodeCursor, type CursorValue } from '../../common/pagination/keyset.js';
import { prepared, PreparedReads } from '../../common/prisma/prepared-reads.js';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import { afterKeySql, db } from '../../common/prisma/sql-builder.js';
import { deskWalks, type DeskCursor } from './support-desk-order.js';

const userRef = { select: { id: true, code: true, name: true } } as const;

export const summarySelect = {
  id: true,
  number: true,
  title: true,
  product: { select: { id: true, name: true } },
  error: { select: { id: true, name: true } },
  priority: true,
  status: true,
  outcome: true,
  dueDate: true,
  author: userRef,
  createdAt: true,
  updatedAt: true,
} as const;

/** Everything but the bytes: lists never load file content. */
export const attachmentInfoSelect = {
  id: true,
  name: true,
  mimeType: true,
  sizeBytes: true,
  messageId: true,
  createdAt: true,
} as const;

export const detailSelect = {
  ...summarySelect,
  description: true,
  authorId: true,
  solutionMessageId: true,
  relatedUsers: { select: { user: userRef } },
  messages: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, description: true, createdBySupportStaff: true, authorId: true, createdAt: true },
  },
  attachments: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: attachmentInfoSelect },
  quotation: { select: { id: true, reference: true } },
  operation: { select: { id: true, reference: true } },
} satisfies Prisma.SupportTicketSelect;

export type TicketListFilter = {
  /** Only tickets this user authored or is related to; undefined: every ticket (support staff). */
  visibleTo?: string;
  includeClosed: boolean;
  status?: SupportTicketStatus;
  priority?: SupportTicketPriority;
  productId?: number;
  dueBefore?: Date;
  /** The tickets linked to one quotation or one operation. */
  quotationId?: string;
  operationId?: string;
};

export type NewTicket = {
  title: string;
  description: string;
  productId: number;
  errorId: number;
  priority: SupportTicketPriority;
  dueDate: Date | null;
  authorId: string;
  quotationId: string | null;
  operationId: string | null;
  relatedUserIds: string[];
  attachmentIds: string[];
};

export type TicketSummaryRow = Prisma.SupportTicketGetPayload<{ select: typeof summarySelect }>;

/** A list row's own columns; `withRefs` adds the names of its product, error type and author. */
const summaryColumns = [
  'support_tickets.id',
  'support_tickets.number',
  'support_tickets.title',
  'support_tickets.product_id as productId',
  'support_tickets.error_id as errorId',
  'support_tickets.priority',
  'support_tickets.status',
  'support_tickets.outcome',
  'support_tickets.due_date as dueDate',
  'support_tickets.author_id as authorId',
  'support_tickets.created_at as createdAt',
  'support_tickets.updated_at as updatedAt',
] as const;
type SummaryColumns = Omit<TicketSummaryRow, 'product' | 'error' | 'author'> & {
  productId: number;
  errorId: number;
  authorId: string;
};

/** The list filters; a user's own and related tickets are those they authored or are related to. */
function ticketCondition(eb: ExpressionBuilder<DB, 'support_tickets'>, f: TicketListFilter): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (f.visibleTo)
    parts.push(
      eb.or([
        eb('support_tickets.author_id', '=', f.visibleTo),
        eb.exists(
          eb
            .selectFrom('support_ticket_related_users as related')
            .select('related.ticket_id')
            .whereRef('related.ticket_id', '=', 'support_tickets.id')
            .where('related.user_id', '=', f.visibleTo),
        ),
      ]),
    );
  if (!f.includeClosed) parts.push(eb('support_tickets.outcome', 'is', null));
  if (f.status) parts.push(eb('support_tickets.status', '=', f.status));
  if (f.priority) parts.push(eb('support_tickets.priority', '=', f.priority));
  if (f.productId) parts.push(eb('support_tickets.product_id', '=', f.productId));
  if (f.dueBefore) parts.push(eb('support_tickets.due_date', '<=', f.dueBefore));
  if (f.quotationId) parts.push(eb('support_tickets.quotation_id', '=', f.quotationId));
  if (f.operationId) parts.push(eb('support_tickets.operation_id', '=', f.operationId));
  return eb.and(parts);
}

/** The product, error type and author a page of tickets names: a prepared read (see PreparedReads). */
const ROW_REFS = prepared(
  'support_row_refs',
  `SELECT 'product' AS kind, id::text AS id, NULL AS code, name FROM support_products WHERE id = ANY($1::int[])
   UNION ALL
   SELECT 'error', id::text, NULL, name FROM support_product_errors WHERE id = ANY($2::int[])
   UNION ALL
   SELECT 'user', id::text, code, name FROM users WHERE id = ANY($3::uuid[])`,
);

@Injectable()
export class SupportRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly reads: PreparedReads,
  ) {}

  /** The tickets linked to one record (a handful each), newest first. */
  async list(f: TicketListFilter): Promise<TicketSummaryRow[]> {
    return this.withRefs(await this.reads.all(this.newestFirst(f, null).limit(500)));
  }

  /** A keyset page of a user's tickets (own and related), newest first; `limit + 1` rows. */
  async listPage(f: TicketListFilter, cursor: string | undefined, limit: number): Promise<TicketSummaryRow[]> {
    const key = cursor ? decodeCursor('support-tickets', 'createdAt', cursor) : null;
    return this.withRefs(await this.reads.all(this.newestFirst(f, key).limit(limit + 1)));
  }

  /** The filtered tickets after `key`, newest first, on (created_at, id). */
  private newestFirst(f: TicketListFilter, key: { value: CursorValue; id: string } | null) {
    return db
      .selectFrom('support_tickets')
      .select(summaryColumns)
      .where((eb) => ticketCondition(eb, f))
      .$if(key !== null, (w) => w.where(afterKeySql('support_tickets.created_at', 'support_tickets.id', 'desc', key!)))
      .orderBy('support_tickets.created_at', 'desc')
      .orderBy('support_tickets.id', 'desc');
  }

  /** A keyset page of the desk: its index range reads (`deskWalks`) in turn until `limit + 1` rows are read. */
  async deskPage(
    f: TicketListFilter,
    today: string,
    cursor: DeskCursor | null,
    limit: number,
  ): Promise<TicketSummaryRow[]> {
    const rows: SummaryColumns[] = [];
    for (const walk of deskWalks(today, cursor, f.priority)) {
      if (rows.length > limit) break;
      // The desk's order within a walk: the earliest due date first (none last), the most urgent, the id.
      const query = db
        .selectFrom('support_tickets')
        .select(summaryColumns)
        .where((eb) => eb.and([ticketCondition(eb, f), walk(eb)]))
        .orderBy('support_tickets.due_date', (o) => o.asc().nullsLast())
        .orderBy('support_tickets.priority', 'desc')
        .orderBy('support_tickets.id', 'asc')
        .limit(limit + 1 - rows.length);
      rows.push(...(await this.reads.all(query)));
    }
    return this.withRefs(rows);
  }

  /**
   * The product, error type and author each row names, for all the rows in one statement (Prisma's
   * relation loading sent one per relation, and one set per desk read).
   */
  private async withRefs(rows: SummaryColumns[]): Promise<TicketSummaryRow[]> {
    if (!rows.length) return [];
    const ids = (pick: (r: SummaryColumns) => string | number) => [...new Set(rows.map(pick))];
    const refs = await this.reads.rows<{
      kind: 'product' | 'error' | 'user';
      id: string;
      code: string | null;
      name: string;
    }>(ROW_REFS, [ids((r) => r.productId), ids((r) => r.errorId), ids((r) => r.authorId)]);
    const named = new Map(refs.map((r) => [`${r.kind}:${r.id}`, r]));
    const name = (kind: string, id: string | number) => named.get(`${kind}:${id}`)?.name ?? '';
    return rows.map(({ productId, errorId, authorId, ...r }) => ({
      ...r,
      product: { id: productId, name: name('product', productId) },
      error: { id: errorId, name: name('error', errorId) },
      author: { id: authorId, code: named.get(`user:${authorId}`)?.code ?? '', name: name('user', authorId) },
    }));
  }

  /** Who may see a ticket, without its content. */
  access(id: string) {
    return this.prisma.supportTicket.findUnique({
      where: { id },
      select: {
        id: true,
        number: true,
        title: true,
        authorId: true,
        outcome: true,
        relatedUsers: { select: { userId: true } },
      },
    });
  }

  detail(id: string) {
    return this.prisma.supportTicket.findUnique({ where: { id }, select: detailSelect });
  }

  /** Creates the ticket and claims the staged attachments in one transaction; false when one cannot be claimed. */
  async create(t: NewTicket): Promise<{ id: string; number: number } | null> {
    return this.prisma
      .transaction(async (tx) => {
        const row = await tx.supportTicket.create({
          data: {
            title: t.title,
            description: t.description,
            productId: t.productId,
            errorId: t.errorId,
            priority: t.priority,
            dueDate: t.dueDate,
            authorId: t.authorId,
            quotationId: t.quotationId,
            operationId: t.operationId,
            relatedUsers: { create: t.relatedUserIds.map((userId) => ({ userId })) },
          },
          select: { id: true, number: true },
        });
        await this.claim(tx, t.attachmentIds, t.authorId, row.id, null);
        return row;
      })
      .catch((e: unknown) => {
        if (e === UNCLAIMED) return null;
        throw e;
      });
  }

  /** Adds a message (and claims its staged attachments) unless the ticket was closed meanwhile. */
  async addMessage(m: {
    ticketId: string;
    description: string;
    bySupportStaff: boolean;
    authorId: string;
    attachmentIds: string[];
  }) {
    return this.prisma
      .transaction(async (tx) => {
        // The row lock keeps a concurrent close from slipping between the check and the insert.
        const open = await tx.$queryRaw<{ id: string }[]>`
          SELECT id FROM support_tickets WHERE id = ${m.ticketId}::uuid AND outcome IS NULL FOR UPDATE`;
        if (open.length === 0) return 'closed' as const;
        const row = await tx.supportTicketMessage.create({
          data: {
            ticketId: m.ticketId,
            description: m.description,
            createdBySupportStaff: m.bySupportStaff,
            authorId: m.authorId,
          },
          select: { id: true },
        });
        await this.claim(tx, m.attachmentIds, m.authorId, m.ticketId, row.id);
        await tx.supportTicket.update({ where: { id: m.ticketId }, data: { updatedAt: new Date() } });
        return row;
      })
      .catch((e: unknown) => {
        if (e === UNCLAIMED) return 'unclaimed' as const;
        throw e;
      });
  }

  private async claim(tx: Tx, ids: string[], userId: string, ticketId: string, messageId: string | null) {
    if (!ids.length) return;
    const { count } = await tx.supportAttachment.updateMany({
      where: { id: { in: ids }, createdBy: userId, ticketId: null },
      data: { ticketId, messageId },
    });
    if (count !== new Set(ids).size) throw UNCLAIMED;
  }

  update(id: string, data: { status?: SupportTicketStatus; priority?: SupportTicketPriority; dueDate?: Date | null }) {
    return this.prisma.supportTicket.update({ where: { id }, data, select: { id: true } });
  }

  markSolution(id: string, messageId: string) {
    return this.prisma.supportTicket.update({
      where: { id },
      data: { solutionMessageId: messageId },
      select: { id: true },
    });
  }

  messageInTicket(ticketId: string, messageId: string) {
    return this.prisma.supportTicketMessage.findFirst({ where: { id: messageId, ticketId }, select: { id: true } });
  }

  /** Closes an open ticket; false when it was already closed. */
  async close(id: string, outcome: 'FINALIZED' | 'CANCELLED' | 'CLOSED_FOR_FUTURE'): Promise<boolean> {
    const { count } = await this.prisma.supportTicket.updateMany({
      where: { id, outcome: null },
      data: { outcome, closedAt: new Date(), ...(outcome === 'FINALIZED' ? { status: 'COMPLETED' as const } : {}) },
    });
    return count === 1;
  }

  stageAttachment(a: {
    name: string;
    mimeType: string;
    sizeBytes: number;
    sha256: string;
    data: Uint8Array<ArrayBuffer>;
    createdBy: string;
  }) {
    return this.prisma.supportAttachment.create({ data: a, select: attachmentInfoSelect });
  }

  attachmentAccess(id: string) {
    return this.prisma.supportAttachment.findUnique({
      where: { id },
      select: { id: true, ticketId: true, createdBy: true },
    });
  }

  attachmentContent(id: string) {
    return this.prisma.supportAttachment.findUnique({
      where: { id },
      select: { name: true, mimeType: true, data: true },
    });
  }

  userRefs(ids: string[]) {
    return this.prisma.user.findMany({
      where: { id: { in: [...new Set(ids)] } },
      select: { id: true, code: true, name: true },
    });
  }

  recipients(ids: string[]) {
    return this.prisma.user.findMany({
      where: { id: { in: ids }, active: true },
      select: { id: true, language: true },
    });
  }
}

/** Rolls the transaction back when a staged attachment cannot be claimed. */
class Unclaimed extends Error {}
const UNCLAIMED = new Unclaimed('unclaimed attachment');
