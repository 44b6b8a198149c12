/** Emitted after the commit when operatives are assigned to an operation (on creation or later). */
export const OPERATION_ASSIGNED = 'operation.assigned';
export type OperationAssignedEvent = { operationId: string; reference: string; operativeIds: string[]; userId: string };
