import type { QuotationFilterLookups } from '@/components/quotation-list/quotation-filter-bar';
import { useClientLookup } from './clients-lookup';
import { useManagerCommercials } from './manager-approvals';
import { usePricingOwners } from './pricing-owners';

/** The reads the quotation list's filter bar needs, for every screen that shows it (quotations, pricing). */
export const quotationFilterLookups: QuotationFilterLookups = {
  useClientLookup,
  usePricingOwners,
  useManagerCommercials,
};
