import { Anchor, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import type { RateImportResult } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportErrors } from '@/components/forms/import-errors';
import { notifyError, notifySuccess } from '@/components/notify';
import { saveFile } from '@/components/files/save-file';
import { downloadRateTemplate, useImportRates } from '../api/rate-files';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

/** Rates from the template: first a check (what would be stored, every bad row and why), then the import of the good rates. */
export function RateImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  useReturnFocus(opened);
  const { t } = useTranslation(['rates', 'errors']);
  const run = useImportRates();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<RateImportResult | null>(null);
  const send = (dryRun: boolean) =>
    file &&
    run.mutate(
      { file, dryRun },
      {
        onSuccess: (result) => {
          if (dryRun) setChecked(result);
          else {
            notifySuccess(t('import.done', { count: result.created.length, unchanged: result.unchanged }));
            onClose();
          }
        },
        onError: notifyError,
      },
    );
  const template = () =>
    void downloadRateTemplate()
      .then((f) => saveFile(f.blob, f.fileName ?? 'rates-template.xlsx'))
      .catch(notifyError);
  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={t('import.title')} data-testid="rate-import-modal">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('import.hint')}{' '}
          <Anchor component="button" type="button" onClick={template} data-testid="rate-import-template">
            {t('import.template')}
          </Anchor>
        </Text>
        <FileInput
          label={t('import.file')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(f) => {
            setFile(f);
            setChecked(null);
          }}
          clearable
          data-testid="rate-import-file"
        />
        {checked && (
          <Stack gap={4} data-testid="rate-import-summary">
            <Text size="sm">
              {t('import.counts', {
                created: checked.created.length,
                unchanged: checked.unchanged,
                rejected: checked.rejected.length,
              })}
            </Text>
            <ImportErrors
              errors={checked.errors}
              title={t('import.errorsTitle', { count: checked.errors.length })}
              describe={(e) =>
                t('import.errorLine', { line: e.line, column: e.column ?? '—', message: t(`errors:${e.code}`) })
              }
              data-testid="rate-import-errors"
            />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('import.cancel')}
          </Button>
          <Button
            variant="light"
            disabled={!file}
            loading={run.isPending && run.variables.dryRun}
            onClick={() => send(true)}
            data-testid="rate-import-check"
          >
            {t('import.check')}
          </Button>
          <Button
            disabled={!checked || checked.created.length === 0}
            loading={run.isPending && !run.variables.dryRun}
            onClick={() => send(false)}
            data-testid="rate-import-run"
          >
            {t('import.run', { count: checked?.created.length ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
