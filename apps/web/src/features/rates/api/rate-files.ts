import type { ExportFormat, RateDetail, RateImportResult } from '@freight/shared';
import type { SaveCostAsRateDto } from '@freight/shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiDownload, type DownloadProgress } from '@/lib/api-download';
import { rateSearchParams, type RatesListParams } from './get-rates';
import { ratesKeys } from './rate-keys';

type Filters = Omit<RatesListParams, 'limit' | 'order' | 'sort' | 'cursor'>;

/** `GET /app/v1/rates/export`: the filtered rates in the import template's columns. */
export function exportRates(filters: Filters, format: ExportFormat, onProgress: (progress: DownloadProgress) => void) {
  const params = rateSearchParams(filters);
  params.set('format', format);
  return apiDownload(`/app/v1/rates/export?${params.toString()}`, { onProgress });
}

/** `GET /app/v1/rates/import/template`: the documented XLSX template. */
export const downloadRateTemplate = () => apiDownload('/app/v1/rates/import/template');

/** `POST /app/v1/rates/import`: a dry run stores nothing; the real run refreshes the lists. */
export function useImportRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiRequest<RateImportResult>(`/app/v1/rates/import?dryRun=${dryRun}`, { method: 'POST', body });
    },
    onSuccess: (result) => {
      if (!result.dryRun) void client.invalidateQueries({ queryKey: ratesKeys.all });
    },
  });
}

/** `POST /app/v1/rates/from-cost/:costId`: an agent's answered cost saved as a rate. */
export function useSaveCostAsRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ costId, body }: { costId: string; body: SaveCostAsRateDto }) =>
      apiRequest<RateDetail>(`/app/v1/rates/from-cost/${encodeURIComponent(costId)}`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ratesKeys.all }),
  });
}
