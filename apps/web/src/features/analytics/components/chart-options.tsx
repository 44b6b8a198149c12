import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { AnalyticsGranularity } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import type { PersistentFilters } from '@/components/filter-bar';
import { NumericInput } from '@/components/number-input';

export type ChartKind = 'bar' | 'stacked' | 'polar';
export type ChartOptions = {
  kind: ChartKind;
  /** Radar background. */
  grid: 'polygon' | 'circle';
  values: 'numbers' | 'percent';
  granularity: AnalyticsGranularity;
  measure: 'totals' | 'efficiency';
  /** Custom Y-axis limit; '' lets the chart pick it. */
  yMax: number | '';
};

export const CHART_OPTION_DEFAULTS: ChartOptions = {
  kind: 'bar',
  grid: 'polygon',
  values: 'numbers',
  granularity: 'month',
  measure: 'totals',
  yMax: '',
};

/** The chart options of the issue: bar, stacked or polar; radar background; numbers or %; weeks or months; totals or efficiency; Y limit. */
export function ChartOptionsBar({ options }: { options: PersistentFilters<ChartOptions> }) {
  const { t } = useTranslation('analytics');
  const { values, setValue } = options;
  const control = <K extends keyof ChartOptions>(key: K, choices: string[], testId: string) => (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {t(`options.${String(key)}`)}
      </Text>
      <SegmentedControl
        size="xs"
        value={String(values[key])}
        onChange={(v) => setValue(key, v as ChartOptions[K])}
        data={choices.map((c) => ({ value: c, label: t(`options.choices.${c}`) }))}
        data-testid={testId}
      />
    </Stack>
  );
  return (
    <Group gap="md" align="flex-end" wrap="wrap" data-testid="chart-options">
      {control('kind', ['bar', 'stacked', 'polar'], 'chart-option-kind')}
      {control('grid', ['polygon', 'circle'], 'chart-option-grid')}
      {control('values', ['numbers', 'percent'], 'chart-option-values')}
      {control('granularity', ['week', 'month'], 'chart-option-granularity')}
      {control('measure', ['totals', 'efficiency'], 'chart-option-measure')}
      {/* Read in the user's number format (1.000 is a thousand where the comma is the decimal mark). */}
      <NumericInput
        size="xs"
        label={t('options.yMax')}
        decimalScale={0}
        value={values.yMax}
        onChange={(v) => setValue('yMax', typeof v === 'number' && v > 0 ? v : '')}
        w={120}
        data-testid="chart-option-ymax"
      />
    </Group>
  );
}
