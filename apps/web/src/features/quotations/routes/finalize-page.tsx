import { QuotationListScreen } from '../components/list/quotation-list-screen';

/** /finalizar: priced or sent quotations waiting for the commercial to act. */
export function FinalizePage() {
  return <QuotationListScreen view="finalize" routeId="finalize" />;
}
