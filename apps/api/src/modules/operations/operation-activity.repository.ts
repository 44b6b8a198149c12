import { Injectable } from '@nestjs/common';
import type { NoteVisibility } from '@freight/shared';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';

export const eventSelect = {
  id: true,
  operationId: true,
  operation: { select: { reference: true } },
  title: true,
  description: true,
  dueAt: true,
  finalizedAt: true,
  finalizedBy: true,
  createdAt: true,
  createdBy: true,
  postponements: {
    orderBy: { createdAt: 'desc' },
    select: { fromDueAt: true, toDueAt: true, reason: true, createdAt: true, createdBy: true },
  },
} as const satisfies Prisma.OperationEventSelect;

export const noteSelect = {
  id: true,
  operationId: true,
  visibility: true,
  noteType: { select: { id: true, code: true, name: true } },
  text: true,
  createdAt: true,
  createdBy: true,
  updatedAt: true,
  revisions: { orderBy: { createdAt: 'desc' }, select: { text: true, createdAt: true, createdBy: true } },
} as const satisfies Prisma.OperationNoteSelect;

export type EventRow = Prisma.OperationEventGetPayload<{ select: typeof eventSelect }>;
export type NoteRow = Prisma.OperationNoteGetPayload<{ select: typeof noteSelect }>;

/** Notes (never deleted: this repository has no delete) and events of operations. */
@Injectable()
export class OperationActivityRepository {
  constructor(private readonly prisma: PrismaService) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.transaction(work);
  }

  /** Row-locks the operation so a status change to CLOSED and a note or event write cannot interleave. */
  async lockOperation(tx: Tx, operationId: string): Promise<{ status: string } | null> {
    const rows = await tx.$queryRaw<
      { status: string }[]
    >`SELECT status::text FROM operations WHERE id = ${operationId}::uuid FOR UPDATE`;
    return rows[0] ?? null;
  }

  notes(operationId: string) {
    return this.prisma.operationNote.findMany({
      where: { operationId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: noteSelect,
    });
  }

  findNote(id: string) {
    return this.prisma.operationNote.findUnique({ where: { id }, select: noteSelect });
  }

  addNote(
    tx: Tx,
    data: { operationId: string; visibility: NoteVisibility; noteTypeId: string; text: string; createdBy: string },
  ) {
    return tx.operationNote.create({ data: { ...data, updatedBy: data.createdBy }, select: noteSelect });
  }

  async correctNote(tx: Tx, id: string, previousText: string, text: string, by: string) {
    await tx.operationNoteRevision.create({ data: { noteId: id, text: previousText, createdBy: by } });
    return tx.operationNote.update({ where: { id }, data: { text, updatedBy: by }, select: noteSelect });
  }

  noteType(id: string) {
    return this.prisma.noteType.findUnique({ where: { id }, select: { id: true, active: true } });
  }

  events(operationId: string) {
    return this.prisma.operationEvent.findMany({
      where: { operationId },
      orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
      select: eventSelect,
    });
  }

  findEvent(id: string) {
    return this.prisma.operationEvent.findUnique({ where: { id }, select: eventSelect });
  }

  addEvent(
    tx: Tx,
    data: { operationId: string; title: string; description: string | null; dueAt: Date; createdBy: string },
  ) {
    return tx.operationEvent.create({ data: { ...data, updatedBy: data.createdBy }, select: eventSelect });
  }

  updateEvent(tx: Tx, id: string, data: Prisma.OperationEventUncheckedUpdateInput) {
    return tx.operationEvent.update({ where: { id }, data, select: eventSelect });
  }

  addPostponement(
    tx: Tx,
    data: { eventId: string; fromDueAt: Date; toDueAt: Date; reason: string; createdBy: string },
  ) {
    return tx.operationEventPostponement.create({ data, select: { id: true } });
  }

  /** Events of the operations the user follows, due in [from, to): the agenda. */
  async agenda(userId: string, from: Date, to: Date, includeFinalized: boolean): Promise<EventRow[]> {
    // From the user's operations to their events' index, never through all operations: Prisma's relation
    // filter joined every operation and the planner chose a scan of them at 200k rows.
    const ids = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT e.id
      FROM operation_operatives o
      JOIN operation_events e ON e.operation_id = o.operation_id
      WHERE o.user_id = ${userId}::uuid AND e.due_at >= ${from} AND e.due_at < ${to}
        AND (${includeFinalized} OR e.finalized_at IS NULL)
      ORDER BY e.due_at, e.id
      LIMIT 2000`;
    if (ids.length === 0) return [];
    const rows = await this.prisma.operationEvent.findMany({
      where: { id: { in: ids.map((r) => r.id) } },
      select: eventSelect,
    });
    const order = new Map(ids.map((r, i) => [r.id, i]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }

  /** Open events of the user's operations due today and already overdue (the home page's counts). */
  async agendaCounts(
    userId: string,
    now: Date,
    startOfToday: Date,
    endOfToday: Date,
  ): Promise<{ today: number; overdue: number }> {
    // Per followed operation, a probe of the (operation_id, finalized_at, due_at) index: never a scan of all events.
    const [row] = await this.prisma.$queryRaw<{ today: number; overdue: number }[]>`
      SELECT coalesce(sum(c.today), 0)::int AS today, coalesce(sum(c.overdue), 0)::int AS overdue
      FROM operation_operatives o
      CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE e.due_at >= ${startOfToday}) AS today, count(*) FILTER (WHERE e.due_at < ${now}) AS overdue
        FROM operation_events e
        WHERE e.operation_id = o.operation_id AND e.finalized_at IS NULL AND e.due_at < ${endOfToday}
      ) c
      WHERE o.user_id = ${userId}::uuid`;
    return row ?? { today: 0, overdue: 0 };
  }

  /**
   * Marks up to `limit` open events of open operations that fell due in (since, now] and were never
   * told, and returns them with their operatives. The mark and the pick are one statement (SKIP LOCKED:
   * two scanning instances never take the same event), so each event is announced at most once.
   */
  async claimOverdue(now: Date, since: Date, limit: number): Promise<ClaimedOverdueEvent[]> {
    return this.prisma.$queryRaw<ClaimedOverdueEvent[]>`
      WITH picked AS (
        SELECT e.id
        FROM operation_events e
        JOIN operations o ON o.id = e.operation_id
        WHERE e.finalized_at IS NULL AND e.overdue_notified_at IS NULL
          AND e.due_at <= ${now} AND e.due_at > ${since}
          AND o.status NOT IN ('CLOSED', 'CANCELED')
        ORDER BY e.due_at
        LIMIT ${limit}
        FOR UPDATE OF e SKIP LOCKED
      ), marked AS (
        UPDATE operation_events e SET overdue_notified_at = ${now}
        FROM picked WHERE e.id = picked.id
        RETURNING e.id, e.title, e.due_at, e.operation_id
      )
      SELECT m.id AS "eventId", m.title, m.due_at AS "dueAt", m.operation_id AS "operationId", o.reference,
        coalesce((SELECT array_agg(oo.user_id::text) FROM operation_operatives oo WHERE oo.operation_id = m.operation_id), '{}') AS "operativeIds"
      FROM marked m JOIN operations o ON o.id = m.operation_id`;
  }
}

export type ClaimedOverdueEvent = {
  eventId: string;
  title: string;
  dueAt: Date;
  operationId: string;
  reference: string;
  operativeIds: string[];
};
