import { Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One table row per file still uploading, with its name ("Subiendo …"): staff's and the client's request forms. */
export function PendingUploadRows({ names, columns, testId }: { names: string[]; columns: number; testId?: string }) {
  const { t } = useTranslation('quotationForm');
  return names.map((name) => (
    <Table.Tr key={`pending-${name}`} data-testid={testId}>
      <Table.Td colSpan={columns}>
        <Group gap="xs">
          <Loader size={14} />
          <Text size="sm">{t('attachments.uploading', { name })}</Text>
        </Group>
      </Table.Td>
    </Table.Tr>
  ));
}
