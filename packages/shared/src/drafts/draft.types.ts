/** The request forms a user can save unfinished. */
export const DRAFT_TYPES = ['QUOTATION', 'EXPRESS'] as const;
export type DraftType = (typeof DRAFT_TYPES)[number];

/** Upper bound of a draft's serialized form data. */
export const MAX_DRAFT_DATA_BYTES = 200 * 1024;
export const MAX_DRAFT_NAME_LENGTH = 150;
export const MAX_DRAFT_SUMMARY_LENGTH = 500;

/** One row of the drafts list (no form data). */
export type DraftSummary = {
  id: string;
  type: DraftType;
  name: string;
  summary: string;
  /** Last saved, ISO 8601. */
  date: string;
};

export type Draft = DraftSummary & { data: Record<string, unknown> };

/** UTF-8 size of a value once serialized as JSON (counted by hand: this package has no DOM or Node types). */
export function jsonByteLength(value: unknown): number {
  let bytes = 0;
  for (const ch of JSON.stringify(value) ?? '') {
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}
