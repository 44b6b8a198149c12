import {
  averageCents,
  centsToNumber,
  roundToScale,
  shareOf,
  toCents,
  type LanePriceRow,
  type Service,
} from '@freight/shared';
import type { LaneGroup } from './analytics.repository.js';

/** Scale the weighted "others" sum of the lane index is read at (SQL numeric division has ~16 digits). */
const INDEX_SCALE = 6;

/** Own over others (decimal texts), four decimals; null without a comparison. */
export function priceIndex(own: string | undefined, others: string | undefined): number | null {
  if (own === undefined || others === undefined) return null;
  return shareOf(roundToScale(own, INDEX_SCALE), roundToScale(others, INDEX_SCALE), 4);
}

/**
 * One lane's agents: each agent's average cost against the other agents' average on the lane, the
 * index between the two and the rank among the lane's agents. The averages are exact fractions of
 * the stored sums (cents) and counts, compared by cross-multiplying and rounded once for display.
 */
export function lanePriceRows(lane: readonly LaneGroup[], names: Map<string, string>): LanePriceRow[] {
  const sums = lane.map((r) => toCents(r.costSum));
  return lane.map((r, i) => {
    const own = sums[i];
    const othersN = r.laneN - r.costN;
    const othersSum = toCents(r.laneSum) - own;
    const othersAverage = othersN > 0 ? averageCents(othersSum, othersN) : null;
    // own / costN ÷ othersSum / othersN, exactly.
    const index = othersN > 0 ? shareOf(own * BigInt(othersN), othersSum * BigInt(r.costN), 4) : null;
    const cheaper = lane.filter((o, j) => sums[j] * BigInt(r.costN) < own * BigInt(o.costN)).length;
    return {
      service: r.service as Service,
      originCode: r.originCode,
      destinationCode: r.destinationCode,
      providerId: r.providerId,
      name: names.get(r.providerId) ?? '',
      quotations: r.costN,
      averageCost: centsToNumber(averageCents(own, r.costN) ?? 0n),
      othersAverage: othersAverage === null ? null : centsToNumber(othersAverage),
      priceIndex: index,
      rank: 1 + cheaper,
      agents: r.agents,
    };
  });
}
