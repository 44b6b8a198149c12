import '@mantine/dropzone/styles.css';
import { MAX_UPLOAD_BYTES, PORTAL_REQUEST_ATTACHMENTS_MAX, UPLOAD_ACCEPT } from '@freight/shared';
import { ActionIcon, Badge, Checkbox, Stack, Table, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_MB, notifyRejections } from '@/components/file-drop';
import { notifyError } from '@/components/notify';
import { PendingUploadRows } from '@/components/request-form/pending-upload-rows';
import { formatQuantity } from '@/components/request-form/problem-messages';
import type { RequestFormContext } from '@/components/request-form/request-form-context';
import { i18n } from '@/lib/i18n';
import { useUploadPortalFile } from '../../api/upload-portal-file';

/**
 * The request's files (issue 43): dropped or picked, each uploaded at once and kept in the form (so in
 * its draft) until the request is sent. For dangerous goods, files uploaded with the box ticked are the
 * safety data sheet the rule asks for.
 */
export function RequestFiles({ form, errorOf }: Pick<RequestFormContext, 'form' | 'errorOf'>) {
  const { t } = useTranslation(['clientPortal', 'quotationForm', 'common']);
  const upload = useUploadPortalFile();
  const [pending, setPending] = useState<string[]>([]);
  const [sheet, setSheet] = useState(false);
  const files = form.values.attachments;
  const dangerous = form.values.commodityType === 'DG';
  const full = files.length + pending.length >= PORTAL_REQUEST_ATTACHMENTS_MAX;
  const listError = errorOf('attachments');

  const send = async (file: File) => {
    setPending((names) => [...names, file.name]);
    try {
      const doc = await upload.mutateAsync({ file, safetyDataSheet: dangerous && sheet });
      form.insertListItem('attachments', {
        documentId: doc.id,
        name: doc.name,
        sizeBytes: doc.sizeBytes,
        safetyDataSheet: doc.safetyDataSheet,
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setPending((names) => names.filter((n) => n !== file.name));
    }
  };
  const drop = (dropped: File[]) => {
    const room = PORTAL_REQUEST_ATTACHMENTS_MAX - form.getValues().attachments.length - pending.length;
    dropped.slice(0, Math.max(0, room)).forEach((file) => void send(file));
  };

  return (
    <Stack gap="xs" data-testid="portal-request-files">
      {dangerous && (
        <Checkbox
          label={t('request.filesAreSheet')}
          checked={sheet}
          onChange={(e) => setSheet(e.currentTarget.checked)}
          data-testid="portal-request-files-sheet"
        />
      )}
      <Dropzone
        onDrop={drop}
        onReject={notifyRejections}
        maxSize={MAX_UPLOAD_BYTES}
        accept={UPLOAD_ACCEPT}
        disabled={full}
        data-testid="portal-request-dropzone"
      >
        <Stack gap={2} align="center" py="sm" style={{ pointerEvents: 'none' }}>
          <Text size="sm">{t('quotationForm:attachments.drop')}</Text>
          <Text size="xs" c="dimmed">
            {t('request.filesLimit', { max: PORTAL_REQUEST_ATTACHMENTS_MAX })} ·{' '}
            {t('common:fileDrop.maxSize', { max: MAX_UPLOAD_MB })}
          </Text>
        </Stack>
      </Dropzone>
      {(files.length > 0 || pending.length > 0) && (
        <Table verticalSpacing={4} data-testid="portal-request-file-list">
          <Table.Tbody>
            {files.map((f, index) => (
              <Table.Tr key={f.documentId} data-testid="portal-request-file">
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.name}</Table.Td>
                <Table.Td c="dimmed" w={90}>
                  {formatQuantity(f.sizeBytes / 1024, i18n.language, 0)} KB
                </Table.Td>
                <Table.Td w={120}>
                  {f.safetyDataSheet && (
                    <Badge variant="light" size="sm">
                      {t('quotationForm:attachments.safetyDataSheet')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td w={40}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('quotationForm:attachments.remove', { name: f.name })}
                    onClick={() => form.removeListItem('attachments', index)}
                    data-testid="portal-request-file-remove"
                  >
                    ✕
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
            <PendingUploadRows names={pending} columns={4} testId="portal-request-file-pending" />
          </Table.Tbody>
        </Table>
      )}
      {listError && (
        <Text c="red" size="sm" role="alert" data-testid="portal-request-files-error">
          {listError}
        </Text>
      )}
    </Stack>
  );
}
