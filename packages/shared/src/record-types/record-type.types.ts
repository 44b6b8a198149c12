/**
 * Document types (classify uploaded documents) and note types (classify notes) share one shape
 * (spec section 3) and differ only in their code rule (spec section 5).
 */
export const RECORD_TYPE_KINDS = ['document', 'note'] as const;
export type RecordTypeKind = (typeof RECORD_TYPE_KINDS)[number];

export const RECORD_TYPE_SORT_FIELDS = ['code', 'name', 'createdAt'] as const;
export type RecordTypeSortField = (typeof RECORD_TYPE_SORT_FIELDS)[number];

/** Allowed code lengths per kind: document types 3 or 4 characters, note types exactly 3. */
export const RECORD_TYPE_CODE_LENGTHS: Record<RecordTypeKind, readonly number[]> = {
  document: [3, 4],
  note: [3],
};

const CODE_CHARACTERS = /^[A-Z0-9]+$/;

/** Codes are stored trimmed and upper-case: "inv" and "INV" are one code. */
export function normaliseRecordTypeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether a code (normalised) obeys its kind's rule: the allowed length, letters and digits only. */
export function isValidRecordTypeCode(kind: RecordTypeKind, code: string): boolean {
  const value = normaliseRecordTypeCode(code);
  return RECORD_TYPE_CODE_LENGTHS[kind].includes(value.length) && CODE_CHARACTERS.test(value);
}

/** Who and when, as the edit form shows them. */
export type AuditUser = { id: string; name: string } | null;

export type RecordTypeItem = {
  id: string;
  code: string;
  name: string;
  clientVisible: boolean;
  providerVisible: boolean;
  active: boolean;
  createdBy: AuditUser;
  createdAt: string;
  lastUpdatedBy: AuditUser;
  lastUpdatedAt: string;
};

/** The type a document or note carries, as lists show it (an inactive one stays on old records). */
export type RecordTypeRef = { id: string; code: string; name: string; active: boolean };

/** What forms offer: active types only (inactive ones stay on old records). */
export type RecordTypeOption = {
  id: string;
  code: string;
  name: string;
  clientVisible: boolean;
  providerVisible: boolean;
};
