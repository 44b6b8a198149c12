import {
  fixedToString,
  lineTotalCents,
  MONEY_SCALE,
  QUANTITY_SCALE,
  UNIT_AMOUNT_SCALE,
  type PricedCharge,
} from '@freight/shared';

/** A priced rate charge as stored cost-line columns (text at their scales) whose parts give its total. */
export type PricedCostLine = { amountPerUnit: string; quantity: string; total: bigint };

const ONE = fixedToString(10n ** BigInt(QUANTITY_SCALE), QUANTITY_SCALE);
const perUnitText = (cents: bigint) =>
  fixedToString(cents * 10n ** BigInt(UNIT_AMOUNT_SCALE - MONEY_SCALE), UNIT_AMOUNT_SCALE);

/**
 * Per unit × quantity when the calculator priced it so; one flat unit of the total when it did not
 * (a percentage of freight, or a minimum that lifted the charge): the stored total is always what
 * its amount per unit times its quantity gives, rounded once to the cent.
 */
export function pricedCostLine(
  c: Pick<PricedCharge, 'calculator' | 'minimumApplied' | 'unitAmount' | 'quantity' | 'total'>,
): PricedCostLine {
  const total = BigInt(c.total);
  if (c.calculator !== 'PERCENT_OF_FREIGHT' && !c.minimumApplied) {
    const line = {
      amountPerUnit: perUnitText(BigInt(c.unitAmount)),
      quantity: fixedToString(BigInt(c.quantity), QUANTITY_SCALE),
    };
    if (lineTotalCents(line.amountPerUnit, line.quantity) === total) return { ...line, total };
  }
  return { amountPerUnit: perUnitText(total), quantity: ONE, total };
}
