import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { QueryContent } from '@/components/data-table';
import { capAt, labelStep, thinnedLabel } from './chart-axes';
import type { ChartOptions } from './chart-options';

type ReadQuery = Parameters<typeof QueryContent>[0]['query'];

export type ChartRow = { label: string } & Record<string, number | string | undefined>;
export type ChartSeries = { key: string; label: string };

const COLORS = ['#fd7e14', '#4dabf7', '#51cf66', '#cc5de8', '#ffd43b', '#ff6b6b', '#20c997', '#adb5bd'];

/** Rows as shares of their own total (stacked) or of the column's total (bars), in percent. */
function asPercent(rows: ChartRow[], series: ChartSeries[], stacked: boolean): ChartRow[] {
  const columnTotals = Object.fromEntries(
    series.map((s) => [s.key, rows.reduce((sum, r) => sum + Number(r[s.key] ?? 0), 0)]),
  );
  return rows.map((r) => {
    const rowTotal = series.reduce((sum, s) => sum + Number(r[s.key] ?? 0), 0);
    const out: ChartRow = { ...r };
    for (const s of series) {
      const whole = stacked ? rowTotal : columnTotals[s.key];
      out[s.key] = whole > 0 ? Math.round((Number(r[s.key] ?? 0) / whole) * 10000) / 100 : 0;
    }
    return out;
  });
}

/** One dashboard chart drawn as bars, stacked bars or a radar (polar), following the chart options. */
export function FigureChart({
  id,
  title,
  rows,
  series,
  options,
  height = 280,
  percentAlready = false,
  extra,
  query,
  axes,
}: {
  id: string;
  title: string;
  rows: ChartRow[];
  series: ChartSeries[];
  options: ChartOptions;
  height?: number;
  /** The figures are already percentages (a win rate): the numbers/percent option leaves them alone. */
  percentAlready?: boolean;
  extra?: ReactNode;
  /** The read the rows come from: until it answers (or if it failed) the chart says so, not "no data". */
  query: ReadQuery;
  /** Translated names of the category (x) and figure (y) axes, printed beside the bar chart's axes. */
  axes?: { x: string; y: string };
}) {
  const { t } = useTranslation('analytics');
  const stacked = options.kind === 'stacked';
  const data = options.values === 'percent' && !percentAlready ? asPercent(rows, series, stacked) : rows;
  const domain: [number, number | 'auto'] = [0, options.yMax === '' ? 'auto' : options.yMax];
  const step = labelStep(rows.length);
  const yName = axes && options.values === 'percent' && !percentAlready ? t('axes.percent') : axes?.y;
  return (
    <Paper withBorder p="md" data-testid={`chart-${id}`} data-kind={options.kind}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {extra}
      <QueryContent query={query} testId={`chart-${id}`}>
        {rows.length === 0 ? (
          <Text c="dimmed" data-testid={`chart-${id}-empty`}>
            {t('empty')}
          </Text>
        ) : (
          <ResponsiveContainer width="100%" height={height}>
            {options.kind === 'polar' ? (
              <RadarChart data={capAt(data, series, options.yMax)} outerRadius="75%">
                <PolarGrid gridType={options.grid} />
                <PolarAngleAxis dataKey="label" tickFormatter={(v: string, i: number) => thinnedLabel(v, i, step)} />
                <PolarRadiusAxis domain={domain} allowDataOverflow={options.yMax !== ''} />
                {series.map((s, i) => (
                  <Radar
                    key={s.key}
                    name={s.label}
                    dataKey={s.key}
                    stroke={COLORS[i % COLORS.length]}
                    fill={COLORS[i % COLORS.length]}
                    fillOpacity={0.3}
                    isAnimationActive={false}
                  />
                ))}
                <Legend />
                <Tooltip />
              </RadarChart>
            ) : (
              <BarChart data={data} margin={axes ? { bottom: 16, left: 8 } : undefined}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis
                  dataKey="label"
                  interval={step - 1}
                  label={axes ? { value: axes.x, position: 'insideBottom', offset: -12 } : undefined}
                />
                <YAxis
                  domain={domain}
                  allowDataOverflow={options.yMax !== ''}
                  label={yName ? { value: yName, angle: -90, position: 'insideLeft' } : undefined}
                />
                <Tooltip />
                <Legend />
                {series.map((s, i) => (
                  <Bar
                    key={s.key}
                    name={s.label}
                    dataKey={s.key}
                    stackId={stacked ? 'all' : undefined}
                    fill={COLORS[i % COLORS.length]}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            )}
          </ResponsiveContainer>
        )}
      </QueryContent>
    </Paper>
  );
}
