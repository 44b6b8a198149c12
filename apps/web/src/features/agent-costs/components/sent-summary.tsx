import { Button, Card, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { AgentCostContext } from '@freight/shared';
import type { TFunction } from 'i18next';
import { formatDateText } from '@/components/dates';
import { useFormatters } from '@/lib/formatting';
import type { CostsPayload } from '@/components/costs-form';
import { sentAmount, sentQuantity } from './sent-charge-text';

/** After sending: what was sent, for the agent's records, with a print button (issue 22). */
export function SentSummary({ t, job, sent }: { t: TFunction; job: AgentCostContext; sent: CostsPayload }) {
  const format = useFormatters();
  const codeName = (id?: string) => job.chargeCodes.find((c) => c.id === id)?.description ?? '—';
  return (
    <Container size="md" py="lg" data-testid="agent-state-sent">
      <Stack gap="md" data-testid="agent-sent-summary">
        <Group justify="space-between">
          <div>
            <Title order={2} data-testid="agent-state-title">
              {t('agentCosts:states.sent.title')}
            </Title>
            <Text data-testid="agent-state-message">{t('agentCosts:states.sent.message')}</Text>
          </div>
          <Button variant="light" onClick={() => window.print()} data-testid="agent-sent-print">
            {t('agentCosts:summary.print')}
          </Button>
        </Group>
        <Text fw={600}>
          {t('agentCosts:summary.heading', {
            reference: job.reference,
            provider: job.provider.name,
            company: job.requester.companyName,
          })}
        </Text>
        {sent.costs.map((cost, i) => (
          <Card withBorder key={i} data-testid="agent-sent-cost">
            <Stack gap={4}>
              <Text fw={600}>{cost.description || t('agentCosts:cost.title', { n: i + 1 })}</Text>
              <Text size="sm">
                {[
                  cost.validUntil ? `${t('agentCosts:cost.validUntil')}: ${formatDateText(cost.validUntil)}` : null,
                  cost.route ? `${t('agentCosts:cost.route')}: ${cost.route}` : null,
                  cost.transitDays !== undefined ? `${t('agentCosts:cost.transitDays')}: ${cost.transitDays}` : null,
                  cost.freeDays !== undefined ? `${t('agentCosts:cost.freeDays')}: ${cost.freeDays}` : null,
                  cost.carrier ? `${t('agentCosts:cost.carrier')}: ${cost.carrier}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('agentCosts:charge.code')}</Table.Th>
                    <Table.Th>{t('agentCosts:charge.currency')}</Table.Th>
                    <Table.Th>{t('agentCosts:charge.amountPerUnit')}</Table.Th>
                    <Table.Th>{t('agentCosts:charge.quantity')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {cost.charges.map((c, j) => (
                    <Table.Tr key={j}>
                      <Table.Td>
                        {c.description ? `${codeName(c.chargeCodeId)} – ${c.description}` : codeName(c.chargeCodeId)}
                      </Table.Td>
                      <Table.Td>{c.currency}</Table.Td>
                      <Table.Td data-testid="agent-sent-amount">{sentAmount(c, format.currencyFormat)}</Table.Td>
                      <Table.Td>{sentQuantity(t, c, format.currencyFormat)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {cost.comments && <Text size="sm">{cost.comments}</Text>}
            </Stack>
          </Card>
        ))}
        {job.files.length > 0 && (
          <Text size="sm" data-testid="agent-sent-files">
            {t('agentCosts:exchange.filesTitle')}: {job.files.map((f) => f.name).join(', ')}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
