import { Badge, Group, Paper, SegmentedControl, Text } from '@mantine/core';
import {
  NOT_APPROVED_REASONS,
  shareToPercent,
  WIN_RATE_DIMENSIONS,
  type AnalyticsFilters,
  type AnalyticsSummary,
  type Service,
  type WinRateDimension,
} from '@freight/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWinRate } from '../api/get-analytics';
import type { ChartOptions } from './chart-options';
import { FigureChart, type ChartRow } from './figure-chart';
import { periodLabel } from './period-label';

/** The services of the weekly and history charts (air LSE and ULD, sea LCL and FCL). */
const HISTORY_SERVICES: Service[] = ['AIR_LSE', 'AIR_ULD', 'SEA_LCL', 'SEA_FCL'];

export type DashboardChart = { id: string; node: ReactNode };

const pct = (share: number | null) => (share === null ? 0 : shareToPercent(share));

/** The general dashboard's charts, in presentation order. */
export function useGeneralCharts(
  summaryQuery: UseQueryResult<AnalyticsSummary>,
  filters: AnalyticsFilters,
  options: ChartOptions,
): DashboardChart[] {
  const { t } = useTranslation('analytics');
  const [by, setBy] = useState<WinRateDimension>('commercial');
  const winRate = useWinRate(filters, by);
  const summary = summaryQuery.data;
  if (!summary) return [];
  const efficiency = options.measure === 'efficiency';
  const periodRows: ChartRow[] = summary.periods.map((p) =>
    efficiency
      ? { label: periodLabel(p.period), winRate: pct(p.winRate) }
      : { label: periodLabel(p.period), won: p.won, lost: p.lost, open: p.quotations - p.won - p.lost },
  );
  const periodSeries = efficiency
    ? [{ key: 'winRate', label: t('series.winRate') }]
    : [
        { key: 'won', label: t('series.won') },
        { key: 'lost', label: t('series.lost') },
        { key: 'open', label: t('series.open') },
      ];
  const rankingRows: ChartRow[] = summary.commercials.map((c) =>
    efficiency
      ? { label: c.name, winRate: pct(c.winRate) }
      : { label: c.name, won: c.won, lost: c.lost, open: c.quotations - c.won - c.lost },
  );
  const leader = summary.commercialOfTheMonth;
  return [
    {
      id: 'monthly',
      node: (
        <FigureChart
          id="monthly"
          title={t('charts.monthly')}
          rows={periodRows}
          series={periodSeries}
          options={options}
          percentAlready={efficiency}
          query={summaryQuery}
        />
      ),
    },
    {
      id: 'ranking',
      node: (
        <FigureChart
          id="ranking"
          title={t('charts.ranking')}
          rows={rankingRows}
          series={periodSeries}
          options={options}
          percentAlready={efficiency}
          query={summaryQuery}
          extra={
            <Paper withBorder p="xs" mb="sm" data-testid="commercial-of-the-month">
              <Group gap="xs">
                <Text size="sm">
                  {t('charts.commercialOfTheMonth', { month: leader ? periodLabel(leader.month) : '' })}
                </Text>
                <Badge variant="light">
                  {leader ? `${leader.name} · ${t('series.won')}: ${leader.won}` : t('empty')}
                </Badge>
              </Group>
            </Paper>
          }
        />
      ),
    },
    {
      id: 'services',
      node: (
        <FigureChart
          id="services"
          title={t('charts.services')}
          rows={summary.services.map((s) => ({ label: t(`services.${s.service}`), quotations: s.quotations }))}
          series={[{ key: 'quotations', label: t('series.quotations') }]}
          axes={{ x: t('axes.service'), y: t('axes.quotations') }}
          options={options}
          query={summaryQuery}
        />
      ),
    },
    {
      id: 'history',
      node: (
        <FigureChart
          id="history"
          title={t(options.granularity === 'week' ? 'charts.weekly' : 'charts.history')}
          rows={summary.periods.map((p) => ({
            label: periodLabel(p.period),
            ...Object.fromEntries(HISTORY_SERVICES.map((s) => [s, p.byService[s] ?? 0])),
          }))}
          series={HISTORY_SERVICES.map((s) => ({ key: s, label: t(`services.${s}`) }))}
          options={options}
          query={summaryQuery}
        />
      ),
    },
    {
      id: 'winRate',
      node: (
        <FigureChart
          id="winRate"
          title={t('charts.winRate')}
          rows={(winRate.data?.rows ?? []).slice(0, 15).map((r) =>
            efficiency
              ? { label: r.label, winRate: pct(r.winRate) }
              : {
                  label: r.label,
                  won: r.won,
                  ...Object.fromEntries(
                    NOT_APPROVED_REASONS.map((reason) => [
                      `lost_${reason}`,
                      r.lostReasons.find((x) => x.reason === reason)?.quotations ?? 0,
                    ]),
                  ),
                },
          )}
          series={
            efficiency
              ? [{ key: 'winRate', label: t('series.winRate') }]
              : [
                  periodSeries[0],
                  ...NOT_APPROVED_REASONS.map((reason) => ({
                    key: `lost_${reason}`,
                    label: t('charts.lostBy', { reason: t(`reasons.${reason}`) }),
                  })),
                ]
          }
          options={options}
          percentAlready={efficiency}
          query={winRate}
          extra={
            <SegmentedControl
              size="xs"
              mb="sm"
              value={by}
              onChange={(v) => setBy(v)}
              data={WIN_RATE_DIMENSIONS.map((d) => ({ value: d, label: t(`dimensions.${d}`) }))}
              data-testid="win-rate-by"
            />
          }
        />
      ),
    },
    {
      id: 'lostReasons',
      node: (
        <FigureChart
          id="lostReasons"
          title={t('charts.lostReasons')}
          rows={summary.lostReasons.map((r) => ({ label: t(`reasons.${r.reason}`), quotations: r.quotations }))}
          series={[{ key: 'quotations', label: t('series.quotations') }]}
          axes={{ x: t('axes.service'), y: t('axes.quotations') }}
          options={options}
          query={summaryQuery}
        />
      ),
    },
  ];
}
