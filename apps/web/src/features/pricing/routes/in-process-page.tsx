import { PricingListScreen } from '../components/pricing-list-screen';

/** /pricing/en-proceso: quotations taken by a pricing user and still being priced. */
export function PricingInProcessPage() {
  return <PricingListScreen view="pricingInProcess" routeId="pricingInProgress" />;
}
