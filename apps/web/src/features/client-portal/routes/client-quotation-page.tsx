import { useParams } from 'react-router';
import { PortalDetailScreen } from '../components/portal-detail-screen';
import { PortalListScreen } from '../components/portal-list-screen';

/** /client-quotation: the client's quotations, or one of them at /client-quotation/:reference. */
export function ClientQuotationPage() {
  const { reference } = useParams();
  return reference ? <PortalDetailScreen key={reference} reference={reference} /> : <PortalListScreen />;
}
