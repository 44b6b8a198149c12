import { Injectable } from '@nestjs/common';
import { DEFAULT_EVENT_DUE_TIME, type AgendaCounts, type OperationEvent, type OperationNote } from '@freight/shared';
import type {
  AgendaQueryDto,
  CorrectOperationNoteDto,
  CreateOperationEventDto,
  CreateOperationNoteDto,
  PostponeOperationEventDto,
  UpdateOperationEventDto,
} from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { endOfDayIn, startOfDayIn, todayIn, zonedTimeToInstant } from '../../common/time/zoned-dates.js';
import { OperationActivityRepository, type EventRow, type NoteRow } from './operation-activity.repository.js';
import { toEvent, toNote, userIdsOf } from './operation.mappers.js';
import { OperationPolicy, type VisibleOperation } from './operation.policy.js';
import { OperationsRepository } from './operations.repository.js';

/**
 * Notes and events of an operation. Every write locks the operation row and re-reads its status in the
 * same transaction, so nothing is written to an operation closed a moment before (409 OPERATION_READ_ONLY).
 */
@Injectable()
export class OperationActivityService {
  constructor(
    private readonly activity: OperationActivityRepository,
    private readonly operations: OperationsRepository,
    private readonly policy: OperationPolicy,
  ) {}

  async addNote(user: AuthUser, reference: string, dto: CreateOperationNoteDto): Promise<OperationNote> {
    const op = await this.policy.findVisible(user, reference);
    this.policy.assertWritable(op);
    const noteType = await this.activity.noteType(dto.noteTypeId);
    if (!noteType) throw new AppError('NOTE_TYPE_UNKNOWN');
    if (!noteType.active) throw new AppError('NOTE_TYPE_INACTIVE');
    const row = await this.whileWritable(op, (tx) =>
      this.activity.addNote(tx, {
        operationId: op.id,
        visibility: dto.visibility,
        noteTypeId: dto.noteTypeId,
        text: dto.text,
        createdBy: user.id,
      }),
    );
    return this.note(row);
  }

  /** The author corrects the text; the earlier text is kept as a revision. */
  async correctNote(
    user: AuthUser,
    reference: string,
    noteId: string,
    dto: CorrectOperationNoteDto,
  ): Promise<OperationNote> {
    const op = await this.policy.findVisible(user, reference);
    const note = await this.activity.findNote(noteId);
    if (!note || note.operationId !== op.id) throw new AppError('NOT_FOUND');
    this.policy.assertWritable(op);
    this.policy.assertNoteAuthor(user, note);
    if (note.text === dto.text) return this.note(note);
    const row = await this.whileWritable(op, (tx) =>
      this.activity.correctNote(tx, note.id, note.text, dto.text, user.id),
    );
    return this.note(row);
  }

  async addEvent(user: AuthUser, reference: string, dto: CreateOperationEventDto): Promise<OperationEvent> {
    const op = await this.policy.findVisible(user, reference);
    this.policy.assertWritable(op);
    const dueAt = this.dueAt(user, dto);
    const now = new Date();
    if (dueAt.getTime() < now.getTime()) throw new AppError('EVENT_DUE_BEFORE_CREATION');
    const row = await this.whileWritable(op, (tx) =>
      this.activity.addEvent(tx, {
        operationId: op.id,
        title: dto.title,
        description: dto.description || null,
        dueAt,
        createdBy: user.id,
      }),
    );
    return this.event(row);
  }

  async updateEvent(
    user: AuthUser,
    reference: string,
    eventId: string,
    dto: UpdateOperationEventDto,
  ): Promise<OperationEvent> {
    const { op, event } = await this.openEvent(user, reference, eventId);
    const row = await this.whileWritable(op, (tx) =>
      this.activity.updateEvent(tx, event.id, {
        ...(dto.title !== undefined ? { title: dto.title } : {}),
        ...(dto.description !== undefined ? { description: dto.description || null } : {}),
        updatedBy: user.id,
      }),
    );
    return this.event(row);
  }

  async postponeEvent(
    user: AuthUser,
    reference: string,
    eventId: string,
    dto: PostponeOperationEventDto,
  ): Promise<OperationEvent> {
    const { op, event } = await this.openEvent(user, reference, eventId);
    const dueAt = new Date(dto.dueAt);
    if (dueAt.getTime() < event.createdAt.getTime()) throw new AppError('EVENT_DUE_BEFORE_CREATION');
    const row = await this.whileWritable(op, async (tx) => {
      await this.activity.addPostponement(tx, {
        eventId: event.id,
        fromDueAt: event.dueAt,
        toDueAt: dueAt,
        reason: dto.reason,
        createdBy: user.id,
      });
      return this.activity.updateEvent(tx, event.id, { dueAt, updatedBy: user.id });
    });
    return this.event(row);
  }

  async finalizeEvent(user: AuthUser, reference: string, eventId: string): Promise<OperationEvent> {
    const { op, event } = await this.openEvent(user, reference, eventId);
    const row = await this.whileWritable(op, (tx) =>
      this.activity.updateEvent(tx, event.id, { finalizedAt: new Date(), finalizedBy: user.id, updatedBy: user.id }),
    );
    return this.event(row);
  }

  async agenda(user: AuthUser, q: AgendaQueryDto): Promise<OperationEvent[]> {
    const from = new Date(q.from);
    const to = new Date(q.to);
    if (!(from < to) || to.getTime() - from.getTime() > 62 * 86_400_000)
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'to', rules: ['range'] }] });
    const rows = await this.activity.agenda(user.id, from, to, q.includeFinalized ?? false);
    return this.events(rows);
  }

  agendaCounts(user: AuthUser): Promise<AgendaCounts> {
    const today = todayIn(user.timeZone);
    return this.activity.agendaCounts(
      user.id,
      new Date(),
      startOfDayIn(today, user.timeZone),
      endOfDayIn(today, user.timeZone),
    );
  }

  /** An explicit instant wins; a date alone means 12:00 of that day in the user's time zone. */
  private dueAt(user: AuthUser, dto: CreateOperationEventDto): Date {
    if (dto.dueAt) return new Date(dto.dueAt);
    if (dto.dueDate) return zonedTimeToInstant(dto.dueDate, DEFAULT_EVENT_DUE_TIME, user.timeZone);
    throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'dueDate', rules: ['isNotEmpty'] }] });
  }

  private async openEvent(
    user: AuthUser,
    reference: string,
    eventId: string,
  ): Promise<{ op: VisibleOperation; event: EventRow }> {
    const op = await this.policy.findVisible(user, reference);
    const event = await this.activity.findEvent(eventId);
    if (!event || event.operationId !== op.id) throw new AppError('NOT_FOUND');
    this.policy.assertWritable(op);
    if (event.finalizedAt) throw new AppError('EVENT_ALREADY_FINALIZED');
    return { op, event };
  }

  private whileWritable<T>(op: VisibleOperation, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.activity.transaction(async (tx) => {
      const locked = await this.activity.lockOperation(tx, op.id);
      if (!locked) throw new AppError('NOT_FOUND');
      this.policy.assertWritable(locked);
      return work(tx);
    });
  }

  private async users(events: EventRow[], notes: NoteRow[]) {
    return new Map((await this.operations.usersByIds(userIdsOf(events, notes))).map((u) => [u.id, u]));
  }

  private async event(row: EventRow): Promise<OperationEvent> {
    return toEvent(row, await this.users([row], []), new Date());
  }

  private async events(rows: EventRow[]): Promise<OperationEvent[]> {
    const users = await this.users(rows, []);
    const now = new Date();
    return rows.map((r) => toEvent(r, users, now));
  }

  private async note(row: NoteRow): Promise<OperationNote> {
    return toNote(row, await this.users([], [row]));
  }
}
