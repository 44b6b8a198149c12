import type { CarrierSheetPrice } from '@freight/shared';
import type { Formatters } from '@/lib/formatting';

/** "USD 1,900.00", or each weight break and the minimum, in the user's number format. */
export function priceText(
  p: CarrierSheetPrice | null,
  f: Pick<Formatters, 'amount' | 'number'>,
  minimumLabel: string,
): string {
  if (!p) return '—';
  const amounts = p.breaks.length
    ? p.breaks.map((b) => `${f.number(b.from)}+ kg: ${f.amount(b.amount)}`).join(' · ')
    : f.amount(p.amount);
  return `${p.currency} ${amounts}${p.minimum ? ` (${minimumLabel} ${f.amount(p.minimum)})` : ''}`;
}
