import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import type { OperationImportResult } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportErrors } from '@/components/forms/import-errors';
import { notifyError, notifySuccess } from '@/components/notify';
import { useImportOperations } from '../api/import-operations';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

/** Import shipments from a CSV or XLSX: first a dry run (what would change, every bad row), then the import. */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  useReturnFocus(opened);
  const { t } = useTranslation(['operations', 'errors']);
  const run = useImportOperations();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<OperationImportResult | null>(null);
  const send = (dryRun: boolean) =>
    file &&
    run.mutate(
      { file, dryRun },
      {
        onSuccess: (result) => {
          if (dryRun) setChecked(result);
          else {
            notifySuccess(t('import.done', { created: result.created.length, updated: result.updated.length }));
            onClose();
          }
        },
        onError: notifyError,
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={t('import.title')} data-testid="import-modal">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('import.hint')}
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
          data-testid="import-file"
        />
        {checked && (
          <Stack gap={4} data-testid="import-summary">
            <Text size="sm" data-testid="import-counts">
              {t('import.counts', {
                created: checked.created.length,
                updated: checked.updated.length,
                unchanged: checked.unchanged,
              })}
            </Text>
            <ImportErrors
              errors={checked.errors}
              title={t('import.errorsTitle', { count: checked.errors.length })}
              describe={(e) => t('import.errorLine', { line: e.line, message: t(`errors:${e.code}`) })}
              data-testid="import-errors"
            />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant="light"
            disabled={!file}
            loading={run.isPending && run.variables.dryRun}
            onClick={() => send(true)}
            data-testid="import-check"
          >
            {t('import.check')}
          </Button>
          <Button
            disabled={!checked || checked.errors.length > 0 || checked.created.length + checked.updated.length === 0}
            loading={run.isPending && !run.variables.dryRun}
            onClick={() => send(false)}
            data-testid="import-run"
          >
            {t('import.run')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
