import type { CargoTotals } from '@freight/shared';

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** Plain numbers for weights and volumes (units are printed beside them). */
export function formatQuantity(value: number): string {
  return NUMBER.format(value);
}

/** Chargeable weight with its unit: kg for air, road and express, W/M (revenue tons) for sea. */
export function chargeableText(
  totals: Pick<CargoTotals, 'chargeable' | 'chargeableUnit'>,
  units: { kg: string; wm: string },
): string {
  return `${formatQuantity(totals.chargeable)} ${totals.chargeableUnit === 'WM' ? units.wm : units.kg}`;
}
