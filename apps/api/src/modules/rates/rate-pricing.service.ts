import { Injectable } from '@nestjs/common';
import {
  chargeForCalculator,
  matchingSurcharges,
  priceRate,
  priceSurcharges,
  totalIn,
  type Currency,
  type RateCalculator,
  type SurchargeBasis,
  type ContainerType,
  type ExchangeRateRow,
  type PricedCharge,
  type RateShipment,
  type Service,
} from '@freight/shared';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { ExchangeRatesService, toCalculatorTable } from './exchange-rates.service.js';
import { chargeForm, dayDate } from './rate.mappers.js';
import { RatesRepository, type RatePricingRow } from './rates.repository.js';
import { toSurchargeInput } from './surcharges/surcharge.mappers.js';
import { SurchargesRepository } from './surcharges/surcharges.repository.js';

export type Lane = { originCode: string; destinationCode: string; service: Service };

/** One valid rate that prices the shipment: its charges in cents and its total in US dollars (for ranking). */
export type PricedRate = {
  rate: RatePricingRow;
  charges: (PricedCharge & {
    chargeCode: RatePricingRow['charges'][number]['chargeCode'];
    description: string | null;
    rangeBasis: string | null;
    /** A line the surcharge table added: which surcharge and on what basis (null for the rate's own charges). */
    surcharge: { id: string; basis: SurchargeBasis } | null;
  })[];
  totalUsd: number | null;
};

export type RateOptions = { options: PricedRate[]; exchangeRates: ExchangeRateRow[] };

/** Prices a shipment from the current rates valid on a day for its lane and service, cheapest first. */
@Injectable()
export class RatePricingService {
  constructor(
    private readonly rates: RatesRepository,
    private readonly exchange: ExchangeRatesService,
    private readonly surcharges: SurchargesRepository,
  ) {}

  /** `limit` bounds the rates read (the request form's instant quote keeps the repository's 50). */
  async options(
    lane: Lane,
    shipment: RateShipment,
    day: string,
    rateKey?: string,
    tx?: Tx,
    limit?: number,
  ): Promise<RateOptions> {
    // One after the other: inside a transaction both run on its one connection.
    const rows = await this.rates.validForLane(lane, dayDate(day), rateKey, tx, limit);
    const exchangeRates = await this.exchange.tableOn(day, tx);
    // The surcharges in force that day: a small table, matched to each rate in memory.
    const surchargeRows = rows.length ? await this.surcharges.inForce(dayDate(day), tx) : [];
    const inForce = surchargeRows.map(toSurchargeInput);
    const codes = new Map(surchargeRows.map((r) => [r.id, r]));
    const table = toCalculatorTable(exchangeRates);
    const options: PricedRate[] = [];
    for (const rate of rows) {
      const rateInput = {
        container: rate.container as ContainerType | null,
        charges: rate.charges.map((c) => chargeForCalculator(chargeForm(c))),
      };
      const result = priceRate(rateInput, shipment, table);
      if (!result.ok) continue;
      // Every surcharge in the rate's scope and in force on the quote's day, once each, on its own line.
      const applying = matchingSurcharges(
        inForce,
        { ...rate, carrierId: rate.carrier.id, container: rate.container },
        day,
      );
      const added = priceSurcharges(applying, rateInput, result.charges, shipment, table);
      if (!added.ok) continue;
      const own = result.charges.map((p) => ({
        ...p,
        chargeCode: rate.charges[p.index].chargeCode,
        description: rate.charges[p.index].description,
        rangeBasis: rate.charges[p.index].rangeBasis,
        surcharge: null,
      }));
      const extra = added.lines.map((l, k) => {
        const row = codes.get(l.surchargeId)!;
        return {
          index: rate.charges.length + k,
          currency: l.currency,
          calculator: SURCHARGE_CALCULATOR[l.basis],
          quantity: l.quantity,
          unitAmount: l.unitAmount,
          range: null,
          minimumApplied: false,
          total: l.total,
          chargeCode: row.chargeCode,
          description: row.description,
          rangeBasis: null,
          surcharge: { id: l.surchargeId, basis: l.basis },
        };
      });
      const totals = sumTotals([...own, ...extra]);
      options.push({ rate, charges: [...own, ...extra], totalUsd: totalIn(totals, 'USD', table) });
    }
    // Unconvertible totals (a missing exchange rate) rank last; ties by the rate that ends first.
    options.sort((a, b) => (a.totalUsd ?? Number.MAX_SAFE_INTEGER) - (b.totalUsd ?? Number.MAX_SAFE_INTEGER));
    return { options, exchangeRates };
  }
}

/** The calculator a surcharge line reads as downstream (cost lines: per unit × quantity, or one flat percentage). */
const SURCHARGE_CALCULATOR: Record<SurchargeBasis, RateCalculator> = {
  PER_CONTAINER: 'PER_CONTAINER',
  PER_KG: 'PER_CHARGEABLE_KG',
  PER_WM: 'PER_UNIT',
  PER_SHIPMENT: 'FLAT',
  PERCENT_OF_FREIGHT: 'PERCENT_OF_FREIGHT',
};

function sumTotals(lines: readonly { currency: Currency; total: number }[]): { currency: Currency; total: number }[] {
  const sums = new Map<Currency, bigint>();
  for (const l of lines) sums.set(l.currency, (sums.get(l.currency) ?? 0n) + BigInt(l.total));
  return [...sums].map(([currency, total]) => ({ currency, total: Number(total) }));
}
