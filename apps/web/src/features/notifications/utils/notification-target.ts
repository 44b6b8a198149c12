import { pricingQuotationPath } from '@/features/pricing/components/pricing-path';

/**
 * Where clicking a notification leads (spec section 5): pricing users to the pricing view of
 * the quotation, everyone else to their own quotation; a notice without a reference opens nothing.
 */
export function notificationTarget(key: string | null, canPrice: boolean): string | null {
  if (!key) return null;
  return canPrice ? pricingQuotationPath(key) : `/mis-cotizaciones/${encodeURIComponent(key)}`;
}
