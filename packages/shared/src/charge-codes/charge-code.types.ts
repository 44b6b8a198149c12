/** The mode flags of a charge code (spec section 3); the list filters by one of them. */
export const CHARGE_CODE_MODES = ['air', 'sea', 'road', 'express', 'insurance'] as const;
export type ChargeCodeMode = (typeof CHARGE_CODE_MODES)[number];

export const CHARGE_CODE_SORT_FIELDS = ['concept', 'description', 'createdAt'] as const;
export type ChargeCodeSortField = (typeof CHARGE_CODE_SORT_FIELDS)[number];

/** Concepts are short upper-case codes (OFT, THC-O, BAF). */
export const CHARGE_CODE_CONCEPT_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,9}$/;

export type ChargeCodeItem = {
  id: string;
  concept: string;
  /** The name in Spanish (the company's working language). */
  description: string;
  descriptionEn: string;
  descriptionPt: string;
  /** Spec "tax": sells on this code carry VAT (TAX_MULTIPLIER). */
  taxed: boolean;
  air: boolean;
  sea: boolean;
  road: boolean;
  express: boolean;
  insurance: boolean;
  active: boolean;
  updatedAt: string;
};

/** A charge code's name in a language: Spanish is `description`, English and Portuguese beside it. */
export function chargeCodeName(
  code: { description: string; descriptionEn: string; descriptionPt: string },
  language: 'es' | 'en' | 'pt',
): string {
  if (language === 'en') return code.descriptionEn || code.description;
  if (language === 'pt') return code.descriptionPt || code.description;
  return code.description;
}
