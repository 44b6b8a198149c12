import { Injectable } from '@nestjs/common';
import { isOperationReadOnly, type OperationStatus } from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { OperationsRepository } from './operations.repository.js';

export type VisibleOperation = { id: string; reference: string; status: OperationStatus };

/**
 * Record-level rules of operations: operatives (OPERATIVE) see every general operation; a closed or
 * canceled operation takes no note or event write; only a note's author corrects its text.
 */
@Injectable()
export class OperationPolicy {
  constructor(private readonly operations: OperationsRepository) {}

  async findVisible(_user: AuthUser, reference: string): Promise<VisibleOperation> {
    const row = await this.operations.findByReference(reference);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  assertWritable(op: { status: string }): void {
    if (isOperationReadOnly(op.status as OperationStatus))
      throw new AppError('OPERATION_READ_ONLY', { status: op.status });
  }

  assertNoteAuthor(user: AuthUser, note: { createdBy: string | null }): void {
    if (note.createdBy !== user.id) throw new AppError('NOTE_NOT_AUTHOR');
  }
}
