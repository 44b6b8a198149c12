import { Injectable } from '@nestjs/common';
import {
  chargeForCalculator,
  priceRate,
  totalIn,
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

export type Lane = { originCode: string; destinationCode: string; service: Service };

/** One valid rate that prices the shipment: its charges in cents and its total in US dollars (for ranking). */
export type PricedRate = {
  rate: RatePricingRow;
  charges: (PricedCharge & {
    chargeCode: RatePricingRow['charges'][number]['chargeCode'];
    description: string | null;
    rangeBasis: string | null;
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
  ) {}

  async options(lane: Lane, shipment: RateShipment, day: string, rateKey?: string, tx?: Tx): Promise<RateOptions> {
    // One after the other: inside a transaction both run on its one connection.
    const rows = await this.rates.validForLane(lane, dayDate(day), rateKey, tx);
    const exchangeRates = await this.exchange.tableOn(day, tx);
    const table = toCalculatorTable(exchangeRates);
    const options: PricedRate[] = [];
    for (const rate of rows) {
      const result = priceRate(
        {
          container: rate.container as ContainerType | null,
          charges: rate.charges.map((c) => chargeForCalculator(chargeForm(c))),
        },
        shipment,
        table,
      );
      if (!result.ok) continue;
      options.push({
        rate,
        charges: result.charges.map((p) => ({
          ...p,
          chargeCode: rate.charges[p.index].chargeCode,
          description: rate.charges[p.index].description,
          rangeBasis: rate.charges[p.index].rangeBasis,
        })),
        totalUsd: totalIn(result.totals, 'USD', table),
      });
    }
    // Unconvertible totals (a missing exchange rate) rank last; ties by the rate that ends first.
    options.sort((a, b) => (a.totalUsd ?? Number.MAX_SAFE_INTEGER) - (b.totalUsd ?? Number.MAX_SAFE_INTEGER));
    return { options, exchangeRates };
  }
}
