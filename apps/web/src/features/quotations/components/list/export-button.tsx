import { Button, Menu, Progress, Stack, Text } from '@mantine/core';
import type { ExportFormat } from '@freight/shared';
import type { QuotationView } from '@freight/shared/dto';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import type { DownloadProgress } from '@/lib/api-client';
import { formatNumber } from '@/lib/formatting';
import { useExportQuotations } from '../../api/export-quotations';
import type { QuotationListFilters } from '../../api/list-quotations';
import { formatFileSize, saveFile } from '../shared/save-file';

type ExportButtonProps = { view: QuotationView; filters: QuotationListFilters };

/** Downloads the current list (view and filters, every page) as XLSX or CSV, showing how much has arrived. */
export function ExportButton({ view, filters }: ExportButtonProps) {
  const { t } = useTranslation('quotations');
  const exporter = useExportQuotations();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const start = (format: ExportFormat) => {
    setProgress({ bytes: 0, fraction: null, rows: null });
    exporter.mutate(
      { view, filters, format, onProgress: setProgress },
      {
        onSuccess: ({ blob, fileName }) => {
          saveFile(blob, fileName ?? `quotations-${view}.${format}`);
          notifySuccess(t('list.exported'));
        },
        onError: notifyError,
        onSettled: () => setProgress(null),
      },
    );
  };

  const busy = exporter.isPending;
  const fraction = progress?.fraction ?? null;
  return (
    <Stack gap={2}>
      <Menu position="bottom-end" disabled={busy}>
        <Menu.Target>
          <Button variant="default" disabled={busy} data-testid="quotations-export">
            {busy && fraction !== null ? t('list.exporting', { percent: Math.round(fraction * 100) }) : t('list.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => start('xlsx')} data-testid="quotations-export-xlsx">
            {t('list.exportXlsx')}
          </Menu.Item>
          <Menu.Item onClick={() => start('csv')} data-testid="quotations-export-csv">
            {t('list.exportCsv')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {busy && (
        <>
          <Progress
            value={(fraction ?? 1) * 100}
            size="xs"
            // A streamed workbook's size is unknown until it ends: the bar moves, the text counts bytes.
            animated={fraction === null}
            striped={fraction === null}
            aria-label={t('list.exportProgress')}
            data-testid="quotations-export-progress"
          />
          {progress && progress.bytes > 0 && (
            <Text size="xs" c="dimmed" data-testid="quotations-export-received">
              {progress.rows !== null
                ? t('list.exportReceivedRows', { rows: formatNumber(progress.rows), size: formatFileSize(progress.bytes) })
                : t('list.exportReceived', { size: formatFileSize(progress.bytes) })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
