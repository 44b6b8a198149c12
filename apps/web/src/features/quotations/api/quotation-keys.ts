import type { QuotationListParams } from './list-quotations';

/**
 * Query keys of the quotations feature. Mutations invalidate `lists()` (every list view and
 * filter set) and the one quotation's `detail(ref)` subtree (its data, events, notes, documents).
 */
export const quotationKeys = {
  all: ['quotations'] as const,
  lists: () => [...quotationKeys.all, 'list'] as const,
  list: (params: QuotationListParams) => [...quotationKeys.lists(), params] as const,
  pricingOwners: () => [...quotationKeys.all, 'pricing-owners'] as const,
  details: () => [...quotationKeys.all, 'detail'] as const,
  detail: (reference: string) => [...quotationKeys.details(), reference] as const,
  data: (reference: string) => [...quotationKeys.detail(reference), 'data'] as const,
  events: (reference: string) => [...quotationKeys.detail(reference), 'events'] as const,
  notes: (reference: string) => [...quotationKeys.detail(reference), 'notes'] as const,
  documents: (reference: string) => [...quotationKeys.detail(reference), 'documents'] as const,
  recipients: (reference: string) => [...quotationKeys.detail(reference), 'recipients'] as const,
};
