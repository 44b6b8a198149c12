import {
  CLOSED_STATUSES,
  isOperationReadOnly,
  OPERATION_STATUSES,
  QUOTATION_STATUSES,
  TO_FINALIZE_STATUSES,
  SUPPORT_TICKET_PRIORITIES,
  type ExpressView,
  type OperationKind,
  type SupportTicketPriority,
} from '@freight/shared';
import type { OperationListQueryDto, QuotationListQueryDto, QuotationView } from '@freight/shared/dto';
import type { AuthUser } from '../../src/common/auth/auth-user.js';
import { endOfDayIn, startOfDayIn } from '../../src/common/time/zoned-dates.js';
import { pricingServices } from '../../src/modules/quotations/pricing-modes.js';
import { prefixRange, referencePrefix } from '../../src/modules/quotations/quotation-views.js';
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

/** What a staff user may see of quotations (QuotationPolicy.scope). */
export function quotationScope(user: AuthUser, related: string[]): Prisma.QuotationWhereInput {
  const has = (p: string) => user.permissions.some((x) => x === p);
  if (has('PRICING')) return {};
  const ors: Prisma.QuotationWhereInput[] = [];
  if (has('COMMERCIAL') || has('COMMERCIAL_MANAGER')) ors.push({ commercialId: user.id }, { assignedToId: user.id });
  if (has('COMMERCIAL_MANAGER') && related.length) ors.push({ commercialId: { in: related } });
  return ors.length ? { OR: ors } : { id: { in: [] } };
}

const OPEN_STATUSES = QUOTATION_STATUSES.filter((s) => !CLOSED_STATUSES.includes(s));
const OWNED_VIEWS: Partial<Record<QuotationView, Prisma.QuotationWhereInput>> = {
  mine: { active: true, status: { in: OPEN_STATUSES } },
  history: { OR: [{ status: { in: [...CLOSED_STATUSES] } }, { active: false }] },
  finalize: { active: true, status: { in: [...TO_FINALIZE_STATUSES] } },
};

export const AWAITING_APPROVAL = { active: true, approvalState: 'REQUESTED' } as const;

export function quotationView(view: QuotationView, user: AuthUser, related: string[]): Prisma.QuotationWhereInput {
  const owned = OWNED_VIEWS[view];
  if (owned) return { AND: [{ OR: [{ commercialId: user.id }, { assignedToId: user.id }] }, owned] };
  switch (view) {
    case 'assigned':
      return { assignedToId: user.id };
    case 'manager':
      return { commercialId: { in: [user.id, ...related] } };
    case 'pricingNew':
      return { active: true, status: 'REQUESTED', service: { in: pricingServices(user) } };
    case 'pricingInProcess':
      return { active: true, pricingUserId: user.id, status: { in: ['PENDING', 'QUOTED', 'UPDATED'] } };
    default:
      return {};
  }
}

export function quotationFilters(q: QuotationListQueryDto, timeZone: string): Prisma.QuotationWhereInput {
  const and: Prisma.QuotationWhereInput[] = [];
  if (q.reference) {
    const prefix = referencePrefix(q.reference);
    and.push({ reference: prefix ? prefixRange(prefix) : { contains: q.reference.trim().toUpperCase() } });
  }
  if (q.clientId) and.push({ clientId: q.clientId });
  if (q.commercialId) and.push({ commercialId: q.commercialId });
  if (q.awaitingApproval) and.push(AWAITING_APPROVAL);
  if (q.pricingUserId) and.push({ pricingUserId: q.pricingUserId });
  if (q.transportMode) and.push({ transportMode: q.transportMode });
  if (q.service) and.push({ service: q.service });
  if (q.originCode) and.push({ originCode: q.originCode.toUpperCase() });
  if (q.destinationCode) and.push({ destinationCode: q.destinationCode.toUpperCase() });
  if (q.incoterm) and.push({ incoterm: q.incoterm });
  if (q.status?.length) and.push({ status: { in: q.status } });
  if (q.createdFrom) and.push({ createdAt: { gte: startOfDayIn(q.createdFrom, timeZone) } });
  if (q.createdTo) and.push({ createdAt: { lt: endOfDayIn(q.createdTo, timeZone) } });
  return { AND: and };
}
