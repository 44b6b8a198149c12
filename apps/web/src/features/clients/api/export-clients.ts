import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile } from '@/lib/api-client';
import { clientsSearchParams, type ClientsListParams } from './get-clients';

/** `GET /app/v1/clients/export`: the filtered list, in the current order, as XLSX. */
export function exportClients(params: Omit<ClientsListParams, 'limit' | 'cursor'>): Promise<DownloadedFile> {
  return apiDownload(`/app/v1/clients/export?${clientsSearchParams(params).toString()}`);
}

export function useExportClients() {
  return useMutation({ mutationFn: exportClients });
}
