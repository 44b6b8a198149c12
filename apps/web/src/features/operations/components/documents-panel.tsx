import { Alert, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { DocumentInfo } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/components/notify';
import { formatFileSize, saveFile } from '@/components/files/save-file';
import { RecordTypeLabel } from '@/components/record-types/record-type-picker';
import { TypedDocumentDrop } from '@/components/record-types/typed-document-drop';
import { useRecordTypeOptions } from '@/features/record-types/api/record-type-api';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import {
  downloadOperationDocument,
  useOperationDocuments,
  useUploadOperationDocument,
} from '../api/operation-documents';

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
  const upload = useUploadOperationDocument(reference);
  return (
    <Stack gap="md" data-testid="operation-documents">
      {!readOnly && (
        <TypedDocumentDrop
          useOptions={useRecordTypeOptions}
          upload={upload.mutateAsync}
          uploading={upload.isPending}
          testIds={{ picker: 'operation-document-type', dropzone: 'operation-document-dropzone' }}
        />
      )}
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
