import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ClientRequestFigures, ClientRequestGroup } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '@/lib/formatting';

const share = (x: number | null) => (x === null ? '—' : formatPercent(x * 100));

/** Seconds as the unit that reads best: seconds under a minute, minutes under an hour, else hours. */
function useDuration() {
  const { t } = useTranslation('analytics');
  return (s: number | null) => {
    if (s === null) return '—';
    if (s < 60) return t('clientRequests.seconds', { n: formatNumber(s, 0) });
    if (s < 3600) return t('clientRequests.minutes', { n: formatNumber(s / 60, 1) });
    return t('clientRequests.hours', { n: formatNumber(s / 3600, 1) });
  };
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * Client portal requests (issue 43): how many were priced instantly (a rule with auto-send, no person),
 * how long pricing took, and the win rate of instant prices against those priced by pricing.
 */
export function ClientRequestFiguresPanel({ figures }: { figures: ClientRequestFigures | undefined }) {
  const { t } = useTranslation('analytics');
  const duration = useDuration();
  const kinds: ['instant' | 'manual', ClientRequestGroup | undefined][] = [
    ['instant', figures?.instant],
    ['manual', figures?.manual],
  ];
  const columns = ['kind', 'requests', 'priced', 'timeToPrice', 'won', 'lost', 'winRate'];
  return (
    <Stack data-testid="client-request-figures">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Figure
          label={t('clientRequests.requests')}
          value={String(figures?.requests ?? 0)}
          testId="client-requests-total"
        />
        <Figure
          label={t('clientRequests.instantShare')}
          value={share(figures?.instantShare ?? null)}
          testId="client-requests-instant-share"
        />
        <Figure
          label={t('clientRequests.instantTime')}
          value={duration(figures?.instant.averageSecondsToPrice ?? null)}
          testId="client-requests-instant-time"
        />
        <Figure
          label={t('clientRequests.manualTime')}
          value={duration(figures?.manual.averageSecondsToPrice ?? null)}
          testId="client-requests-manual-time"
        />
      </SimpleGrid>
      <Table.ScrollContainer minWidth={600}>
        <Table striped data-testid="client-requests-table">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{t(`clientRequests.columns.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kinds.map(([kind, g]) => (
              <Table.Tr key={kind} data-testid={`client-requests-${kind}`}>
                <Table.Td>{t(`clientRequests.kinds.${kind}`)}</Table.Td>
                <Table.Td>{g?.quotations ?? 0}</Table.Td>
                <Table.Td>{g?.priced ?? 0}</Table.Td>
                <Table.Td>{duration(g?.averageSecondsToPrice ?? null)}</Table.Td>
                <Table.Td>{g?.won ?? 0}</Table.Td>
                <Table.Td>{g?.lost ?? 0}</Table.Td>
                <Table.Td data-testid={`client-requests-${kind}-win-rate`}>{share(g?.winRate ?? null)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
