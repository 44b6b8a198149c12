import { QuotationListScreen } from '../components/list/quotation-list-screen';

/** /mis-cotizaciones/historial: closed (approved, not approved) and cancelled quotations. */
export function HistoryPage() {
  return <QuotationListScreen view="history" routeId="myQuotationsHistory" />;
}
