import type { ExportFormat } from '@freight/shared';
import type { QuotationView } from '@freight/shared/dto';
import { useMutation } from '@tanstack/react-query';
import { type DownloadedFile, type DownloadProgress } from '@/lib/api-download';
import { api, download, FILE } from '@/lib/api';
import type { QuotationListFilters } from '@/components/quotation-list/quotation-filters';
import { COMMA_ARRAYS, quotationFilterQuery } from './list-quotations';

export type ExportQuotationsInput = {
  view: QuotationView;
  filters: QuotationListFilters;
  format: ExportFormat;
  onProgress?: (progress: DownloadProgress) => void;
};

/** `GET /app/v1/quotations/export`: the whole current list (view and filters) as an XLSX or CSV file, streamed. */
export function exportQuotations({
  view,
  filters,
  format,
  onProgress,
}: ExportQuotationsInput): Promise<DownloadedFile> {
  return download(
    api.GET('/app/v1/quotations/export', {
      params: { query: { ...quotationFilterQuery(view, filters), format } },
      querySerializer: COMMA_ARRAYS,
      ...FILE,
    }),
    onProgress,
  );
}

export function useExportQuotations() {
  return useMutation({ mutationFn: exportQuotations });
}
