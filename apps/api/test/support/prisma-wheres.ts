import {
  isOperationReadOnly,
  OPERATION_STATUSES,
  SUPPORT_TICKET_PRIORITIES,
  type ExpressView,
  type OperationKind,
  type SupportTicketPriority,
} from '@freight/shared';
import type { OperationListQueryDto } from '@freight/shared/dto';
import type { Prisma } from '../../src/generated/prisma/client.js';
import type { DeskCursor, DeskSegment } from '../../src/modules/support/support-desk-order.js';
import type { TicketListFilter } from '../../src/modules/support/support.repository.js';

/**
 * The Prisma filters the list repositories built before they wrote their statements with the typed SQL
 * builder (issue 40), kept as the reference the equivalence test compares them with (prisma-lists.ts).
 */

const day = (ymd: string) => new Date(`${ymd}T00:00:00.000Z`);

export function ticketWhere(f: TicketListFilter): Prisma.SupportTicketWhereInput {
  return {
    ...(f.visibleTo ? { OR: [{ authorId: f.visibleTo }, { relatedUsers: { some: { userId: f.visibleTo } } }] } : {}),
    ...(f.includeClosed ? {} : { outcome: null }),
    ...(f.status ? { status: f.status } : {}),
    ...(f.priority ? { priority: f.priority } : {}),
    ...(f.productId ? { productId: f.productId } : {}),
    ...(f.dueBefore ? { dueDate: { lte: f.dueBefore } } : {}),
    ...(f.quotationId ? { quotationId: f.quotationId } : {}),
    ...(f.operationId ? { operationId: f.operationId } : {}),
  };
}

export const DESK_ORDER: Prisma.SupportTicketOrderByWithRelationInput[] = [
  { dueDate: { sort: 'asc', nulls: 'last' } },
  { priority: 'desc' },
  { id: 'asc' },
];

function overdue(today: string): Prisma.SupportTicketWhereInput {
  return { outcome: null, status: { not: 'COMPLETED' }, dueDate: { lt: day(today) } };
}

function segmentWhere(segment: DeskSegment, today: string): Prisma.SupportTicketWhereInput {
  if (segment === 0) return overdue(today);
  if (segment === 2) return { dueDate: null };
  return { dueDate: { not: null }, NOT: overdue(today) };
}

function lessUrgent(p: SupportTicketPriority): SupportTicketPriority[] {
  return SUPPORT_TICKET_PRIORITIES.slice(0, SUPPORT_TICKET_PRIORITIES.indexOf(p));
}

function afterDatedCursor(c: DeskCursor & { due: string }): Prisma.SupportTicketWhereInput {
  const due = day(c.due);
  const tieAfter: Prisma.SupportTicketWhereInput = {
    OR: [{ priority: { in: lessUrgent(c.priority) } }, { priority: c.priority, id: { gt: c.id } }],
  };
  return {
    AND: [{ dueDate: { gte: due } }, { OR: [{ dueDate: { gt: due } }, { AND: [{ dueDate: due }, tieAfter] }] }],
  };
}

/** The desk after `cursor`, one Prisma filter per index range read, as `deskWalks` reads it. */
export function deskWalks(
  today: string,
  cursor: DeskCursor | null,
  onlyPriority?: SupportTicketPriority,
): Prisma.SupportTicketWhereInput[] {
  const walks: Prisma.SupportTicketWhereInput[] = [];
  const from = cursor?.segment ?? 0;
  for (const segment of [0, 1] as const) {
    if (segment < from) continue;
    const after =
      cursor && cursor.segment === segment && cursor.due !== null
        ? afterDatedCursor({ ...cursor, due: cursor.due })
        : {};
    walks.push({ AND: [segmentWhere(segment, today), after] });
  }
  for (const priority of [...SUPPORT_TICKET_PRIORITIES].reverse()) {
    const inCursorSegment = cursor?.segment === 2;
    if (onlyPriority && priority !== onlyPriority) continue;
    if (inCursorSegment && lessUrgent(priority).includes(cursor.priority)) continue;
    const after = inCursorSegment && priority === cursor.priority ? { id: { gt: cursor.id } } : {};
    walks.push({ AND: [segmentWhere(2, today), { priority }, after] });
  }
  return walks;
}

export function operationWhere(q: OperationListQueryDto, kind: OperationKind = 'GENERAL'): Prisma.OperationWhereInput {
  const and: Prisma.OperationWhereInput[] = [{ kind }];
  if (q.operatives?.length) and.push({ operatives: { some: { userId: { in: q.operatives } } } });
  if (q.commercials?.length) and.push({ commercialId: { in: q.commercials } });
  if (q.clientName?.trim()) and.push({ client: { tradeName: { contains: q.clientName.trim(), mode: 'insensitive' } } });
  if (q.transportModes?.length) and.push({ transportMode: { in: q.transportModes } });
  if (q.containerModes?.length) and.push({ containerMode: { in: q.containerModes } });
  if (q.origins?.length) and.push({ originCode: { in: q.origins } });
  if (q.destinations?.length) and.push({ destinationCode: { in: q.destinations } });
  if (q.etdFrom) and.push({ etd: { gte: day(q.etdFrom) } });
  if (q.etdTo) and.push({ etd: { lte: day(q.etdTo) } });
  if (q.etaFrom) and.push({ eta: { gte: day(q.etaFrom) } });
  if (q.etaTo) and.push({ eta: { lte: day(q.etaTo) } });
  if (q.status?.length) and.push({ status: { in: q.status } });
  if (q.houseNumber) and.push({ houseNumber: { contains: q.houseNumber } });
  if (q.masterNumber) and.push({ masterNumber: { contains: q.masterNumber } });
  if (q.shipmentKey) and.push({ shipmentKey: { contains: q.shipmentKey } });
  if (q.containerNumber) and.push({ containerSearch: { contains: q.containerNumber } });
  if (q.quoteNumber) and.push({ quoteNumber: { contains: q.quoteNumber } });
  return { AND: and };
}

export function expressViewWhere(view: ExpressView): Prisma.OperationWhereInput {
  if (view === 'all') return {};
  const finished = view === 'finished';
  return { status: { in: OPERATION_STATUSES.filter((s) => isOperationReadOnly(s) === finished) } };
}
