import {
  centsToNumber,
  CURRENCIES,
  toCents,
  type ComparisonRow,
  type CostComparison,
  type Currency,
} from '@freight/shared';
import type { ComparisonCostRow } from './sells.repository.js';

type Sums = Map<Currency, bigint>;

const add = (sums: Sums, currency: Currency, cents: bigint) => sums.set(currency, (sums.get(currency) ?? 0n) + cents);

/** For each currency, the lowest sum and every candidate that has it (ties keep all). */
function lowest(candidates: { id: string; sums: Sums }[]) {
  return CURRENCIES.flatMap((currency) => {
    const priced = candidates.filter((c) => c.sums.has(currency));
    if (!priced.length) return [];
    const min = priced.reduce(
      (m, c) => (c.sums.get(currency)! < m ? c.sums.get(currency)! : m),
      priced[0].sums.get(currency)!,
    );
    return [
      {
        currency,
        amount: centsToNumber(min),
        costIds: priced.filter((c) => c.sums.get(currency) === min).map((c) => c.id),
      },
    ];
  });
}

const amounts = (sums: Sums) =>
  CURRENCIES.filter((c) => sums.has(c)).map((currency) => ({ currency, amount: centsToNumber(sums.get(currency)!) }));

/**
 * Received costs side by side: a column per cost, a row per charge code (in order of first
 * appearance), each cell the cost's charges of that code; totals and the cheapest per currency.
 */
export function buildComparison(costs: ComparisonCostRow[]): CostComparison {
  const costSums = new Map<string, Sums>(costs.map((c) => [c.id, new Map()]));
  const codes = new Map<string, ComparisonRow['chargeCode']>();
  const currencies = new Set<Currency>();
  for (const cost of costs) {
    for (const ch of cost.charges) {
      const currency = ch.currency as Currency;
      currencies.add(currency);
      add(costSums.get(cost.id)!, currency, toCents(ch.total));
      if (!codes.has(ch.chargeCode.id)) codes.set(ch.chargeCode.id, ch.chargeCode);
    }
  }
  const rows: ComparisonRow[] = [...codes.values()].map((chargeCode) => {
    const cells = costs.map((cost) => ({
      costId: cost.id,
      charges: cost.charges
        .filter((ch) => ch.chargeCode.id === chargeCode.id)
        .map((ch) => ({
          id: ch.id,
          description: ch.description,
          currency: ch.currency as Currency,
          total: centsToNumber(toCents(ch.total)),
        })),
    }));
    const sums = cells.map((cell) => {
      const s: Sums = new Map();
      for (const ch of cell.charges) add(s, ch.currency, toCents(ch.total));
      return { id: cell.costId, sums: s };
    });
    return { chargeCode, cells, lowest: lowest(sums) };
  });
  return {
    currencies: CURRENCIES.filter((c) => currencies.has(c)),
    costs: costs.map((c) => ({
      id: c.id,
      batchId: c.batchId,
      provider: c.provider,
      viaLink: c.costRequestId !== null,
      description: c.description,
      carrier: c.carrier,
      route: c.route,
      transitDays: c.transitDays,
      freeDays: c.freeDays,
      validUntil: c.validUntil?.toISOString().slice(0, 10) ?? null,
      createdAt: c.createdAt.toISOString(),
      totals: amounts(costSums.get(c.id)!),
    })),
    rows,
    lowestTotals: lowest(costs.map((c) => ({ id: c.id, sums: costSums.get(c.id)! }))),
  };
}
