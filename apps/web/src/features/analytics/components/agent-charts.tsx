import { Button, Group, MultiSelect, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { AgentScorecard, CarrierTable, LanePriceTable } from '@freight/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '@/lib/formatting';
import type { ChartOptions } from './chart-options';
import { FigureChart } from './figure-chart';

const share = (x: number | null) => (x === null ? '—' : formatPercent(x * 100));
const num = (x: number | null, decimals = 2) => (x === null ? '—' : formatNumber(x, decimals));

/** The agent scorecard: one row per agent. */
export function ScorecardTable({ scorecard }: { scorecard: AgentScorecard | undefined }) {
  const { t } = useTranslation('analytics');
  const columns = [
    'agent',
    'requests',
    'answered',
    'declined',
    'pending',
    'answerRate',
    'medianHours',
    'p90Hours',
    'quotationsPriced',
    'sold',
    'soldRate',
    'averageRank',
    'cheapestRate',
    'lanePriceIndex',
  ];
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped data-testid="agent-scorecard">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c}>{t(`columns.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(scorecard?.agents ?? []).map((a) => (
            <Table.Tr key={a.providerId}>
              <Table.Td>{a.name}</Table.Td>
              <Table.Td>{a.requests}</Table.Td>
              <Table.Td>{a.answered}</Table.Td>
              <Table.Td>{a.declined}</Table.Td>
              <Table.Td>{a.pending}</Table.Td>
              <Table.Td>{share(a.answerRate)}</Table.Td>
              <Table.Td>{num(a.medianHours, 0)}</Table.Td>
              <Table.Td>{num(a.p90Hours, 0)}</Table.Td>
              <Table.Td>{a.quotationsPriced}</Table.Td>
              <Table.Td>{a.sold}</Table.Td>
              <Table.Td>{share(a.soldRate)}</Table.Td>
              <Table.Td>{num(a.averageRank)}</Table.Td>
              <Table.Td>{share(a.cheapestRate)}</Table.Td>
              <Table.Td>{num(a.lanePriceIndex)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Average cost per agent; agents can be added or removed one by one or all at once. */
export function CostComparison({
  scorecard,
  options,
}: {
  scorecard: UseQueryResult<AgentScorecard>;
  options: ChartOptions;
}) {
  const { t } = useTranslation('analytics');
  const priced = (scorecard.data?.agents ?? []).filter((a) => a.averageCost !== null);
  const [hidden, setHidden] = useState<string[]>([]);
  const shown = priced.filter((a) => !hidden.includes(a.providerId));
  return (
    <FigureChart
      id="costComparison"
      title={t('charts.costComparison')}
      rows={shown.map((a) => ({ label: a.name, averageCost: a.averageCost ?? 0 }))}
      series={[{ key: 'averageCost', label: t('series.averageCost') }]}
      options={options}
      query={scorecard}
      extra={
        <Stack gap="xs" mb="sm">
          <Text size="xs">{t('charts.costComparisonNote')}</Text>
          <Group gap="xs" align="flex-end">
            <MultiSelect
              size="xs"
              label={t('charts.costsShown')}
              data={priced.map((a) => ({ value: a.providerId, label: a.name }))}
              value={shown.map((a) => a.providerId)}
              onChange={(ids) => setHidden(priced.map((a) => a.providerId).filter((id) => !ids.includes(id)))}
              w={420}
              data-testid="cost-comparison-agents"
            />
            <Button size="xs" variant="default" onClick={() => setHidden([])} data-testid="cost-comparison-all">
              {t('charts.addAll')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setHidden(priced.map((a) => a.providerId))}
              data-testid="cost-comparison-none"
            >
              {t('charts.removeAll')}
            </Button>
          </Group>
        </Stack>
      }
    />
  );
}

/** Costs per carrier for each agent, or per agent for each carrier. */
export function CarrierAnalysis({ carriers }: { carriers: CarrierTable | undefined }) {
  const { t } = useTranslation('analytics');
  const [view, setView] = useState<'carrierByAgent' | 'agentByCarrier'>('carrierByAgent');
  const rows = [...(carriers?.rows ?? [])].sort((a, b) =>
    view === 'carrierByAgent'
      ? a.providerName.localeCompare(b.providerName) || b.costs - a.costs
      : a.carrier.localeCompare(b.carrier) || b.costs - a.costs,
  );
  const first = view === 'carrierByAgent' ? 'agent' : 'carrier';
  return (
    <Stack gap="xs" data-testid="carrier-analysis">
      <SegmentedControl
        size="xs"
        value={view}
        onChange={(v) => setView(v)}
        data={[
          { value: 'carrierByAgent', label: t('charts.carrierByAgent') },
          { value: 'agentByCarrier', label: t('charts.agentByCarrier') },
        ]}
        data-testid="carrier-view"
      />
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`columns.${first}`)}</Table.Th>
            <Table.Th>{t(`columns.${first === 'agent' ? 'carrier' : 'agent'}`)}</Table.Th>
            <Table.Th>{t('columns.costs')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.providerId}-${r.carrier}`}>
              <Table.Td>{first === 'agent' ? r.providerName : r.carrier}</Table.Td>
              <Table.Td>{first === 'agent' ? r.carrier : r.providerName}</Table.Td>
              <Table.Td>{r.costs}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** Each agent's average cost on a lane against the other agents' average there (the busiest lanes first). */
export function LanePrices({ table }: { table: LanePriceTable | undefined }) {
  const { t } = useTranslation('analytics');
  const columns = [
    'service',
    'lane',
    'agent',
    'quotationsPriced',
    'averageCost',
    'othersAverage',
    'lanePriceIndex',
    'laneRank',
  ];
  return (
    <Stack gap="xs" data-testid="lane-prices">
      <Text fw={600}>{t('charts.lanePrices')}</Text>
      <Text size="xs">{t('charts.lanePricesNote')}</Text>
      <Table.ScrollContainer minWidth={800}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{t(`columns.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(table?.rows ?? []).length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>{t('empty')}</Table.Td>
              </Table.Tr>
            )}
            {(table?.rows ?? []).map((r) => (
              <Table.Tr key={`${r.service}-${r.originCode}-${r.destinationCode}-${r.providerId}`}>
                <Table.Td>{t(`services.${r.service}`)}</Table.Td>
                <Table.Td>{`${r.originCode} → ${r.destinationCode}`}</Table.Td>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{r.quotations}</Table.Td>
                <Table.Td>{num(r.averageCost)}</Table.Td>
                <Table.Td>{num(r.othersAverage)}</Table.Td>
                <Table.Td>{num(r.priceIndex)}</Table.Td>
                <Table.Td>{`${r.rank} / ${r.agents}`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
