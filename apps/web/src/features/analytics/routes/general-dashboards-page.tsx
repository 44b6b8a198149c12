import { Button, Group, Modal, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/data-table';
import { usePersistentFilters } from '@/components/filter-bar';
import {
  useAgentScorecard,
  useAnalyticsSummary,
  useCarriers,
  useClientRequestFigures,
  useLanePrices,
  useWaitingTimes,
  useWinRate,
} from '../api/get-analytics';
import { AnalyticsFilterBar, ANALYTICS_FILTER_DEFAULTS, toAnalyticsParams } from '../components/analytics-filters';
import { CarrierAnalysis, CostComparison, LanePrices, ScorecardTable } from '../components/agent-charts';
import { ClientRequestFiguresPanel } from '../components/client-request-figures';
import { ChartOptionsBar, CHART_OPTION_DEFAULTS, type ChartOptions } from '../components/chart-options';
import { FigureChart } from '../components/figure-chart';
import { useGeneralCharts } from '../components/general-charts';
import { periodLabel } from '../components/period-label';
import { PresentationControls } from '../components/presentation-controls';

/**
 * Presentation mode shows one chart at a time and moves on every 30 seconds (spec section 9); it can
 * be paused, and starts paused for someone who asks for reduced motion (issue 47).
 */
export const PRESENTATION_ROTATION_MS = 30_000;

const OPEN_FOR_SELLS = ['REQUESTED', 'PENDING', 'QUOTED', 'UPDATED'] as const;

/** /general-dashboards: general, commercial, administrative, agent scorecard and client request dashboards. */
export function GeneralDashboardsPage() {
  const { t } = useTranslation(['analytics', 'nav']);
  const filters = usePersistentFilters('analytics-dashboards', ANALYTICS_FILTER_DEFAULTS);
  const options = usePersistentFilters('analytics-chart-options', CHART_OPTION_DEFAULTS);
  const params = { ...toAnalyticsParams(filters.values), granularity: options.values.granularity };
  const summary = useAnalyticsSummary(params);
  const charts = useGeneralCharts(summary, params, options.values);
  const [tab, setTab] = useState<string | null>('general');
  const [presenting, setPresenting] = useState(false);
  const [slide, setSlide] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!presenting || paused) return;
    const timer = setInterval(() => setSlide((s) => s + 1), PRESENTATION_ROTATION_MS);
    return () => clearInterval(timer);
  }, [presenting, paused]);

  const current = charts.length > 0 ? charts[slide % charts.length] : null;
  const fullScreen = () => {
    // The browser may refuse (no user gesture, an embedded frame): the dashboard stays as it is.
    document.documentElement.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2" data-testid="screen-title">
          {t('nav:screens.generalDashboards')}
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={fullScreen} data-testid="dashboard-fullscreen">
            {t('actions.fullScreen')}
          </Button>
          <Button
            onClick={() => {
              setSlide(0);
              // Read when the presentation starts, as the browser asks now.
              setPaused(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
              setPresenting(true);
            }}
            disabled={charts.length === 0}
            data-testid="dashboard-present"
          >
            {t('actions.present')}
          </Button>
        </Group>
      </Group>
      <AnalyticsFilterBar filters={filters} />
      <ChartOptionsBar options={options} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {['general', 'commercial', 'administrative', 'agents', 'clientRequests'].map((id) => (
            <Tabs.Tab key={id} value={id} data-testid={`dashboard-tab-${id}`}>
              {t(`tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="general" pt="md">
          <QueryContent query={summary} testId="dashboard-general">
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              {charts.map((c) => (
                <div key={c.id}>{c.node}</div>
              ))}
            </SimpleGrid>
          </QueryContent>
        </Tabs.Panel>
        <Tabs.Panel value="commercial" pt="md">
          <CommercialDashboard params={params} options={options.values} />
        </Tabs.Panel>
        <Tabs.Panel value="administrative" pt="md">
          <AdministrativeDashboard params={params} options={options.values} />
        </Tabs.Panel>
        <Tabs.Panel value="agents" pt="md">
          <AgentsDashboard params={params} options={options.values} />
        </Tabs.Panel>
        <Tabs.Panel value="clientRequests" pt="md">
          <ClientRequestsDashboard params={params} />
        </Tabs.Panel>
      </Tabs>
      <Modal opened={presenting} onClose={() => setPresenting(false)} fullScreen title={t('actions.presentation')}>
        {current && (
          <Stack data-testid="presentation" data-chart={current.id}>
            <PresentationControls
              n={(slide % charts.length) + 1}
              total={charts.length}
              paused={paused}
              onPrevious={() => setSlide((s) => s - 1 + charts.length)}
              onNext={() => setSlide((s) => s + 1)}
              onTogglePause={() => setPaused((p) => !p)}
            />
            {current.node}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

type Params = ReturnType<typeof toAnalyticsParams> & { granularity: 'week' | 'month' };

/** Client portfolio (win rate per client) and operative (statuses, waiting times). */
function CommercialDashboard({ params, options }: { params: Params; options: ChartOptions }) {
  const { t } = useTranslation('analytics');
  const clients = useWinRate(params, 'client');
  const summary = useAnalyticsSummary(params);
  const [sub, setSub] = useState<string | null>('portfolio');
  return (
    <Tabs value={sub} onChange={setSub} variant="pills" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="portfolio" data-testid="commercial-tab-portfolio">
          {t('tabs.portfolio')}
        </Tabs.Tab>
        <Tabs.Tab value="operative" data-testid="commercial-tab-operative">
          {t('tabs.operative')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="portfolio" pt="md">
        <FigureChart
          id="portfolio"
          title={t('charts.portfolio')}
          rows={(clients.data?.rows ?? [])
            .slice(0, 20)
            .map((r) => ({ label: r.label, won: r.won, lost: r.lost, open: r.quotations - r.won - r.lost }))}
          series={['won', 'lost', 'open'].map((k) => ({ key: k, label: t(`series.${k}`) }))}
          options={options}
          query={clients}
        />
      </Tabs.Panel>
      <Tabs.Panel value="operative" pt="md">
        <FigureChart
          id="statuses"
          title={t('charts.statuses')}
          rows={(summary.data?.statuses ?? []).map((s) => ({
            label: t(`statuses.${s.status}`),
            quotations: s.quotations,
          }))}
          series={[{ key: 'quotations', label: t('series.quotations') }]}
          options={options}
          query={summary}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

/** Pending sells (quotations not yet sent to the client), pending costs (unanswered requests) and waiting times. */
function AdministrativeDashboard({ params, options }: { params: Params; options: ChartOptions }) {
  const { t } = useTranslation('analytics');
  const summary = useAnalyticsSummary(params);
  const scorecard = useAgentScorecard(params);
  const waiting = useWaitingTimes(params);
  const [sub, setSub] = useState<string | null>('pendingSells');
  const [wait, setWait] = useState<string | null>('agent');
  const statuses = new Map((summary.data?.statuses ?? []).map((s) => [s.status, s.quotations]));
  return (
    <Stack>
      <Tabs value={sub} onChange={setSub} variant="pills" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="pendingSells" data-testid="admin-tab-pendingSells">
            {t('tabs.pendingSells')}
          </Tabs.Tab>
          <Tabs.Tab value="pendingCosts" data-testid="admin-tab-pendingCosts">
            {t('tabs.pendingCosts')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pendingSells" pt="md">
          <FigureChart
            id="pendingSells"
            title={t('charts.pendingSells')}
            rows={OPEN_FOR_SELLS.map((s) => ({ label: t(`statuses.${s}`), quotations: statuses.get(s) ?? 0 }))}
            series={[{ key: 'quotations', label: t('series.quotations') }]}
            options={options}
            query={summary}
          />
        </Tabs.Panel>
        <Tabs.Panel value="pendingCosts" pt="md">
          <FigureChart
            id="pendingCosts"
            title={t('charts.pendingCosts')}
            rows={(scorecard.data?.agents ?? [])
              .filter((a) => a.pending > 0)
              .map((a) => ({ label: a.name, pending: a.pending }))}
            series={[{ key: 'pending', label: t('columns.pending') }]}
            options={options}
            query={scorecard}
          />
        </Tabs.Panel>
      </Tabs>
      <Tabs value={wait} onChange={setWait} variant="pills" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="agent" data-testid="waiting-tab-agent">
            {t('tabs.waitingAgent')}
          </Tabs.Tab>
          <Tabs.Tab value="pricing" data-testid="waiting-tab-pricing">
            {t('tabs.waitingPricing')}
          </Tabs.Tab>
        </Tabs.List>
        {(['agent', 'pricing'] as const).map((who) => (
          <Tabs.Panel key={who} value={who} pt="md">
            <FigureChart
              id={`waiting-${who}`}
              title={t(`charts.waiting.${who}`)}
              rows={(waiting.data?.periods ?? []).map((p) => ({
                label: periodLabel(p.period),
                hours: (who === 'agent' ? p.agentHours : p.pricingHours) ?? 0,
              }))}
              series={[{ key: 'hours', label: t('series.hours') }]}
              options={options}
              query={waiting}
              percentAlready
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** The agent scorecard, the cost comparison and the carrier analysis. */
function AgentsDashboard({ params, options }: { params: Params; options: ChartOptions }) {
  const scorecard = useAgentScorecard(params);
  const carriers = useCarriers(params);
  const lanes = useLanePrices(params);
  return (
    <Stack>
      <QueryContent query={scorecard} testId="agent-scorecard">
        <ScorecardTable scorecard={scorecard.data} />
      </QueryContent>
      <QueryContent query={lanes} testId="lane-prices">
        <LanePrices table={lanes.data} />
      </QueryContent>
      <CostComparison scorecard={scorecard} options={options} />
      <QueryContent query={carriers} testId="carrier-analysis">
        <CarrierAnalysis carriers={carriers.data} />
      </QueryContent>
    </Stack>
  );
}

/** Client portal requests: instant vs manual share, time to price and win rate (issue 43). */
function ClientRequestsDashboard({ params }: { params: Params }) {
  const figures = useClientRequestFigures(params);
  return (
    <QueryContent query={figures} testId="dashboard-client-requests">
      <ClientRequestFiguresPanel figures={figures.data} />
    </QueryContent>
  );
}
