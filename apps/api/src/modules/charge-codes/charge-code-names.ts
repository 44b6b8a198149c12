import type { Prisma } from '../../generated/prisma/client.js';

// Exported on purpose for the modules whose lines carry a charge code (costs, sells): they join it in
// their own queries with this shape, so they need no read of the charge-codes repository.

/** What a line priced with a charge code shows of it: its names in each language and whether it is taxed. */
export const chargeCodeNamesSelect = {
  id: true,
  concept: true,
  description: true,
  descriptionEn: true,
  descriptionPt: true,
  taxed: true,
} as const satisfies Prisma.ChargeCodeSelect;
