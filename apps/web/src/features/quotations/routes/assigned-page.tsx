import { QuotationListScreen } from '../components/list/quotation-list-screen';

/** /asignadas: quotations assigned to the user. */
export function AssignedPage() {
  return <QuotationListScreen view="assigned" routeId="assigned" />;
}
