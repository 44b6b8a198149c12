import { Injectable } from '@nestjs/common';
import { isOperationReadOnly, type OperationKind, type OperationStatus, type Permission } from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { OperationsRepository } from './operations.repository.js';

export type VisibleOperation = { id: string; reference: string; status: OperationStatus; kind: OperationKind };

/** General operations are OPERATIVE's; express shipments are VIEW_SHIPMENT's. */
const KIND_PERMISSION: Record<OperationKind, Permission> = { GENERAL: 'OPERATIVE', EXPRESS: 'VIEW_SHIPMENT' };

/**
 * Record-level rules of operations: operatives (OPERATIVE) see every general operation, VIEW_SHIPMENT
 * every express shipment; a closed or
 * canceled operation takes no note or event write; only a note's author corrects its text.
 */
@Injectable()
export class OperationPolicy {
  constructor(private readonly operations: OperationsRepository) {}

  /**
   * The operation, when the user's permissions reach its kind (and it is of `kind` when a route names
   * one): anything else is 404, so a reference of the other list reveals nothing.
   */
  async findVisible(user: AuthUser, reference: string, kind?: OperationKind): Promise<VisibleOperation> {
    const row = await this.operations.findByReference(reference);
    if (!row || (kind && row.kind !== kind) || !this.reaches(user, row.kind)) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Whether the user's permissions reach operations of this kind. */
  reaches(user: AuthUser, kind: OperationKind): boolean {
    return user.permissions.includes(KIND_PERMISSION[kind]);
  }

  assertWritable(op: { status: string }): void {
    if (isOperationReadOnly(op.status as OperationStatus))
      throw new AppError('OPERATION_READ_ONLY', { status: op.status });
  }

  assertNoteAuthor(user: AuthUser, note: { createdBy: string | null }): void {
    if (note.createdBy !== user.id) throw new AppError('NOTE_NOT_AUTHOR');
  }
}
