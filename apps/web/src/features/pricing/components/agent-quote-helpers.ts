import { defaultChargeQuantity, type ChargeCodeItem, type QuotationDetail, type TransportMode } from '@freight/shared';

const MODE_FLAG: Record<TransportMode, 'air' | 'sea' | 'road' | 'express'> = {
  AIR: 'air',
  SEA: 'sea',
  ROAD: 'road',
  EXPRESS: 'express',
};

/** Only the charge codes of the quotation's mode (no air freight on a sea LCL). */
export function chargeCodesForMode(codes: readonly ChargeCodeItem[], mode: TransportMode): ChargeCodeItem[] {
  return codes.filter((c) => c[MODE_FLAG[mode]]);
}

/**
 * The quantity a concept starts with: the chargeable W/M or kg of loose cargo, the number of
 * containers or trucks of a full load (the same rule as the agent's own page).
 */
export function defaultQuantityFor(q: Pick<QuotationDetail, 'service' | 'totals' | 'containers' | 'trucks'>): number {
  return defaultChargeQuantity(q);
}
