import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  centsToString,
  chargeTotal,
  costSubmissionViolations,
  fixedToString,
  parseFixed,
  QUANTITY_SCALE,
  UNIT_AMOUNT_SCALE,
  type FieldError,
} from '@freight/shared';
import type { CostChargeDto, CostDto } from '@freight/shared/dto';
import { AppError } from '../../common/errors/app-error.js';
import type { Tx } from '../../common/prisma/prisma.service.js';
import { PricingRepository, type NewCharge, type NewCost } from './pricing.repository.js';

export type CostsOrigin = {
  quotationId: string;
  providerId: string;
  costRequestId: string | null;
  userId: string | null;
};

/** Validates a submission with the shared cost-form rules and stores it as one batch. */
@Injectable()
export class CostsWriter {
  constructor(private readonly pricing: PricingRepository) {}

  /** Throws VALIDATION_FAILED (nothing stored) when a rule fails or a charge code is unknown. */
  async validate(costs: CostDto[]): Promise<Map<string, boolean>> {
    const problems: FieldError[] = costSubmissionViolations(costs);
    const ids = [
      ...new Set(
        costs.flatMap((c) => c.charges.map((ch) => ch.chargeCodeId)).filter((id): id is string => Boolean(id)),
      ),
    ];
    const codes = new Map((await this.pricing.chargeCodesByIds(ids)).map((c) => [c.id, c.taxed]));
    costs.forEach((cost, i) =>
      cost.charges.forEach((ch, j) => {
        if (ch.chargeCodeId && !codes.has(ch.chargeCodeId))
          problems.push({ field: `costs.${i}.charges.${j}.chargeCodeId`, rules: ['notFound'] });
      }),
    );
    if (problems.length) throw new AppError('VALIDATION_FAILED', { fields: problems });
    return codes;
  }

  async store(
    tx: Tx,
    origin: CostsOrigin,
    costs: CostDto[],
    taxedByCode: Map<string, boolean>,
    batchId: string = randomUUID(),
  ): Promise<void> {
    const rows: NewCost[] = costs.map((c) => ({
      quotationId: origin.quotationId,
      providerId: origin.providerId,
      costRequestId: origin.costRequestId,
      batchId,
      description: c.description,
      validUntil: c.validUntil ? new Date(`${c.validUntil}T00:00:00Z`) : null,
      route: c.route ?? null,
      transitDays: c.transitDays ?? null,
      freeDays: c.freeDays ?? null,
      carrier: c.carrier ?? null,
      comments: c.comments ?? null,
      createdBy: origin.userId,
      charges: c.charges.map((ch, index) => chargeRow(ch, index, taxedByCode.get(ch.chargeCodeId!) ?? false)),
    }));
    await this.pricing.insertCosts(tx, rows);
  }
}

/**
 * A validated charge as its stored row: amount and quantity as the decimals received (exact text at
 * their columns' scales), the total from the money module, so the stored total is the stored line's.
 */
export function chargeRow(ch: CostChargeDto, index: number, taxed: boolean): NewCharge {
  return {
    index,
    chargeCodeId: ch.chargeCodeId!,
    description: ch.description ?? null,
    currency: ch.currency,
    amountPerUnit: fixedToString(parseFixed(ch.amountPerUnit ?? 0, UNIT_AMOUNT_SCALE), UNIT_AMOUNT_SCALE),
    quantity: fixedToString(parseFixed(ch.quantity ?? 1, QUANTITY_SCALE), QUANTITY_SCALE),
    rangeBasis: ch.rangeBasis ?? null,
    rangeFrom: ch.rangeFrom ?? null,
    rangeTo: ch.rangeTo ?? null,
    total: centsToString(chargeTotal(ch)),
    taxed,
  };
}
