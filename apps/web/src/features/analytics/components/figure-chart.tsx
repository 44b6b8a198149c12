import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
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
import { chartFigures, type ChartRow, type ChartSeries } from './chart-figures';
import type { ChartOptions } from './chart-options';
import { FigureTable } from './figure-table';

type ReadQuery = Parameters<typeof QueryContent>[0]['query'];

export type { ChartRow, ChartSeries } from './chart-figures';

const COLORS = ['#fd7e14', '#4dabf7', '#51cf66', '#cc5de8', '#ffd43b', '#ff6b6b', '#20c997', '#adb5bd'];

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
  const data = chartFigures(rows, series, options, percentAlready);
  // The text alternative of issue 47: the same figures as a table, instead of the drawing.
  const [asTable, setAsTable] = useState(false);
  const domain: [number, number | 'auto'] = [0, options.yMax === '' ? 'auto' : options.yMax];
  const step = labelStep(rows.length);
  const yName = axes && options.values === 'percent' && !percentAlready ? t('axes.percent') : axes?.y;
  return (
    <Paper withBorder p="md" data-testid={`chart-${id}`} data-kind={options.kind}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Title order={4}>{title}</Title>
        <Button
          variant="subtle"
          size="compact-xs"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
          data-testid={`chart-${id}-as-table`}
        >
          {t(asTable ? 'table.showChart' : 'table.show')}
        </Button>
      </Group>
      {extra}
      <QueryContent query={query} testId={`chart-${id}`}>
        {rows.length === 0 ? (
          <Text c="dimmed" data-testid={`chart-${id}-empty`}>
            {t('empty')}
          </Text>
        ) : asTable ? (
          <FigureTable
            id={id}
            title={title}
            figures={data}
            series={series}
            percent={options.values === 'percent' || percentAlready}
          />
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
