import { shipmentFromTotals, type ContainerType, type RateShipment, type RuleFacts } from '@freight/shared';
import type { Lane } from '../rates/rate-pricing.service.js';
import type { RequestFactsRow } from './quotation-rules.repository.js';

export function laneOf(q: Pick<RequestFactsRow, 'originCode' | 'destinationCode' | 'service'>): Lane | null {
  if (!q.originCode || !q.destinationCode) return null;
  return { originCode: q.originCode, destinationCode: q.destinationCode, service: q.service };
}

/** The request's cargo as the rate calculator reads it (the stored totals and containers). */
export function shipmentOf(
  q: Pick<
    RequestFactsRow,
    | 'containers'
    | 'totalWeightKg'
    | 'totalVolumeM3'
    | 'chargeable'
    | 'chargeableUnit'
    | 'totalPackages'
    | 'totalPallets'
  >,
): RateShipment {
  const containers = Array.isArray(q.containers) ? (q.containers as { quantity: number; type: ContainerType }[]) : [];
  return shipmentFromTotals({
    weightKg: q.totalWeightKg.toNumber(),
    volumeM3: q.totalVolumeM3.toNumber(),
    chargeable: q.chargeable.toNumber(),
    chargeableUnit: q.chargeableUnit === 'WM' ? 'WM' : 'KG',
    packages: q.totalPackages,
    pallets: q.totalPallets,
    containers,
  });
}

export function factsOf(q: RequestFactsRow, rateCarriers: readonly string[]): RuleFacts {
  return {
    incoterm: q.incoterm,
    originCode: q.originCode,
    originName: q.originName,
    destinationCode: q.destinationCode,
    destinationName: q.destinationName,
    transportMode: q.transportMode,
    service: q.service,
    client: q.client,
    rateCarriers,
    origin: q.origin,
  };
}
