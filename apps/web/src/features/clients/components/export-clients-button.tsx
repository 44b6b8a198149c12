import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { saveFile } from '@/features/quotations/components/shared/save-file';
import { useExportClients } from '../api/export-clients';
import type { ClientsListParams } from '../api/get-clients';

/** Downloads the filtered list (every page, current order) as XLSX. */
export function ExportClientsButton({ params }: { params: Omit<ClientsListParams, 'limit' | 'cursor'> }) {
  const { t } = useTranslation('clients');
  const exporter = useExportClients();
  return (
    <Button
      variant="default"
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(params, {
          onSuccess: ({ blob, fileName }) => {
            saveFile(blob, fileName ?? 'clients.xlsx');
            notifySuccess(t('toasts.exported'));
          },
          onError: notifyError,
        })
      }
      data-testid="clients-export"
    >
      {t('actions.export')}
    </Button>
  );
}
