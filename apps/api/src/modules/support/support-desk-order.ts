import { SUPPORT_TICKET_PRIORITIES, type SupportTicketPriority } from '@freight/shared';
import { AppError } from '../../common/errors/app-error.js';
import { type CursorList, openCursor, sealCursor } from '../../common/pagination/keyset.js';
import type { Condition } from '../../common/prisma/sql-builder.js';
import type { DB } from '../../generated/kysely/types.js';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

/**
 * The support desk's order, paged by keyset: overdue tickets first, then those with a due date, then
 * those without; within each, the earliest due date first, then the most urgent priority, then the id.
 * "Overdue" depends on today, so no index holds that order whole: each segment is walked on its own
 * (on the (due_date, priority DESC, id) index), in turn (`deskWalks`), and the cursor says which
 * segment it is in.
 */
export type DeskSegment = 0 | 1 | 2;

export type DeskCursor = { segment: DeskSegment; due: string | null; priority: SupportTicketPriority; id: string };

type DeskRow = {
  id: string;
  priority: SupportTicketPriority;
  status: string;
  outcome: string | null;
  dueDate: Date | null;
};

const day = (ymd: string) => new Date(`${ymd}T00:00:00.000Z`);

type Tickets = ExpressionBuilder<DB, 'support_tickets'>;
export type TicketCondition = Condition<'support_tickets'>;

/** `isOverdue` as a row filter. */
const overdue = (eb: Tickets, today: string) =>
  eb.and([
    eb('support_tickets.outcome', 'is', null),
    eb('support_tickets.status', '<>', 'COMPLETED'),
    eb('support_tickets.due_date', '<', day(today)),
  ]);

/** The rows of one segment (their order is the desk's within it). */
function segmentWhere(eb: Tickets, segment: DeskSegment, today: string): Expression<SqlBool> {
  if (segment === 0) return overdue(eb, today);
  if (segment === 2) return eb('support_tickets.due_date', 'is', null);
  return eb.and([eb('support_tickets.due_date', 'is not', null), eb.not(overdue(eb, today))]);
}

/** Open, not yet completed, and due before today (yyyy-mm-dd in the user's zone): `overdue` as a row test. */
export function isOverdue(row: Pick<DeskRow, 'status' | 'outcome' | 'dueDate'>, today: string): boolean {
  return (
    !row.outcome && row.status !== 'COMPLETED' && row.dueDate !== null && row.dueDate.toISOString().slice(0, 10) < today
  );
}

export function segmentOf(row: DeskRow, today: string): DeskSegment {
  if (row.dueDate === null) return 2;
  return isOverdue(row, today) ? 0 : 1;
}

/** Priorities less urgent than `p` (the enum lists them least urgent first). */
function lessUrgent(p: SupportTicketPriority): SupportTicketPriority[] {
  return SUPPORT_TICKET_PRIORITIES.slice(0, SUPPORT_TICKET_PRIORITIES.indexOf(p));
}

/**
 * Rows after a dated cursor within its segment. The inclusive bound on the due date comes first so the
 * index scan starts at the cursor (as `afterKeySql` does for the other lists).
 */
function afterDatedCursor(eb: Tickets, c: DeskCursor & { due: string }): Expression<SqlBool> {
  const due = day(c.due);
  const less = lessUrgent(c.priority);
  const tieAfter = eb.or([
    ...(less.length ? [eb('support_tickets.priority', 'in', less)] : []),
    eb.and([eb('support_tickets.priority', '=', c.priority), eb('support_tickets.id', '>', c.id)]),
  ]);
  return eb.and([
    eb('support_tickets.due_date', '>=', due),
    eb.or([eb('support_tickets.due_date', '>', due), eb.and([eb('support_tickets.due_date', '=', due), tieAfter])]),
  ]);
}

/**
 * The desk after `cursor` as a sequence of index range reads, each in the desk's order: what remains of the
 * overdue and the dated segments, then the tickets without a due date one priority at a time (most
 * urgent first, by id; only `onlyPriority`'s when the desk is filtered by one). Split so, every read
 * starts at the cursor: with no date to bound it, a single read of the undated tickets would sort all
 * of them for each page.
 */
export function deskWalks(
  today: string,
  cursor: DeskCursor | null,
  onlyPriority?: SupportTicketPriority,
): TicketCondition[] {
  const walks: TicketCondition[] = [];
  const from = cursor?.segment ?? 0;
  for (const segment of [0, 1] as const) {
    if (segment < from) continue;
    const dated = cursor && cursor.segment === segment && cursor.due !== null ? { ...cursor, due: cursor.due } : null;
    walks.push((eb) => eb.and([segmentWhere(eb, segment, today), ...(dated ? [afterDatedCursor(eb, dated)] : [])]));
  }
  for (const priority of [...SUPPORT_TICKET_PRIORITIES].reverse()) {
    const inCursorSegment = cursor?.segment === 2;
    if (onlyPriority && priority !== onlyPriority) continue;
    if (inCursorSegment && lessUrgent(priority).includes(cursor.priority)) continue; // more urgent: read already
    const afterId = inCursorSegment && priority === cursor.priority ? cursor.id : null;
    walks.push((eb) =>
      eb.and([
        segmentWhere(eb, 2, today),
        eb('support_tickets.priority', '=', priority),
        ...(afterId ? [eb('support_tickets.id', '>', afterId)] : []),
      ]),
    );
  }
  return walks;
}

export function encodeDeskCursor(row: DeskRow, today: string): string {
  const body = {
    s: segmentOf(row, today),
    d: row.dueDate?.toISOString().slice(0, 10) ?? null,
    p: row.priority,
    id: row.id,
  };
  return sealCursor(DESK_SCOPE, body);
}

// Signed like every list cursor (see keyset.ts); the shape is checked after the signature all the same.
const DESK_SCOPE: CursorList = 'support-desk';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

export function decodeDeskCursor(cursor: string): DeskCursor {
  try {
    const c = openCursor(DESK_SCOPE, cursor);
    const segmentOk = c.s === 0 || c.s === 1 || c.s === 2;
    const dueOk =
      c.d === null ? c.s === 2 : typeof c.d === 'string' && YMD.test(c.d) && !Number.isNaN(day(c.d).getTime());
    const priorityOk = (SUPPORT_TICKET_PRIORITIES as readonly unknown[]).includes(c.p);
    if (!segmentOk || !dueOk || !priorityOk || typeof c.id !== 'string' || !UUID.test(c.id)) throw new Error('shape');
    return { segment: c.s as DeskSegment, due: c.d as string | null, priority: c.p as SupportTicketPriority, id: c.id };
  } catch {
    throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'cursor', rules: ['isValidCursor'] }] });
  }
}
