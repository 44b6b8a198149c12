import { useSearchParams } from 'react-router';
import { PricingListScreen } from '../components/pricing-list-screen';
import { PricingQuotationView } from '../components/pricing-quotation-view';

/** /pricing/cotizaciones: every quotation, or with `?ref=` one quotation's pricing view. */
export function PricingQuotationsPage() {
  const [params] = useSearchParams();
  const reference = params.get('ref');
  return reference ? (
    <PricingQuotationView key={reference} reference={reference} />
  ) : (
    <PricingListScreen view="pricingAll" routeId="pricingQuotations" />
  );
}
