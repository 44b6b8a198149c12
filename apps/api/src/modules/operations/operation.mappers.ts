import type {
  ExpressAddress,
  ExpressPackage,
  OperationExpress,
  OperationEvent,
  OperationNote,
  OperationStatusChange,
  OperationSummary,
  OperationUserRef,
} from '@freight/shared';
import type { ContainerMode, OperationStatus } from '@freight/shared';
import type { EventRow, NoteRow } from './operation-activity.repository.js';
import type { EventCounts, OperationDetailRow, OperationSummaryRow } from './operations.repository.js';

export type UserLookup = Map<string, OperationUserRef>;

const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const who = (users: UserLookup, id: string | null) => (id ? (users.get(id) ?? null) : null);

export function toSummary(row: OperationSummaryRow, counts: EventCounts | undefined): OperationSummary {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    houseNumber: row.houseNumber,
    masterNumber: row.masterNumber,
    shipmentKey: row.shipmentKey,
    containerNumbers: row.containerNumbers,
    quoteNumber: row.quoteNumber,
    client: row.client,
    operatives: row.operatives.map((o) => o.user),
    commercial: row.commercial,
    transportMode: row.transportMode,
    containerMode: row.containerMode as ContainerMode | null,
    originCode: row.originCode,
    originName: row.originName,
    destinationCode: row.destinationCode,
    destinationName: row.destinationName,
    etd: isoDate(row.etd),
    eta: isoDate(row.eta),
    openEvents: counts?.open ?? 0,
    overdueEvents: counts?.overdue ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toEvent(row: EventRow, users: UserLookup, now: Date): OperationEvent {
  return {
    id: row.id,
    operationReference: row.operation.reference,
    title: row.title,
    description: row.description,
    dueAt: row.dueAt.toISOString(),
    finalizedAt: row.finalizedAt?.toISOString() ?? null,
    finalizedBy: who(users, row.finalizedBy),
    createdAt: row.createdAt.toISOString(),
    createdBy: who(users, row.createdBy),
    overdue: !row.finalizedAt && row.dueAt < now,
    postponements: row.postponements.map((p) => ({
      from: p.fromDueAt.toISOString(),
      to: p.toDueAt.toISOString(),
      reason: p.reason,
      by: who(users, p.createdBy),
      at: p.createdAt.toISOString(),
    })),
  };
}

export function toNote(row: NoteRow, users: UserLookup): OperationNote {
  return {
    id: row.id,
    visibility: row.visibility,
    noteType: row.noteType,
    text: row.text,
    author: who(users, row.createdBy),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    revisions: row.revisions.map((r) => ({
      text: r.text,
      replacedAt: r.createdAt.toISOString(),
      replacedBy: who(users, r.createdBy),
    })),
  };
}

export function toStatusChange(
  row: {
    id: string;
    fromStatus: OperationStatus | null;
    toStatus: OperationStatus;
    userId: string | null;
    createdAt: Date;
  },
  users: UserLookup,
): OperationStatusChange {
  return {
    id: row.id,
    from: row.fromStatus,
    to: row.toStatus,
    user: who(users, row.userId),
    at: row.createdAt.toISOString(),
  };
}

/** Every user id an event or note names, to look them up in one query. */
export function userIdsOf(events: EventRow[], notes: NoteRow[]): string[] {
  const ids = new Set<string>();
  for (const e of events) {
    for (const id of [e.createdBy, e.finalizedBy, ...e.postponements.map((p) => p.createdBy)]) if (id) ids.add(id);
  }
  for (const n of notes) for (const id of [n.createdBy, ...n.revisions.map((r) => r.createdBy)]) if (id) ids.add(id);
  return [...ids];
}

/** The express part of a detail; null on general operations. */
export function toExpress(row: OperationDetailRow): OperationExpress | null {
  if (row.kind !== 'EXPRESS') return null;
  return {
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    shipper: (row.shipperAddress as ExpressAddress | null) ?? null,
    recipient: (row.recipientAddress as ExpressAddress | null) ?? null,
    packages: (row.expressPackages as ExpressPackage[] | null) ?? [],
  };
}
