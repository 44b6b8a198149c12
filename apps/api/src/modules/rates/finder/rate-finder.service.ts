import { Injectable } from '@nestjs/common';
import {
  cargoTotals,
  COMPANY_TIME_ZONE,
  DEFAULT_CURRENCY,
  shipmentFromTotals,
  type RateFinderResult,
  type RateShipment,
} from '@freight/shared';
import type { RateFinderDto } from '@freight/shared/dto';
import type { Tx } from '../../../common/prisma/prisma.service.js';
import { todayIn } from '../../../common/time/zoned-dates.js';
import { toCalculatorTable } from '../exchange-rates.service.js';
import { RatePricingService, type Lane, type RateOptions } from '../rate-pricing.service.js';
import { byConvertedTotal, finderOption } from './finder-lines.js';

/** The most current rates one lane's answer reads (the instant quote reads 50): a bound on one request's work. */
export const RATE_FINDER_MAX_RATES = 500;

/**
 * The rate finder of pricing and commercials: every current rate of the lane valid on the day, from
 * every carrier, priced for the cargo by the one rate calculator (surcharges on their own lines),
 * with its total in the chosen currency at that day's exchange rates, cheapest first. Changes nothing.
 */
@Injectable()
export class RateFinderService {
  constructor(private readonly pricing: RatePricingService) {}

  async find(dto: RateFinderDto): Promise<RateFinderResult> {
    const totals = cargoTotals(dto.packingLines ?? [], dto.service, dto.measureSystem);
    const shipment = shipmentFromTotals({ ...totals, containers: dto.containers ?? [] });
    const lane: Lane = {
      originCode: dto.originCode.trim().toUpperCase(),
      destinationCode: dto.destinationCode.trim().toUpperCase(),
      service: dto.service,
    };
    const day = dto.day ?? todayIn(COMPANY_TIME_ZONE);
    const currency = dto.currency ?? DEFAULT_CURRENCY;
    const priced = await this.priced(lane, shipment, day);
    const table = toCalculatorTable(priced.exchangeRates);
    const options = priced.options.map((o) => finderOption(o, currency, table));
    return {
      day,
      currency,
      exchangeRates: priced.exchangeRates,
      options: options.sort(byConvertedTotal).map((o) => o.option),
    };
  }

  /** The lane's options as the finder reads them (the same bound), for applying one to a quotation. */
  priced(lane: Lane, shipment: RateShipment, day: string, tx?: Tx): Promise<RateOptions> {
    return this.pricing.options(lane, shipment, day, undefined, tx, RATE_FINDER_MAX_RATES);
  }
}
