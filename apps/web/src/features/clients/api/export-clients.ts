import type { ExportFormat } from '@freight/shared';
import { type DownloadedFile, type DownloadProgress } from '@/lib/api-download';
import { api, download, FILE, query, type ApiQuery } from '@/lib/api';
import { type ClientsListParams } from './get-clients';

/** `GET /app/v1/clients/export`: the filtered list, in the current order, as XLSX or CSV, streamed. */
export function exportClients(
  params: Omit<ClientsListParams, 'limit' | 'cursor'>,
  format: ExportFormat,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  return download(
    api.GET('/app/v1/clients/export', {
      params: { query: query({ ...params, format } as ApiQuery<'/app/v1/clients/export', 'get'>) },
      ...FILE,
    }),
    onProgress,
  );
}
