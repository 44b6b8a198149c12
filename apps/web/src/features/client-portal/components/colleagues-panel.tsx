import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WideTableRegion } from '@/components/wide-table/wide-table-region';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import { usePortalClient } from '../api/get-portal-client';

/** The user's company and the colleagues there with portal access (read-only); own password and language are in the user menu and settings. */
export function ColleaguesPanel() {
  const { t } = useTranslation('clientPortal');
  const format = useFormatters();
  const client = usePortalClient();
  return (
    <Paper withBorder p="md" radius="md" data-testid="portal-colleagues">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>
            {client.data ? t('colleagues.title', { client: client.data.name }) : t('colleagues.titlePlain')}
          </Title>
          <Button component={Link} to="/settings" variant="light" size="xs" data-testid="portal-settings-link">
            {t('colleagues.settings')}
          </Button>
        </Group>
        {client.isPending && <Skeleton height={60} />}
        {client.isError && <Alert color="red">{translateError(t, client.error)}</Alert>}
        {client.data && (
          <WideTableRegion label={t('colleagues.titlePlain')}>
            <Table striped withTableBorder={false} data-testid="portal-colleagues-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('colleagues.name')}</Table.Th>
                  <Table.Th>{t('colleagues.email')}</Table.Th>
                  <Table.Th>{t('colleagues.language')}</Table.Th>
                  <Table.Th>{t('colleagues.lastLogin')}</Table.Th>
                  <Table.Th>{t('colleagues.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {client.data.colleagues.map((c) => (
                  <Table.Tr key={c.email} data-testid="portal-colleague">
                    <Table.Td>{c.name}</Table.Td>
                    <Table.Td>{c.email}</Table.Td>
                    <Table.Td>{t(`colleagues.languages.${c.language}`)}</Table.Td>
                    <Table.Td>{c.lastLoginAt ? format.dateTime(c.lastLoginAt) : '—'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={c.active ? 'green' : 'gray'}>
                        {t(c.active ? 'colleagues.active' : 'colleagues.inactive')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTableRegion>
        )}
        <Text size="xs" c="dimmed">
          {t('colleagues.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
