import { Injectable } from '@nestjs/common';
import { PrismaService, type Tx } from '../../common/prisma/prisma.service.js';

/** The exchange-rate table, one row per currency and day. */
@Injectable()
export class ExchangeRatesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Each currency's newest rate on or before the day (per_usd as exact text). */
  latestOn(day: Date, tx: Tx | PrismaService = this.prisma) {
    return tx.$queryRaw<{ currency: string; per_usd: string; day: Date }[]>`
      SELECT DISTINCT ON (currency) currency, per_usd::text, day FROM exchange_rates
      WHERE day <= ${day}::date ORDER BY currency, day DESC`;
  }

  /** The day's rates, in one transaction: a currency's rate for that day is replaced. */
  async save(day: Date, rates: { currency: string; perUsd: string }[], userId: string): Promise<void> {
    await this.prisma.transaction(async (tx) => {
      for (const r of rates) {
        await tx.exchangeRate.upsert({
          where: { currency_day: { currency: r.currency, day } },
          create: { currency: r.currency, day, perUsd: r.perUsd, createdBy: userId },
          update: { perUsd: r.perUsd, createdBy: userId },
        });
      }
    });
  }
}
