import type { DocumentInfo, UserRef } from '@freight/shared';

type InfoRow = {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  clientVisible: boolean;
  providerVisible: boolean;
  safetyDataSheet: boolean;
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
    createdBy: users.get(row.createdBy) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
