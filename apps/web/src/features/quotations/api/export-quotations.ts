import type { QuotationView } from '@freight/shared/dto';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile } from '@/lib/api-client';
import { quotationFilterParams, type QuotationListFilters } from './list-quotations';

export type ExportQuotationsInput = {
  view: QuotationView;
  filters: QuotationListFilters;
  onProgress?: (fraction: number) => void;
};

/** `GET /app/v1/quotations/export`: the whole current list (view and filters) as an XLSX file. */
export function exportQuotations({ view, filters, onProgress }: ExportQuotationsInput): Promise<DownloadedFile> {
  return apiDownload(`/app/v1/quotations/export?${quotationFilterParams(view, filters).toString()}`, { onProgress });
}

export function useExportQuotations() {
  return useMutation({ mutationFn: exportQuotations });
}
