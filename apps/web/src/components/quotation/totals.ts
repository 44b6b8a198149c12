import { hasChargeableQuantity, type CargoTotals, type CurrencyFormat, type Service } from '@freight/shared';
import { formatNumber } from '@/lib/formatting';

/**
 * Weights and volumes in the user's number format (US "1,752.5", local "1.752,5"), up to three
 * decimals; units are printed beside them. Components pass `format` from useFormatters() so a
 * changed setting re-renders them; without it the signed-in user's setting applies.
 */
export function formatQuantity(value: number, format?: CurrencyFormat): string {
  return formatNumber(value, 3, format);
}

/**
 * Chargeable weight with its unit: kg for air, road and express, W/M (revenue tons) for sea. Full
 * containers and trucks are priced per unit, so they show a dash rather than "0 W/M".
 */
export function chargeableText(
  q: { service: Service; totals: Pick<CargoTotals, 'chargeable' | 'chargeableUnit'> },
  units: { kg: string; wm: string },
  format?: CurrencyFormat,
): string {
  if (!hasChargeableQuantity(q.service)) return '—';
  return `${formatQuantity(q.totals.chargeable, format)} ${q.totals.chargeableUnit === 'WM' ? units.wm : units.kg}`;
}
