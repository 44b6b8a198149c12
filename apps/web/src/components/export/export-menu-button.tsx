import { Button, Menu, Progress, Stack, Text } from '@mantine/core';
import type { ExportFormat } from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import type { DownloadedFile, DownloadProgress } from '@/lib/api-download';
import { formatNumber } from '@/lib/formatting';
import { formatFileSize, saveFile } from '@/components/files/save-file';

type ExportMenuButtonProps = {
  /** Fetches the list's export in the chosen format, reporting what has arrived. */
  download: (format: ExportFormat, onProgress: (progress: DownloadProgress) => void) => Promise<DownloadedFile>;
  /** The file name when the server gives none, without its extension. */
  fileBase: string;
  testId: string;
  /** The button's size where it sits among smaller toolbar buttons. */
  size?: 'xs' | 'sm';
};

/**
 * A list's "Export" button: XLSX or CSV of the current filters (every page), streamed by the API.
 * While it runs, the button shows the percent when it can be known (a CSV is counted by lines),
 * else a moving bar with the rows announced and the bytes received so far.
 */
export function ExportMenuButton({ download, fileBase, testId, size }: ExportMenuButtonProps) {
  const { t } = useTranslation('exports');
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const exporter = useMutation({ mutationFn: (format: ExportFormat) => download(format, setProgress) });

  const start = (format: ExportFormat) => {
    setProgress({ bytes: 0, fraction: null, rows: null });
    exporter.mutate(format, {
      onSuccess: ({ blob, fileName }) => {
        saveFile(blob, fileName ?? `${fileBase}.${format}`);
        notifySuccess(t('done'));
      },
      onError: notifyError,
      onSettled: () => setProgress(null),
    });
  };

  const busy = exporter.isPending;
  const fraction = progress?.fraction ?? null;
  return (
    <Stack gap={2}>
      <Menu position="bottom-end" disabled={busy}>
        <Menu.Target>
          <Button variant="default" size={size} disabled={busy} data-testid={testId}>
            {busy && fraction !== null
              ? t('percent', { percent: Math.round(fraction * 100) })
              : busy
                ? t('running')
                : t('label')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => start('xlsx')} data-testid={`${testId}-xlsx`}>
            {t('xlsx')}
          </Menu.Item>
          <Menu.Item onClick={() => start('csv')} data-testid={`${testId}-csv`}>
            {t('csv')}
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
            aria-label={t('progress')}
            data-testid={`${testId}-progress`}
          />
          {progress && progress.bytes > 0 && (
            <Text size="xs" c="dimmed" data-testid={`${testId}-received`}>
              {progress.rows !== null
                ? t('receivedRows', {
                    count: progress.rows,
                    rows: formatNumber(progress.rows),
                    size: formatFileSize(progress.bytes),
                  })
                : t('received', { size: formatFileSize(progress.bytes) })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
