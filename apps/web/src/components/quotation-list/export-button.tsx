import type { ExportFormat } from '@freight/shared';
import type { QuotationView } from '@freight/shared/dto';
import { ExportMenuButton } from '@/components/export/export-menu-button';
import type { DownloadedFile, DownloadProgress } from '@/lib/api-download';
import type { QuotationListFilters } from './quotation-filters';

type ExportButtonProps = {
  view: QuotationView;
  filters: QuotationListFilters;
  /** The quotations feature's api/ exportQuotations. */
  exportList: (input: {
    view: QuotationView;
    filters: QuotationListFilters;
    format: ExportFormat;
    onProgress?: (progress: DownloadProgress) => void;
  }) => Promise<DownloadedFile>;
};

/** Downloads the current list (view and filters, every page) as XLSX or CSV. */
export function ExportButton({ view, filters, exportList }: ExportButtonProps) {
  return (
    <ExportMenuButton
      download={(format, onProgress) => exportList({ view, filters, format, onProgress })}
      fileBase={`quotations-${view}`}
      testId="quotations-export"
    />
  );
}
