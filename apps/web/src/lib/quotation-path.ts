/** Every list opens a quotation under my quotations (the route table's optional {ref}). */
export function quotationPath(reference: string): string {
  return `/mis-cotizaciones/${encodeURIComponent(reference)}`;
}
