import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@freight/shared';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { RecordTypePicker } from '@/features/record-types/components/record-type-picker';
import { useUploadQuotationDocument } from '../../api/quotation-documents';

function rejectionReason(rejection: FileRejection): 'tooLarge' | 'type' | 'other' {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return 'tooLarge';
  if (code === 'file-invalid-type') return 'type';
  return 'other';
}

/** Drop zone for a quotation's files: 20 MB and the allowed types (spec section 5), checked again by content on the server. */
export function DocumentDrop({ reference }: { reference: string }) {
  const { t } = useTranslation('quotations');
  const upload = useUploadQuotationDocument(reference);
  // The type given to the next dropped files (active types only; none is allowed).
  const [documentTypeId, setDocumentTypeId] = useState<string | null>(null);

  const onDrop = async (files: File[]) => {
    // One at a time: each file gets its own success or refusal.
    for (const file of files) {
      try {
        await upload.mutateAsync({ file, documentTypeId });
        notifySuccess(t('documents.uploaded', { name: file.name }));
      } catch (error) {
        notifyError(error);
      }
    }
  };

  const onReject = (rejections: FileRejection[]) => {
    for (const rejection of rejections) {
      notifications.show({
        color: 'red',
        title: t('documents.dropError'),
        message: t('documents.rejected', {
          name: rejection.file.name,
          reason: t(`documents.reasons.${rejectionReason(rejection)}`),
        }),
      });
    }
  };

  return (
    <Stack gap="xs">
      <RecordTypePicker
        kind="document"
        value={documentTypeId}
        onChange={setDocumentTypeId}
        maw={360}
        data-testid="document-type-picker"
      />
      <Dropzone
        onDrop={(files) => void onDrop(files)}
        onReject={onReject}
        maxSize={MAX_UPLOAD_BYTES}
        accept={UPLOAD_ACCEPT}
        loading={upload.isPending}
        data-testid="document-dropzone"
      >
        <Group justify="center" mih={90} style={{ pointerEvents: 'none' }}>
          <Stack gap={2} align="center">
            <Dropzone.Accept>
              <Text fw={500}>{t('documents.dropAccept')}</Text>
            </Dropzone.Accept>
            <Dropzone.Reject>
              <Text fw={500} c="red">
                {t('documents.dropReject')}
              </Text>
            </Dropzone.Reject>
            <Dropzone.Idle>
              <Text fw={500}>{t('documents.drop')}</Text>
            </Dropzone.Idle>
            <Text size="xs" c="dimmed">
              {t('documents.maxSize')} · {t('documents.accepted')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
    </Stack>
  );
}
