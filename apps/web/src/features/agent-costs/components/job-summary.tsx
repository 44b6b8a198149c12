import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { hasChargeableQuantity, type AgentCostContext } from '@freight/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDateText } from '@/components/dates';
import { useFormatters } from '@/lib/formatting';

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text data-testid={testId}>{children}</Text>
    </div>
  );
}

const place = (code: string | null, name: string | null) => [code, name].filter(Boolean).join(' – ') || '—';

/** What the agent is asked to quote: mode, lane, cargo and dates; never the client. */
export function JobSummary({ t, job }: { t: TFunction; job: AgentCostContext }) {
  const totals = job.totals;
  const format = useFormatters();
  const weightUnit = job.measureSystem === 'IMPERIAL' ? 'lb' : 'kg';
  // A full container's cargo weight, as the commercial gave it (issue 36).
  const containerWeight = (c: AgentCostContext['containers'][number]) =>
    c.weight
      ? ` (${t('agentCosts:job.perContainer', { n: format.number(c.weight), unit: weightUnit })})`
      : c.weightToConfirm
        ? ` (${t('agentCosts:job.weightToConfirm')})`
        : '';
  return (
    <Card withBorder padding="md" data-testid="agent-job">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} data-testid="agent-job-reference">
            {t('agentCosts:job.title', { reference: job.reference })}
          </Title>
          <Badge size="lg" variant="light" data-testid="agent-job-service">
            {t(`quotations:services.${job.service}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Item label={t('agentCosts:job.origin')} testId="agent-job-origin">
            {place(job.originCode, job.originName)}
          </Item>
          <Item label={t('agentCosts:job.destination')} testId="agent-job-destination">
            {place(job.destinationCode, job.destinationName)}
          </Item>
          <Item label={t('agentCosts:job.incoterm')}>{job.incoterm ?? '—'}</Item>
          <Item label={t('agentCosts:job.commodityType')}>
            {t(`quotationForm:commodityTypes.${job.commodityType}`, { defaultValue: job.commodityType })}
          </Item>
          <Item label={t('agentCosts:job.goods')} testId="agent-job-goods">
            {job.goodsDescription || '—'}
          </Item>
          <Item label={t('agentCosts:job.stackable')}>
            {t(`quotationForm:stackable.${job.stackable}`, { defaultValue: job.stackable })}
          </Item>
          <Item label={t('agentCosts:job.shipmentDate')}>{formatDateText(job.shipmentDate) || '—'}</Item>
          <Item label={t('agentCosts:job.goodsReadyDate')}>{formatDateText(job.goodsReadyDate) || '—'}</Item>
        </SimpleGrid>
        {job.containers.length > 0 && (
          <Item label={t('agentCosts:job.containers')} testId="agent-job-containers">
            {job.containers.map((c) => `${c.quantity} × ${c.type}${containerWeight(c)}`).join(', ')}
          </Item>
        )}
        {job.trucks.length > 0 && (
          <Item label={t('agentCosts:job.trucks')} testId="agent-job-trucks">
            {job.trucks
              .map((c) => `${c.quantity} × ${t(`quotationForm:truckTypes.${c.type}`, { defaultValue: c.type })}`)
              .join(', ')}
          </Item>
        )}
        {job.packingLines.length > 0 && (
          <Table withTableBorder striped data-testid="agent-job-packing">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('agentCosts:job.kind')}</Table.Th>
                <Table.Th>{t('agentCosts:job.quantity')}</Table.Th>
                <Table.Th>
                  {t('agentCosts:job.weight', { unit: job.measureSystem === 'IMPERIAL' ? 'lb' : 'kg' })}
                </Table.Th>
                <Table.Th>
                  {t('agentCosts:job.dimensions', { unit: job.measureSystem === 'IMPERIAL' ? 'in' : 'cm' })}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {job.packingLines.map((line, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{t(`quotationForm:packageKinds.${line.kind}`, { defaultValue: line.kind })}</Table.Td>
                  <Table.Td>{line.quantity}</Table.Td>
                  <Table.Td>{format.number(line.weight)}</Table.Td>
                  <Table.Td>
                    {format.number(line.length)} × {format.number(line.width)} × {format.number(line.height)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group gap="lg" data-testid="agent-job-totals">
          <Text size="sm">{t('agentCosts:job.totalPackages', { n: totals.packages })}</Text>
          <Text size="sm">{t('agentCosts:job.totalPallets', { n: totals.pallets })}</Text>
          <Text size="sm">{t('agentCosts:job.totalWeight', { n: format.number(totals.weightKg) })}</Text>
          <Text size="sm">{t('agentCosts:job.totalVolume', { n: format.number(totals.volumeM3) })}</Text>
          {hasChargeableQuantity(job.service) && (
            <Text size="sm" data-testid="agent-job-chargeable">
              {t('agentCosts:job.totalChargeable', {
                n: format.number(totals.chargeable),
                unit: totals.chargeableUnit === 'WM' ? 'W/M' : 'kg',
              })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
