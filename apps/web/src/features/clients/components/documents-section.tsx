import '@mantine/dropzone/styles.css';
import { Button, FileButton, Group, Loader, Stack, Switch, Table, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useWindowEvent } from '@mantine/hooks';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, type DocumentInfo } from '@freight/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { MAX_UPLOAD_MB, notifyRejected, notifyRejections, pastedFileReason } from '@/components/file-drop';
import { QueryErrorRows } from '@/components/data-table';
import { notifyError, notifySuccess } from '@/components/notify';
import { isAcceptableFile, renamed, uniqueFileName } from '@/lib/attachment-files';
import { formatFileSize, saveFile } from '@/components/files/save-file';
import { RecordTypeLabel, RecordTypePicker } from '@/components/record-types/record-type-picker';
import { useRecordTypeOptions } from '@/features/record-types/api/record-type-api';
import { useFormatters } from '@/lib/formatting';
import {
  downloadClientDocument,
  useClientDocuments,
  useUpdateClientDocument,
  useUploadClientDocument,
} from '../api/documents';

type Audience = 'client' | 'provider';
const AUDIENCES: readonly Audience[] = ['client', 'provider'];

/** "Reemplazar": picks the new file; the input is cleared so the same file can be picked again after backing out. */
function ReplaceButton({ onPick }: { onPick: (file: File) => void }) {
  const { t } = useTranslation('clients');
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton
      resetRef={resetRef}
      onChange={(file) => {
        resetRef.current?.();
        if (file) onPick(file);
      }}
      accept={Object.keys(UPLOAD_ACCEPT).join(',')}
    >
      {(props) => (
        <Button variant="subtle" size="xs" {...props} data-testid="client-document-replace">
          {t('documents.replace')}
        </Button>
      )}
    </FileButton>
  );
}

/** A client's documents: drop, pick or paste (a clashing pasted name becomes "name (1).ext"), visibility, download, replace. */
export function DocumentsSection({ clientId, canEdit }: { clientId: string; canEdit: boolean }) {
  const { t } = useTranslation('clients');
  const { t: tTypes } = useTranslation('recordTypes');
  const format = useFormatters();
  const documents = useClientDocuments(clientId);
  const upload = useUploadClientDocument(clientId);
  const update = useUpdateClientDocument(clientId);
  const [pending, setPending] = useState<string[]>([]);
  // The type given to the next dropped, chosen or pasted files (active types only; none is allowed).
  const [documentTypeId, setDocumentTypeId] = useState<string | null>(null);
  const rows = documents.data ?? [];

  const send = async (file: File, replaceId?: string) => {
    setPending((names) => [...names, file.name]);
    try {
      const doc = await upload.mutateAsync({ file, replaceId, documentTypeId });
      notifySuccess(t(replaceId ? 'documents.replaced' : 'documents.uploaded', { name: doc.name }));
    } catch (error) {
      notifyError(error);
    } finally {
      setPending((names) => names.filter((n) => n !== file.name));
    }
  };

  useWindowEvent('paste', (event) => {
    if (!canEdit) return;
    const files = [...(event.clipboardData?.files ?? [])];
    if (files.length === 0) return;
    event.preventDefault();
    const taken = [...rows.map((d) => d.name), ...pending];
    for (const file of files) {
      const name = uniqueFileName(file.name, taken);
      taken.push(name);
      if (isAcceptableFile({ name, size: file.size })) void send(renamed(file, name));
      else notifyRejected(name, pastedFileReason(file));
    }
  });

  const download = async (doc: DocumentInfo) => {
    try {
      const file = await downloadClientDocument(clientId, doc.id);
      saveFile(file.blob, file.fileName ?? doc.name);
    } catch (error) {
      notifyError(error);
    }
  };

  const applyVisibility = (doc: DocumentInfo, audience: Audience, visible: boolean) =>
    update.mutate(
      { id: doc.id, ...(audience === 'client' ? { clientVisible: visible } : { providerVisible: visible }) },
      { onSuccess: () => notifySuccess(t('documents.visibilitySaved', { name: doc.name })), onError: notifyError },
    );
  // As on a quotation's documents: showing a file to the client or providers exposes it outside the
  // company at once, so it is confirmed first. Hiding it is not.
  const setVisibility = (doc: DocumentInfo, audience: Audience, visible: boolean) =>
    visible
      ? openConfirm({
          message: t(`documents.confirm.${audience}.show`, { name: doc.name }),
          confirmLabel: t(`documents.confirmAction.${audience}`),
          onConfirm: () => applyVisibility(doc, audience, true),
        })
      : applyVisibility(doc, audience, false);

  // Replacing overwrites the stored file for good: asked once the new file is known, before uploading
  // (a file that would be refused anyway is reported without asking).
  const replace = (doc: DocumentInfo, file: File) =>
    !isAcceptableFile({ name: file.name, size: file.size })
      ? notifyRejected(file.name, pastedFileReason(file))
      : openConfirm({
          message: t('documents.confirmReplace', { current: doc.name, replacement: file.name }),
          confirmLabel: t('documents.confirmReplaceAction'),
          danger: true,
          onConfirm: () => void send(file, doc.id),
        });

  return (
    <Stack gap="sm" data-testid="client-documents">
      {canEdit && (
        <RecordTypePicker
          useOptions={useRecordTypeOptions}
          kind="document"
          value={documentTypeId}
          onChange={setDocumentTypeId}
          maw={360}
          data-testid="client-document-type-picker"
        />
      )}
      {canEdit && (
        <Dropzone
          onDrop={(files) => files.forEach((file) => void send(file))}
          onReject={notifyRejections}
          maxSize={MAX_UPLOAD_BYTES}
          accept={UPLOAD_ACCEPT}
          data-testid="client-dropzone"
        >
          <Stack gap={2} align="center" py="sm" style={{ pointerEvents: 'none' }}>
            <Text size="sm">{t('documents.drop')}</Text>
            <Text size="xs" c="dimmed">
              {t('documents.paste')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('common:fileDrop.maxSize', { max: MAX_UPLOAD_MB })}
            </Text>
          </Stack>
        </Dropzone>
      )}
      {pending.map((name) => (
        <Group key={`pending-${name}`} gap="xs">
          <Loader size={14} />
          <Text size="sm">{t('documents.uploading', { name })}</Text>
        </Group>
      ))}
      {documents.isError && !documents.data ? (
        <QueryErrorRows query={documents} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {documents.isPending ? t('common:loading') : t('documents.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720} type="native">
          <Table verticalSpacing="xs" striped data-testid="client-document-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('documents.name')}</Table.Th>
                <Table.Th>{tTypes('onRecords.column')}</Table.Th>
                <Table.Th>{t('documents.size')}</Table.Th>
                <Table.Th>{t('documents.uploadedBy')}</Table.Th>
                <Table.Th>{t('documents.clientVisible')}</Table.Th>
                <Table.Th>{t('documents.providerVisible')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((doc) => (
                <Table.Tr key={doc.id} data-testid="client-document-row">
                  <Table.Td data-testid="client-document-name">{doc.name}</Table.Td>
                  <Table.Td>
                    <RecordTypeLabel type={doc.documentType} testId="client-document-type" />
                  </Table.Td>
                  <Table.Td>{formatFileSize(doc.sizeBytes)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{doc.createdBy?.name ?? '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {format.dateTime(doc.createdAt)}
                    </Text>
                  </Table.Td>
                  {AUDIENCES.map((audience) => (
                    <Table.Td key={audience}>
                      <Switch
                        checked={audience === 'client' ? doc.clientVisible : doc.providerVisible}
                        disabled={!canEdit || update.isPending}
                        onChange={(e) => setVisibility(doc, audience, e.currentTarget.checked)}
                        aria-label={t(`documents.${audience}Visible`)}
                        data-testid={`client-document-${audience}-visible`}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        variant="subtle"
                        size="xs"
                        onClick={() => void download(doc)}
                        data-testid="client-document-download"
                      >
                        {t('documents.download')}
                      </Button>
                      {canEdit && <ReplaceButton onPick={(file) => replace(doc, file)} />}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
