import { isOperationReadOnly, OPERATION_STATUSES, type ExpressView, type OperationKind } from '@freight/shared';
import type { OperationListQueryDto } from '@freight/shared/dto';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { allOf, containing, type Condition } from '../../common/prisma/sql-builder.js';
import type { DB } from '../../generated/kysely/types.js';

/** A condition on operations (the list's filters, a date range, an express view). */
export type OperationCondition = Condition<'operations'>;

const day = (d: string) => new Date(`${d}T00:00:00.000Z`);

/**
 * The operation filters of spec section 3. Each one is served by an index: btree (column, created_at, id)
 * for the lists of values, (kind, etd|eta, created_at, reference) for the date ranges, trigram for the number searches (container numbers through
 * their joined search column) and (user_id, operation_id) for the operatives.
 */
export function operationFilterWhere(q: OperationListQueryDto, kind: OperationKind = 'GENERAL'): OperationCondition {
  return (eb) => {
    const and: Expression<SqlBool>[] = [eb('operations.kind', '=', kind)];
    if (q.operatives?.length) {
      const operatives = q.operatives;
      and.push(
        eb.exists(
          eb
            .selectFrom('operation_operatives')
            .select('operation_operatives.operation_id')
            .whereRef('operation_operatives.operation_id', '=', 'operations.id')
            .where('operation_operatives.user_id', 'in', operatives),
        ),
      );
    }
    if (q.commercials?.length) and.push(eb('operations.commercial_id', 'in', q.commercials));
    const clientName = q.clientName?.trim();
    if (clientName)
      and.push(
        eb(
          'operations.client_id',
          'in',
          eb.selectFrom('clients').select('clients.id').where('clients.trade_name', 'ilike', containing(clientName)),
        ),
      );
    if (q.transportModes?.length) and.push(eb('operations.transport_mode', 'in', q.transportModes));
    if (q.containerModes?.length) and.push(eb('operations.container_mode', 'in', q.containerModes));
    if (q.origins?.length) and.push(eb('operations.origin_code', 'in', q.origins));
    if (q.destinations?.length) and.push(eb('operations.destination_code', 'in', q.destinations));
    and.push(...dateRanges(eb, q));
    if (q.status?.length) and.push(eb('operations.status', 'in', q.status));
    if (q.houseNumber) and.push(eb('operations.house_number', 'like', containing(q.houseNumber)));
    if (q.masterNumber) and.push(eb('operations.master_number', 'like', containing(q.masterNumber)));
    if (q.shipmentKey) and.push(eb('operations.shipment_key', 'like', containing(q.shipmentKey)));
    if (q.containerNumber) and.push(eb('operations.container_search', 'like', containing(q.containerNumber)));
    if (q.quoteNumber) and.push(eb('operations.quote_number', 'like', containing(q.quoteNumber)));
    return eb.and(and);
  };
}

function dateRanges(eb: ExpressionBuilder<DB, 'operations'>, q: OperationListQueryDto): Expression<SqlBool>[] {
  const and: Expression<SqlBool>[] = [];
  if (q.etdFrom) and.push(eb('operations.etd', '>=', day(q.etdFrom)));
  if (q.etdTo) and.push(eb('operations.etd', '<=', day(q.etdTo)));
  if (q.etaFrom) and.push(eb('operations.eta', '>=', day(q.etaFrom)));
  if (q.etaTo) and.push(eb('operations.eta', '<=', day(q.etaTo)));
  return and;
}

const hasDateRange = (q: OperationListQueryDto) => !!(q.etdFrom || q.etdTo || q.etaFrom || q.etaTo);

/**
 * The ETD/ETA filters alone, or null without any. A date range says nothing of where its rows sit in the
 * list's order: walked newest first, a range of long ago read every newer operation before its first row,
 * and the last page of a recent range read every older one to prove it was the last (183k and 171k rows
 * removed at 200k operations). The range's smallest and largest sort values, read from its
 * (kind, etd|eta, created_at, reference) index, bound that walk (`OperationsRepository.boundToRange`).
 */
export function dateRangeWhere(q: OperationListQueryDto, kind: OperationKind = 'GENERAL'): OperationCondition | null {
  if (!hasDateRange(q)) return null;
  return (eb) => eb.and([eb('operations.kind', '=', kind), ...dateRanges(eb, q)]);
}

/** The statuses of an express list's group (kind, status, created_at, id) serves each. */
export function expressViewWhere(view: ExpressView): OperationCondition {
  if (view === 'all') return allOf();
  const finished = view === 'finished';
  const statuses = OPERATION_STATUSES.filter((s) => isOperationReadOnly(s) === finished);
  return (eb) => eb('operations.status', 'in', statuses);
}
