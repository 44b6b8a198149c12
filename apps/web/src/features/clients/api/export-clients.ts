import type { ExportFormat } from '@freight/shared';
import { apiDownload, type DownloadedFile, type DownloadProgress } from '@/lib/api-client';
import { clientsSearchParams, type ClientsListParams } from './get-clients';

/** `GET /app/v1/clients/export`: the filtered list, in the current order, as XLSX or CSV, streamed. */
export function exportClients(
  params: Omit<ClientsListParams, 'limit' | 'cursor'>,
  format: ExportFormat,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  const query = clientsSearchParams(params);
  query.set('format', format);
  return apiDownload(`/app/v1/clients/export?${query.toString()}`, { onProgress });
}
