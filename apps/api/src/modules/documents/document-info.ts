import type { DocumentInfo, RecordTypeRef, UserRef } from '@freight/shared';

/** The document type as lists show it: selected with every document's metadata. */
export const documentTypeRefSelect = { select: { id: true, code: true, name: true, active: true } } as const;

type InfoRow = {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  clientVisible: boolean;
  providerVisible: boolean;
  safetyDataSheet: boolean;
  documentType: RecordTypeRef | null;
  createdBy: string;
  createdAt: Date;
};

export function toDocumentInfo(row: InfoRow, users: ReadonlyMap<string, UserRef>): DocumentInfo {
  return {
    id: row.id,
    name: row.name,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    clientVisible: row.clientVisible,
    providerVisible: row.providerVisible,
    safetyDataSheet: row.safetyDataSheet,
    documentType: row.documentType,
    createdBy: users.get(row.createdBy) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
