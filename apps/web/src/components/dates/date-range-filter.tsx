import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/lib/preferences';
import { DATE_RANGE_PRESETS, presetRange, type DateRange, type DateRangePreset } from './date-range-presets';
import { formatDateText } from './date-text';
import { DateTextInput } from './date-text-input';

/** What a screen stores: the preset (so "last 7 days" stays relative) and custom ends. */
export type DateRangeValue = { preset: DateRangePreset | null; from: string | null; to: string | null };

/** The days a filter value covers now, or null when no complete range is chosen. */
export function resolveDateRange(value: DateRangeValue, now: Date, timeZone: string): DateRange | null {
  if (!value.preset) return null;
  if (value.preset !== 'custom') return presetRange(value.preset, now, timeZone);
  return value.from && value.to ? { from: value.from, to: value.to } : null;
}

type DateRangeFilterProps = {
  label: string;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  'data-testid'?: string;
};

/** Preset select (spec section 9) with typed from/to fields for the custom range. */
export function DateRangeFilter({ label, value, onChange, ...rest }: DateRangeFilterProps) {
  const { t } = useTranslation('common');
  const { timeZone } = usePreferences();
  const data = DATE_RANGE_PRESETS.map((preset) => ({ value: preset, label: t(`dates.presets.${preset}`) }));
  const range = value.preset && value.preset !== 'custom' ? presetRange(value.preset, new Date(), timeZone) : null;

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap" data-testid={rest['data-testid']}>
      <Select<DateRangePreset>
        label={label}
        placeholder={t('dates.anyDate')}
        data={data}
        value={value.preset}
        onChange={(preset) => onChange({ preset, from: null, to: null })}
        clearable
        w={200}
        description={range ? `${formatDateText(range.from)} – ${formatDateText(range.to)}` : undefined}
      />
      {value.preset === 'custom' && (
        <>
          <DateTextInput label={t('dates.from')} value={value.from} onChange={(from) => onChange({ ...value, from })} />
          <DateTextInput label={t('dates.to')} value={value.to} onChange={(to) => onChange({ ...value, to })} />
        </>
      )}
      {value.preset === 'custom' && value.from && value.to && value.from > value.to && (
        <Text c="red" size="sm">
          {t('dates.errors.fromAfterTo')}
        </Text>
      )}
    </Group>
  );
}
