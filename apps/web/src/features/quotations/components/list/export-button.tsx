import type { QuotationView } from '@freight/shared/dto';
import { ExportMenuButton } from '@/components/export/export-menu-button';
import { exportQuotations } from '../../api/export-quotations';
import type { QuotationListFilters } from '../../api/list-quotations';

type ExportButtonProps = { view: QuotationView; filters: QuotationListFilters };

/** Downloads the current list (view and filters, every page) as XLSX or CSV. */
export function ExportButton({ view, filters }: ExportButtonProps) {
  return (
    <ExportMenuButton
      download={(format, onProgress) => exportQuotations({ view, filters, format, onProgress })}
      fileBase={`quotations-${view}`}
      testId="quotations-export"
    />
  );
}
