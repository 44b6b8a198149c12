import { formatAmount, formatNumber, type CurrencyFormat } from '@freight/shared';
import type { TFunction } from 'i18next';
import type { CostsPayload } from '@/components/costs-form';

type SentCharge = CostsPayload['costs'][number]['charges'][number];

/** The amount per unit as money: always two decimals ("45.50" / "45,50"), in the page's number format. */
export function sentAmount(charge: SentCharge, format: CurrencyFormat): string {
  return charge.amountPerUnit === undefined ? '—' : (formatAmount(charge.amountPerUnit, format) ?? '—');
}

/** A quantity, or a range's basis and bounds, with the same separators as the amounts beside it. */
export function sentQuantity(t: TFunction, charge: SentCharge, format: CurrencyFormat): string {
  const number = (v: number | undefined) =>
    v === undefined ? '' : (formatNumber(v, format, { maxDecimals: 3 }) ?? '');
  if (charge.rangeBasis)
    return `${t(`agentCosts:charge.rangeBases.${charge.rangeBasis}`)} ${number(charge.rangeFrom)}–${number(charge.rangeTo)}`;
  return charge.quantity === undefined ? '—' : number(charge.quantity);
}
