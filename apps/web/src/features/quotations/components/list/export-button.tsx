import { Button, Progress, Stack } from '@mantine/core';
import type { QuotationView } from '@freight/shared/dto';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { useExportQuotations } from '../../api/export-quotations';
import type { QuotationListFilters } from '../../api/list-quotations';
import { saveFile } from '../shared/save-file';

type ExportButtonProps = { view: QuotationView; filters: QuotationListFilters };

/** Downloads the current list (view and filters, every page) as XLSX, showing how much has arrived. */
export function ExportButton({ view, filters }: ExportButtonProps) {
  const { t } = useTranslation('quotations');
  const exporter = useExportQuotations();
  const [progress, setProgress] = useState<number | null>(null);

  const start = () => {
    setProgress(0);
    exporter.mutate(
      { view, filters, onProgress: setProgress },
      {
        onSuccess: ({ blob, fileName }) => {
          saveFile(blob, fileName ?? `quotations-${view}.xlsx`);
          notifySuccess(t('list.exported'));
        },
        onError: notifyError,
        onSettled: () => setProgress(null),
      },
    );
  };

  const busy = exporter.isPending;
  return (
    <Stack gap={2}>
      <Button variant="default" onClick={start} disabled={busy} data-testid="quotations-export">
        {busy ? t('list.exporting', { percent: Math.round((progress ?? 0) * 100) }) : t('list.export')}
      </Button>
      {busy && (
        <Progress
          value={(progress ?? 0) * 100}
          size="xs"
          animated={!progress}
          aria-label={t('list.exportProgress')}
          data-testid="quotations-export-progress"
        />
      )}
    </Stack>
  );
}
