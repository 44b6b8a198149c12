import { QuotationListScreen } from '../components/list/quotation-list-screen';

/** /cotizaciones-gerente: every quotation of the manager's related commercials. */
export function ManagerQuotationsPage() {
  return <QuotationListScreen view="manager" routeId="managerQuotations" />;
}
