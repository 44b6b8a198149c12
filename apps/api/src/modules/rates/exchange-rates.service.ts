import { Injectable } from '@nestjs/common';
import {
  CURRENCIES,
  decimalToNumber,
  EXCHANGE_RATE_SCALE,
  exchangeTable,
  fixedToString,
  parseFixed,
  type Currency,
  type ExchangeRateRow,
  type ExchangeTable,
} from '@freight/shared';
import type { SaveExchangeRatesDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { ExchangeRatesRepository } from './exchange-rates.repository.js';
import { dayDate, isoDay } from './rate.mappers.js';

/** The exchange-rate table kept per day: pricing uses, for each currency, the newest day not after its own. */
@Injectable()
export class ExchangeRatesService {
  constructor(private readonly repo: ExchangeRatesRepository) {}

  async tableOn(day: string, tx?: Tx): Promise<ExchangeRateRow[]> {
    const rows = await this.repo.latestOn(dayDate(day), tx);
    const usd: ExchangeRateRow = { currency: 'USD', perUsd: 1, day };
    const others = rows
      .filter((r) => r.currency !== 'USD' && (CURRENCIES as readonly string[]).includes(r.currency))
      .map((r) => ({
        currency: r.currency as Currency,
        perUsd: decimalToNumber(r.per_usd, EXCHANGE_RATE_SCALE),
        day: isoDay(r.day),
      }));
    return [usd, ...CURRENCIES.flatMap((c) => others.filter((o) => o.currency === c))];
  }

  /** The calculator's table (millionths per US dollar). */
  async calculatorTable(day: string): Promise<ExchangeTable> {
    return toCalculatorTable(await this.tableOn(day));
  }

  async save(user: AuthUser, day: string, dto: SaveExchangeRatesDto): Promise<ExchangeRateRow[]> {
    const rates = dto.rates
      .filter((x) => x.currency !== 'USD')
      .map((r) => ({
        currency: r.currency,
        perUsd: fixedToString(parseFixed(r.perUsd, EXCHANGE_RATE_SCALE), EXCHANGE_RATE_SCALE),
      }));
    await this.repo.save(dayDate(day), rates, user.id);
    return this.tableOn(day);
  }
}

/** The calculator's table: each rate read exactly at its 6 decimals by the money module. */
export function toCalculatorTable(rows: readonly ExchangeRateRow[]): ExchangeTable {
  return exchangeTable(rows);
}
