import type { Service } from '../reference/constants.js';

export const STANDARD_NOTE_SORT_FIELDS = ['name', 'createdAt'] as const;
export type StandardNoteSortField = (typeof STANDARD_NOTE_SORT_FIELDS)[number];

export const MAX_STANDARD_NOTE_VALUE_LENGTH = 2000;

/** A note entry added to quotations and printed on the PDF (spec section 3, note type reference entry). */
export type StandardNoteItem = {
  id: string;
  name: string;
  value: string;
  /** Added automatically to quotations of its services. */
  mandatory: boolean;
  /** Empty means every service. */
  services: Service[];
  active: boolean;
  updatedAt: string;
};

/** Whether a note belongs on a quotation of this service: listed, or listing none (all services). */
export function noteAppliesToService(note: { services: readonly string[] }, service: Service): boolean {
  return note.services.length === 0 || note.services.includes(service);
}
