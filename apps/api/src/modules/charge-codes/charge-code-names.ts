import type { ChargeCodeItem } from '@freight/shared';

// Exported on purpose for the modules whose lines carry a charge code (costs, sells): they join it in
// their own queries with this shape, so they need no read of the charge-codes repository. Checked
// against the charge code's API fields (its columns by the same names) rather than Prisma's types, so
// this file stays outside the data layer.

/** What a line priced with a charge code shows of it: its names in each language and whether it is taxed. */
export const chargeCodeNamesSelect = {
  id: true,
  concept: true,
  description: true,
  descriptionEn: true,
  descriptionPt: true,
  taxed: true,
} as const satisfies Partial<Record<keyof ChargeCodeItem, true>>;
