/** Emitted after the commit when operatives are assigned to an operation (on creation or later). */
export const OPERATION_ASSIGNED = 'operation.assigned';
export type OperationAssignedEvent = { operationId: string; reference: string; operativeIds: string[]; userId: string };

/** Emitted by the overdue scan once per event (its overdue_notified_at is set in the same claim). */
export const OPERATION_EVENT_OVERDUE = 'operation.event.overdue';
export type OperationEventOverdueEvent = {
  eventId: string;
  title: string;
  dueAt: Date;
  operationId: string;
  reference: string;
  operativeIds: string[];
};
