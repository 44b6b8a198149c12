import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_MB, notifyRejections } from '@/components/file-drop';
import { notifyError, notifySuccess } from '@/components/notify';
import { RecordTypePicker, type UseRecordTypeOptions } from './record-type-picker';

export type TypedUpload = { file: File; documentTypeId: string | null };

type Props = {
  /** Uploads one file with the chosen type (a mutation's `mutateAsync`). */
  upload: (input: TypedUpload) => Promise<unknown>;
  uploading: boolean;
  /** The document types offered (record-types' `useRecordTypeOptions`). */
  useOptions: UseRecordTypeOptions;
  testIds: { picker: string; dropzone: string };
};

/**
 * The drop zone of a record's files (a quotation's, an operation's): the document type given to the next
 * files, 20 MB and the allowed types (spec section 5, checked again by content on the server), each file
 * uploaded in turn with its own success or refusal.
 */
export function TypedDocumentDrop({ upload, uploading, useOptions, testIds }: Props) {
  const { t } = useTranslation('common');
  // Active types only; none is allowed.
  const [documentTypeId, setDocumentTypeId] = useState<string | null>(null);

  const onDrop = async (files: File[]) => {
    for (const file of files) {
      try {
        await upload({ file, documentTypeId });
        notifySuccess(t('fileDrop.uploaded', { name: file.name }));
      } catch (error) {
        notifyError(error);
      }
    }
  };

  return (
    <Stack gap="xs">
      <RecordTypePicker
        kind="document"
        useOptions={useOptions}
        value={documentTypeId}
        onChange={setDocumentTypeId}
        maw={360}
        data-testid={testIds.picker}
      />
      <Dropzone
        onDrop={(files) => void onDrop(files)}
        onReject={notifyRejections}
        maxSize={MAX_UPLOAD_BYTES}
        accept={UPLOAD_ACCEPT}
        loading={uploading}
        data-testid={testIds.dropzone}
      >
        <Group justify="center" mih={80} style={{ pointerEvents: 'none' }}>
          <Stack gap={2} align="center">
            <Dropzone.Accept>
              <Text fw={500}>{t('fileDrop.dropAccept')}</Text>
            </Dropzone.Accept>
            <Dropzone.Reject>
              <Text fw={500} c="red">
                {t('fileDrop.dropReject')}
              </Text>
            </Dropzone.Reject>
            <Dropzone.Idle>
              <Text fw={500}>{t('fileDrop.drop')}</Text>
            </Dropzone.Idle>
            <Text size="xs" c="dimmed">
              {t('fileDrop.limits', { max: MAX_UPLOAD_MB })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
    </Stack>
  );
}
