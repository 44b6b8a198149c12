import { ExportMenuButton } from '@/components/export/export-menu-button';
import { exportClients } from '../api/export-clients';
import type { ClientsListParams } from '../api/get-clients';

/** Downloads the filtered list (every page, current order) as XLSX or CSV. */
export function ExportClientsButton({ params }: { params: Omit<ClientsListParams, 'limit' | 'cursor'> }) {
  return (
    <ExportMenuButton
      download={(format, onProgress) => exportClients(params, format, onProgress)}
      fileBase="clients"
      testId="clients-export"
    />
  );
}
