import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, type DocumentInfo } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { formatFileSize, saveFile } from '@/features/quotations/components/shared/save-file';
import { RecordTypeLabel, RecordTypePicker } from '@/features/record-types/components/record-type-picker';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import {
  downloadOperationDocument,
  useOperationDocuments,
  useUploadOperationDocument,
} from '../api/operation-documents';

function reason(rejection: FileRejection): 'tooLarge' | 'type' | 'other' {
  const code = rejection.errors[0]?.code;
  return code === 'file-too-large' ? 'tooLarge' : code === 'file-invalid-type' ? 'type' : 'other';
}

function Drop({ reference }: { reference: string }) {
  const { t } = useTranslation('operations');
  const upload = useUploadOperationDocument(reference);
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
    for (const r of rejections)
      notifications.show({
        color: 'red',
        title: t('documents.dropError'),
        message: t('documents.rejected', { name: r.file.name, reason: t(`documents.reasons.${reason(r)}`) }),
      });
  };
  return (
    <Stack gap="xs">
      <RecordTypePicker
        kind="document"
        value={documentTypeId}
        onChange={setDocumentTypeId}
        maw={360}
        data-testid="operation-document-type"
      />
      <Dropzone
        onDrop={(files) => void onDrop(files)}
        onReject={onReject}
        maxSize={MAX_UPLOAD_BYTES}
        accept={UPLOAD_ACCEPT}
        loading={upload.isPending}
        data-testid="operation-document-dropzone"
      >
        <Group justify="center" mih={70} style={{ pointerEvents: 'none' }}>
          <Stack gap={2} align="center">
            <Text fw={500}>{t('documents.drop')}</Text>
            <Text size="xs" c="dimmed">
              {t('documents.limits')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
    </Stack>
  );
}

function Row({ reference, doc }: { reference: string; doc: DocumentInfo }) {
  const { t } = useTranslation('operations');
  const format = useFormatters();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadOperationDocument(reference, doc.id);
      saveFile(file.blob, file.fileName ?? doc.name);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Table.Tr data-testid="operation-document">
      <Table.Td data-testid="operation-document-name">{doc.name}</Table.Td>
      <Table.Td>
        <RecordTypeLabel type={doc.documentType} />
      </Table.Td>
      <Table.Td ta="right">{formatFileSize(doc.sizeBytes)}</Table.Td>
      <Table.Td>{doc.createdBy?.name ?? '—'}</Table.Td>
      <Table.Td>{format.dateTime(doc.createdAt)}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          loading={busy}
          onClick={() => void download()}
          data-testid="operation-document-download"
        >
          {t('documents.download')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** An operation's files (the documents module): upload while it is open, list and download always. */
export function OperationDocumentsPanel({ reference, readOnly }: { reference: string; readOnly: boolean }) {
  const { t } = useTranslation('operations');
  const documents = useOperationDocuments(reference);
  return (
    <Stack gap="md" data-testid="operation-documents">
      {!readOnly && <Drop reference={reference} />}
      {documents.isPending && <Skeleton height={60} />}
      {documents.isError && <Alert color="red">{translateError(t, documents.error)}</Alert>}
      {documents.isSuccess && documents.data.length === 0 && <Text c="dimmed">{t('documents.empty')}</Text>}
      {documents.isSuccess && documents.data.length > 0 && (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('documents.columns.name')}</Table.Th>
                <Table.Th>{t('documents.columns.type')}</Table.Th>
                <Table.Th ta="right">{t('documents.columns.size')}</Table.Th>
                <Table.Th>{t('documents.columns.uploadedBy')}</Table.Th>
                <Table.Th>{t('documents.columns.date')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.data.map((doc) => (
                <Row key={doc.id} reference={reference} doc={doc} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
