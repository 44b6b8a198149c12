import type { ExportFormat } from '@freight/shared';
import type { QuotationView } from '@freight/shared/dto';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile, type DownloadProgress } from '@/lib/api-client';
import type { QuotationListFilters } from '@/components/quotation-list/quotation-filters';
import { quotationFilterParams } from './list-quotations';

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
  const params = quotationFilterParams(view, filters);
  params.set('format', format);
  return apiDownload(`/app/v1/quotations/export?${params.toString()}`, { onProgress });
}

export function useExportQuotations() {
  return useMutation({ mutationFn: exportQuotations });
}
