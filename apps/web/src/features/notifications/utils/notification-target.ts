import { INBOUND_MAIL_NOTIFICATION_KEY, OPERATION_REFERENCE, RATE_NOTIFICATION_KEY } from '@freight/shared';
import { pricingQuotationPath } from '@/lib/pricing-path';

/**
 * Where clicking a notification leads (spec section 5): pricing users to the pricing view of
 * the quotation, everyone else to their own quotation; a notice without a reference opens nothing.
 */
export function notificationTarget(key: string | null, canPrice: boolean): string | null {
  if (!key) return null;
  // Operation assignments carry the operation's reference (OP-26-000123).
  if (OPERATION_REFERENCE.test(key)) return `/operativa/general/${encodeURIComponent(key)}`;
  // A rate about to expire opens its form.
  const rate = RATE_NOTIFICATION_KEY.exec(key);
  if (rate) return `/pricing/tarifas/${rate[1]}`;
  // A received mail no request was found for opens the mail triage (issue 42).
  if (key === INBOUND_MAIL_NOTIFICATION_KEY) return '/pricing/correos';
  return canPrice ? pricingQuotationPath(key) : `/mis-cotizaciones/${encodeURIComponent(key)}`;
}
