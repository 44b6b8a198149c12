import type { EventEmitter2 } from '@nestjs/event-emitter';
import type { OperationCreated } from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { OPERATION_ASSIGNED, type OperationAssignedEvent } from './operations.events.js';
import type { OperationsRepository } from './operations.repository.js';

/** Shared by opening an operation and editing it: the operatives check, the assignment event, day dates. */
export const dateOnly = (d: string | undefined) => (d ? new Date(`${d}T00:00:00.000Z`) : undefined);

export async function assertOperatives(operations: OperationsRepository, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const found = await operations.activeOperatives(ids);
  if (found.length !== new Set(ids).size) throw new AppError('OPERATIVE_NOT_ELIGIBLE');
}

export function announceAssignment(
  events: EventEmitter2,
  op: Pick<OperationCreated, 'id' | 'reference'>,
  operativeIds: string[],
  user: AuthUser,
): void {
  if (!operativeIds.length) return;
  const event: OperationAssignedEvent = { operationId: op.id, reference: op.reference, operativeIds, userId: user.id };
  events.emit(OPERATION_ASSIGNED, event);
}
