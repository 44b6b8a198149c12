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
import { FilterBar, type PersistentFilters } from '@/components/filter-bar';
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
  return (
    <FilterBar onClear={filters.clear} canClear={filters.isDirty}>
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
      <Select
        label={t('filters.company')}
        placeholder={t('filters.any')}
        data={[...COMPANIES]}
        value={values.company}
        onChange={(company) => setValue('company', company)}
        clearable
        w={110}
        data-testid="analytics-filter-company"
      />
      <Select
        label={t('filters.commercial')}
        placeholder={t('filters.any')}
        data={(options.data?.commercials ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={values.commercialId}
        onChange={(commercialId) => setValue('commercialId', commercialId)}
        searchable
        clearable
        w={200}
        error={failedReadText(t, options)}
        data-testid="analytics-filter-commercial"
      />
      <Select
        label={t('filters.client')}
        placeholder={t('filters.any')}
        data={(options.data?.clients ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={values.clientId}
        onChange={(clientId) => setValue('clientId', clientId)}
        searchable
        clearable
        w={200}
        error={failedReadText(t, options)}
        data-testid="analytics-filter-client"
      />
      <Select
        label={t('filters.mode')}
        placeholder={t('filters.any')}
        data={TRANSPORT_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
        value={values.mode}
        onChange={(mode) => setValue('mode', mode)}
        clearable
        w={140}
        data-testid="analytics-filter-mode"
      />
      <Select
        label={t('filters.service')}
        placeholder={t('filters.any')}
        data={SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) }))}
        value={values.service}
        onChange={(service) => setValue('service', service)}
        clearable
        w={170}
        data-testid="analytics-filter-service"
      />
    </FilterBar>
  );
}
