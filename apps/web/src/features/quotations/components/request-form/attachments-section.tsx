import '@mantine/dropzone/styles.css';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@freight/shared';
import { ActionIcon, Checkbox, Stack, Table, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useWindowEvent } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_MB, notifyRejected, notifyRejections, pastedFileReason } from '@/components/file-drop';
import { notifyError } from '@/components/notify';
import { RecordTypeLabel, RecordTypePicker } from '@/components/record-types/record-type-picker';
import { useRecordTypeOptions } from '@/features/record-types/api/record-type-api';
import { i18n } from '@/lib/i18n';
import { useUploadDocument } from '../../api/upload-document';
import { isAcceptableFile, renamed, uniqueFileName } from '@/lib/attachment-files';
import { PendingUploadRows } from '@/components/request-form/pending-upload-rows';
import { formatQuantity } from '@/components/request-form/problem-messages';
import type { RequestFormContext } from './use-request-form';

/**
 * Files for the request: dropped, picked or pasted, each uploaded at once as a staged document
 * (the quotation claims it when created). For dangerous goods one must be the safety data sheet.
 */
export function AttachmentsSection({ form, errorOf }: RequestFormContext) {
  const { t } = useTranslation('quotationForm');
  const upload = useUploadDocument();
  const [pending, setPending] = useState<string[]>([]);
  // The document type given to the next files (active types only; none is allowed).
  const [documentTypeId, setDocumentTypeId] = useState<string | null>(null);
  const attachments = form.values.attachments;
  const dangerous = form.values.commodityType === 'DG';
  const listError = errorOf('attachments');

  const send = async (file: File) => {
    setPending((names) => [...names, file.name]);
    try {
      const doc = await upload.mutateAsync({ file, documentTypeId });
      form.insertListItem('attachments', {
        documentId: doc.id,
        name: doc.name,
        sizeBytes: doc.sizeBytes,
        safetyDataSheet: false,
        documentType: doc.documentType,
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setPending((names) => names.filter((n) => n !== file.name));
    }
  };

  // Pasted files (screenshots) often share a name: they get "name (1).ext" (spec section 5).
  useWindowEvent('paste', (event) => {
    const files = [...(event.clipboardData?.files ?? [])];
    if (files.length === 0) return;
    event.preventDefault();
    const taken = [...form.getValues().attachments.map((a) => a.name), ...pending];
    for (const file of files) {
      const name = uniqueFileName(file.name, taken);
      taken.push(name);
      if (isAcceptableFile({ name, size: file.size })) void send(renamed(file, name));
      else notifyRejected(name, pastedFileReason(file));
    }
  });

  return (
    <Stack gap="xs" data-testid="request-form-attachments">
      <RecordTypePicker
        useOptions={useRecordTypeOptions}
        kind="document"
        value={documentTypeId}
        onChange={setDocumentTypeId}
        maw={360}
        data-testid="request-form-document-type-picker"
      />
      <Dropzone
        onDrop={(files) => files.forEach((file) => void send(file))}
        onReject={notifyRejections}
        maxSize={MAX_UPLOAD_BYTES}
        accept={UPLOAD_ACCEPT}
        data-testid="request-form-dropzone"
      >
        <Stack gap={2} align="center" py="sm" style={{ pointerEvents: 'none' }}>
          <Text size="sm">{t('attachments.drop')}</Text>
          <Text size="xs" c="dimmed">
            {t('attachments.paste')}
          </Text>
          <Text size="xs" c="dimmed" data-testid="request-form-dropzone-limit">
            {t('common:fileDrop.maxSize', { max: MAX_UPLOAD_MB })}
          </Text>
        </Stack>
      </Dropzone>
      {(attachments.length > 0 || pending.length > 0) && (
        <Table verticalSpacing={4} data-testid="request-form-attachment-list">
          <Table.Tbody>
            {attachments.map((a, index) => (
              <Table.Tr key={a.documentId} data-testid="request-form-attachment">
                <Table.Td>{a.name}</Table.Td>
                <Table.Td w={220}>
                  <RecordTypeLabel type={a.documentType ?? null} testId="request-form-attachment-type" />
                </Table.Td>
                <Table.Td c="dimmed" w={110}>
                  {formatQuantity(a.sizeBytes / 1024, i18n.language, 0)} KB
                </Table.Td>
                <Table.Td w={220}>
                  {dangerous && (
                    <Checkbox
                      label={t('attachments.safetyDataSheet')}
                      {...form.getInputProps(`attachments.${index}.safetyDataSheet`, { type: 'checkbox' })}
                      data-testid="request-form-attachment-sds"
                    />
                  )}
                </Table.Td>
                <Table.Td w={40}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('attachments.remove', { name: a.name })}
                    onClick={() => form.removeListItem('attachments', index)}
                  >
                    ✕
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
            <PendingUploadRows names={pending} columns={5} />
          </Table.Tbody>
        </Table>
      )}
      {listError && (
        <Text c="red" size="sm" role="alert" data-testid="request-form-attachments-error">
          {listError}
        </Text>
      )}
    </Stack>
  );
}
