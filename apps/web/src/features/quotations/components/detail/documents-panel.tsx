import { Alert, Button, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import type { DocumentInfo } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { notifyError, notifySuccess } from '@/components/notify';
import { RecordTypeLabel } from '@/components/record-types/record-type-picker';
import { useRecordTypeOptions } from '@/features/record-types/api/record-type-api';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import {
  downloadDocument,
  useQuotationDocuments,
  useUpdateQuotationDocument,
  useUploadQuotationDocument,
} from '../../api/quotation-documents';
import { formatFileSize, saveFile } from '@/components/files/save-file';
import { TypedDocumentDrop } from '@/components/record-types/typed-document-drop';

type Audience = 'client' | 'provider';

function DocumentRow({ reference, doc }: { reference: string; doc: DocumentInfo }) {
  const { t } = useTranslation('quotations');
  const format = useFormatters();
  const update = useUpdateQuotationDocument(reference);
  const [downloading, setDownloading] = useState(false);

  const apply = (audience: Audience, visible: boolean) =>
    update.mutate(
      { id: doc.id, ...(audience === 'client' ? { clientVisible: visible } : { providerVisible: visible }) },
      { onSuccess: () => notifySuccess(t('documents.visibilityChanged')), onError: notifyError },
    );
  // Showing a file to a client or provider exposes it outside the company: confirmed first. Hiding it is not.
  const toggle = (audience: Audience, visible: boolean) =>
    visible
      ? openConfirm({
          message: t(`documents.confirm.${audience}.show`, { name: doc.name }),
          confirmLabel: t(`documents.confirmAction.${audience}`),
          onConfirm: () => apply(audience, true),
        })
      : apply(audience, false);

  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadDocument(doc.id);
      saveFile(file.blob, file.fileName ?? doc.name);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Table.Tr data-testid="quotation-document">
      <Table.Td data-testid="quotation-document-name">{doc.name}</Table.Td>
      <Table.Td>
        <RecordTypeLabel type={doc.documentType} testId="quotation-document-type" />
      </Table.Td>
      <Table.Td ta="right">{formatFileSize(doc.sizeBytes)}</Table.Td>
      <Table.Td>{doc.createdBy?.name ?? '—'}</Table.Td>
      <Table.Td>{format.dateTime(doc.createdAt)}</Table.Td>
      {(['client', 'provider'] as const).map((audience) => {
        const checked = audience === 'client' ? doc.clientVisible : doc.providerVisible;
        return (
          <Table.Td key={audience} ta="center">
            <Switch
              checked={checked}
              onChange={(event) => toggle(audience, event.currentTarget.checked)}
              disabled={update.isPending}
              aria-label={t(`documents.columns.${audience}`)}
              data-testid={`quotation-document-${audience}-visible`}
            />
          </Table.Td>
        );
      })}
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          loading={downloading}
          onClick={() => void download()}
          data-testid="quotation-document-download"
        >
          {t('documents.download')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Upload by drop zone, list, download and per-document visibility to the client and to providers. */
export function DocumentsPanel({ reference }: { reference: string }) {
  const { t } = useTranslation('quotations');
  const { t: tTypes } = useTranslation('recordTypes');
  const documents = useQuotationDocuments(reference);
  const upload = useUploadQuotationDocument(reference);
  return (
    <Stack gap="md">
      <TypedDocumentDrop
        useOptions={useRecordTypeOptions}
        upload={upload.mutateAsync}
        uploading={upload.isPending}
        testIds={{ picker: 'document-type-picker', dropzone: 'document-dropzone' }}
      />
      {documents.isPending && <Skeleton height={80} />}
      {documents.isError && <Alert color="red">{translateError(t, documents.error)}</Alert>}
      {documents.isSuccess && documents.data.length === 0 && <Text c="dimmed">{t('documents.empty')}</Text>}
      {documents.isSuccess && documents.data.length > 0 && (
        <Table.ScrollContainer minWidth={880} type="native">
          <Table verticalSpacing="xs" data-testid="quotation-documents">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('documents.columns.name')}</Table.Th>
                <Table.Th>{tTypes('onRecords.column')}</Table.Th>
                <Table.Th ta="right">{t('documents.columns.size')}</Table.Th>
                <Table.Th>{t('documents.columns.uploadedBy')}</Table.Th>
                <Table.Th>{t('documents.columns.date')}</Table.Th>
                <Table.Th ta="center">{t('documents.columns.client')}</Table.Th>
                <Table.Th ta="center">{t('documents.columns.provider')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.data.map((doc) => (
                <DocumentRow key={doc.id} reference={reference} doc={doc} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
