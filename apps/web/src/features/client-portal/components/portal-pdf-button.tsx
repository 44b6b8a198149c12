import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/components/notify';
import { usePortalPdfDownload } from '../api/download-portal-files';

/** Downloads a quotation's PDF in the client's language (the detail screen and an instant price's card). */
export function PortalPdfButton({ reference, testId }: { reference: string; testId: string }) {
  const { t } = useTranslation('clientPortal');
  const pdf = usePortalPdfDownload(reference);
  return (
    <Button
      variant="light"
      onClick={() => pdf.mutate(undefined, { onError: notifyError })}
      loading={pdf.isPending}
      data-testid={testId}
    >
      {t('actions.pdf')}
    </Button>
  );
}
