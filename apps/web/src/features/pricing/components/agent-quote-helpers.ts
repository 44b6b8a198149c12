import type { ChargeCodeItem, QuotationDetail, TransportMode } from '@freight/shared';

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
 * The quantity a concept starts with: the chargeable W/M of a sea shipment or the chargeable kg
 * of air, road and express; 1 when the cargo has none (full containers or trucks).
 */
export function defaultQuantityFor(totals: QuotationDetail['totals']): number {
  return totals.chargeable > 0 ? totals.chargeable : 1;
}
