import { isOperationReadOnly, OPERATION_STATUSES, type ExpressView, type OperationKind } from '@freight/shared';
import type { OperationListQueryDto } from '@freight/shared/dto';
import type { Prisma } from '../../generated/prisma/client.js';

const day = (d: string) => new Date(`${d}T00:00:00.000Z`);

/**
 * The operation filters of spec section 3. Each one is served by an index: btree (column, created_at, id)
 * for the lists of values, (kind, etd|eta, created_at, reference) for the date ranges, trigram for the number searches (container numbers through
 * their joined search column) and (user_id, operation_id) for the operatives.
 */
export function operationFilterWhere(
  q: OperationListQueryDto,
  kind: OperationKind = 'GENERAL',
): Prisma.OperationWhereInput {
  const and: Prisma.OperationWhereInput[] = [{ kind }];
  if (q.operatives?.length) and.push({ operatives: { some: { userId: { in: q.operatives } } } });
  if (q.commercials?.length) and.push({ commercialId: { in: q.commercials } });
  if (q.clientName?.trim()) and.push({ client: { tradeName: { contains: q.clientName.trim(), mode: 'insensitive' } } });
  if (q.transportModes?.length) and.push({ transportMode: { in: q.transportModes } });
  if (q.containerModes?.length) and.push({ containerMode: { in: q.containerModes } });
  if (q.origins?.length) and.push({ originCode: { in: q.origins } });
  if (q.destinations?.length) and.push({ destinationCode: { in: q.destinations } });
  and.push(...dateRanges(q));
  if (q.status?.length) and.push({ status: { in: q.status } });
  if (q.houseNumber) and.push({ houseNumber: { contains: q.houseNumber } });
  if (q.masterNumber) and.push({ masterNumber: { contains: q.masterNumber } });
  if (q.shipmentKey) and.push({ shipmentKey: { contains: q.shipmentKey } });
  if (q.containerNumber) and.push({ containerSearch: { contains: q.containerNumber } });
  if (q.quoteNumber) and.push({ quoteNumber: { contains: q.quoteNumber } });
  return { AND: and };
}

function dateRanges(q: OperationListQueryDto): Prisma.OperationWhereInput[] {
  const and: Prisma.OperationWhereInput[] = [];
  if (q.etdFrom) and.push({ etd: { gte: day(q.etdFrom) } });
  if (q.etdTo) and.push({ etd: { lte: day(q.etdTo) } });
  if (q.etaFrom) and.push({ eta: { gte: day(q.etaFrom) } });
  if (q.etaTo) and.push({ eta: { lte: day(q.etaTo) } });
  return and;
}

/**
 * The ETD/ETA filters alone, or null without any. A date range says nothing of where its rows sit in the
 * list's order: walked newest first, a range of long ago read every newer operation before its first row,
 * and the last page of a recent range read every older one to prove it was the last (183k and 171k rows
 * removed at 200k operations). The range's smallest and largest sort values, read from its
 * (kind, etd|eta, created_at, reference) index, bound that walk (`OperationsRepository.boundToRange`).
 */
export function dateRangeWhere(
  q: OperationListQueryDto,
  kind: OperationKind = 'GENERAL',
): Prisma.OperationWhereInput | null {
  const ranges = dateRanges(q);
  return ranges.length ? { AND: [{ kind }, ...ranges] } : null;
}

/** The statuses of an express list's group (kind, status, created_at, id) serves each. */
export function expressViewWhere(view: ExpressView): Prisma.OperationWhereInput {
  if (view === 'all') return {};
  const finished = view === 'finished';
  return { status: { in: OPERATION_STATUSES.filter((s) => isOperationReadOnly(s) === finished) } };
}
