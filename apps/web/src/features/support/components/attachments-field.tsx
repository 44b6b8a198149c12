import '@mantine/dropzone/styles.css';
import { ActionIcon, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useWindowEvent } from '@mantine/hooks';
import { ALLOWED_FILE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_MB, notifyRejected, notifyRejections, pastedFileReason } from '@/components/file-drop';
import { isAcceptableFile, renamed, uniqueFileName } from '@/lib/attachment-files';
import { formatFileSize } from '@/components/files/save-file';

const TYPES = ALLOWED_FILE_TYPES.flatMap((t) => t.extensions).join(', ');

type Props = { files: File[]; onChange: (files: File[]) => void; testId: string };

/**
 * Spec section 2/5: files by drop zone or paste (a pasted name that clashes gets "name (1).ext"), the
 * 20 MB limit and allowed types shown, and the list at most 100 px high, scrolling.
 */
export function AttachmentsField({ files, onChange, testId }: Props) {
  const { t } = useTranslation('support');

  const add = (incoming: File[]) => {
    const taken = files.map((f) => f.name);
    const next = [...files];
    for (const file of incoming) {
      const name = uniqueFileName(file.name, taken);
      taken.push(name);
      if (isAcceptableFile({ name, size: file.size })) next.push(renamed(file, name));
      else notifyRejected(name, pastedFileReason(file));
    }
    onChange(next);
  };

  useWindowEvent('paste', (event) => {
    const pasted = [...(event.clipboardData?.files ?? [])];
    if (pasted.length === 0) return;
    event.preventDefault();
    add(pasted);
  });

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('fields.attachments')}
      </Text>
      <Dropzone
        onDrop={add}
        onReject={notifyRejections}
        maxSize={MAX_UPLOAD_BYTES}
        accept={UPLOAD_ACCEPT}
        data-testid={`${testId}-dropzone`}
      >
        <Stack gap={2} align="center" py={6} style={{ pointerEvents: 'none' }}>
          <Text size="sm">{t('attachments.drop')}</Text>
          <Text size="xs" c="dimmed">
            {t('attachments.paste')} · {t('common:fileDrop.maxSize', { max: MAX_UPLOAD_MB })}
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            {t('attachments.types', { types: TYPES })}
          </Text>
        </Stack>
      </Dropzone>
      <ScrollArea.Autosize mah={100} type="auto" data-testid={`${testId}-list`}>
        {files.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('attachments.none')}
          </Text>
        ) : (
          files.map((file, i) => (
            <Group key={`${file.name}-${i}`} gap="xs" wrap="nowrap" data-testid={`${testId}-file`}>
              <Text size="sm" truncate style={{ flex: 1 }}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatFileSize(file.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={t('attachments.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                ×
              </ActionIcon>
            </Group>
          ))
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
