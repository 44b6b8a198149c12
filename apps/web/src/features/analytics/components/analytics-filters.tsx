import { Select } from '@mantine/core';
import {
  COMPANIES,
  DATE_RANGE_PRESETS,
  SERVICES,
  TRANSPORT_MODES,
  type AnalyticsFilters,
  type Company,
  type DateRangePreset,
  type Service,
  type TransportMode,
} from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { DateTextInput } from '@/components/dates';
import { FieldsFilterBar, type PersistentFilters } from '@/components/filter-bar';
import { useAnalyticsFilterOptions } from '../api/get-analytics';

export type AnalyticsFilterValues = {
  preset: DateRangePreset;
  from: string;
  to: string;
  company: Company | null;
  commercialId: string | null;
  clientId: string | null;
  mode: TransportMode | null;
  service: Service | null;
};

export const ANALYTICS_FILTER_DEFAULTS: AnalyticsFilterValues = {
  preset: 'last12Months',
  from: '',
  to: '',
  company: null,
  commercialId: null,
  clientId: null,
  mode: null,
  service: null,
};

/** What the API receives: the preset (read by the server in the user's zone) or the custom dates. */
export function toAnalyticsParams(v: AnalyticsFilterValues): AnalyticsFilters {
  const custom = v.preset === 'custom';
  return {
    preset: custom ? undefined : v.preset,
    from: custom && v.from ? v.from : undefined,
    to: custom && v.to ? v.to : undefined,
    company: v.company ?? undefined,
    commercialId: v.commercialId ?? undefined,
    clientId: v.clientId ?? undefined,
    mode: v.mode ?? undefined,
    service: v.service ?? undefined,
  };
}

/** Date range (section 9 presets or custom), company, commercial, client, mode and service, with clear. */
export function AnalyticsFilterBar({ filters }: { filters: PersistentFilters<AnalyticsFilterValues> }) {
  const { t } = useTranslation(['analytics', 'quotations']);
  const { values, setValue } = filters;
  const options = useAnalyticsFilterOptions();
  const range = (
    <>
      <Select
        label={t('filters.range')}
        data={DATE_RANGE_PRESETS.map((p) => ({ value: p, label: t(`presets.${p}`) }))}
        value={values.preset}
        onChange={(preset) => setValue('preset', preset ?? 'last12Months')}
        allowDeselect={false}
        w={190}
        data-testid="analytics-filter-preset"
      />
      {values.preset === 'custom' && (
        <>
          <DateTextInput
            label={t('filters.from')}
            value={values.from || null}
            onChange={(day) => setValue('from', day ?? '')}
            data-testid="analytics-filter-from"
          />
          <DateTextInput
            label={t('filters.to')}
            value={values.to || null}
            onChange={(day) => setValue('to', day ?? '')}
            data-testid="analytics-filter-to"
          />
        </>
      )}
    </>
  );
  const people = (rows: { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((c) => ({ value: c.id, label: c.name }));
  const error = failedReadText(t, options);
  return (
    <FieldsFilterBar
      filters={filters}
      testId="analytics"
      fields={[
        { kind: 'custom', key: 'range', node: range },
        { kind: 'select', key: 'company', label: t('filters.company'), options: [...COMPANIES], width: 110 },
        {
          kind: 'select',
          key: 'commercialId',
          label: t('filters.commercial'),
          options: people(options.data?.commercials),
          searchable: true,
          width: 200,
          error,
          testId: 'commercial',
        },
        {
          kind: 'select',
          key: 'clientId',
          label: t('filters.client'),
          options: people(options.data?.clients),
          searchable: true,
          width: 200,
          error,
          testId: 'client',
        },
        {
          kind: 'select',
          key: 'mode',
          label: t('filters.mode'),
          options: TRANSPORT_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) })),
          width: 140,
        },
        {
          kind: 'select',
          key: 'service',
          label: t('filters.service'),
          options: SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) })),
          width: 170,
        },
      ]}
    />
  );
}
