import { PricingListScreen } from '../components/pricing-list-screen';

/** /pricing/nuevas-solicitudes: requests nobody has taken yet (REQUESTED). */
export function PricingNewRequestsPage() {
  return <PricingListScreen view="pricingNew" routeId="pricingNewRequests" />;
}
