/** The pricing view of one quotation: the quotations screen with `?ref=`. */
export function pricingQuotationPath(reference: string): string {
  return `/pricing/cotizaciones?ref=${encodeURIComponent(reference)}`;
}
