import { MultiSelect, TextInput } from '@mantine/core';
import { CONTAINER_MODES, OPERATION_STATUSES, TRANSPORT_MODES } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, isDateRangePreset } from '@/components/dates';
import { FilterBar, type PersistentFilters } from '@/components/filter-bar';
// The request form's location search: "Shanghai" finds CNSHA (issue 36).
import { LocationFilter } from '@/components/locations/location-filter';
import { useOperationCommercials, useOperatives } from '../api/operations-api';
import { countMoreFilters, type OperationFilterValues } from './operation-filters';

type Key = 'clientName' | 'houseNumber' | 'masterNumber' | 'shipmentKey' | 'containerNumber' | 'quoteNumber';

/** Every operation filter of spec section 3, saved and restored by the shell, with clear. */
export function OperationFilterBar({ filters }: { filters: PersistentFilters<OperationFilterValues> }) {
  const { t } = useTranslation('operations');
  const { values, setValue, setValues } = filters;
  const operatives = useOperatives();
  const commercials = useOperationCommercials();
  const people = (rows: { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((u) => ({ value: u.id, label: u.name }));
  const textFilter = (key: Key, w: number | string = '100%') => (
    <TextInput
      key={key}
      label={t(`filters.${key}`)}
      value={values[key]}
      onChange={(e) => setValue(key, e.currentTarget.value)}
      w={w}
      data-testid={`operations-filter-${key}`}
    />
  );

  const more = (
    <>
      {textFilter('quoteNumber')}
      <MultiSelect
        label={t('filters.operatives')}
        placeholder={values.operatives.length ? undefined : t('filters.any')}
        data={people(operatives.data)}
        value={values.operatives}
        onChange={(v) => setValue('operatives', v)}
        searchable
        clearable
        data-testid="operations-filter-operatives"
      />
      <MultiSelect
        label={t('filters.commercials')}
        placeholder={values.commercials.length ? undefined : t('filters.any')}
        data={people(commercials.data)}
        value={values.commercials}
        onChange={(v) => setValue('commercials', v)}
        searchable
        clearable
        data-testid="operations-filter-commercials"
      />
      <MultiSelect
        label={t('filters.transportModes')}
        placeholder={values.transportModes.length ? undefined : t('filters.any')}
        data={TRANSPORT_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
        value={values.transportModes}
        onChange={(v) => setValue('transportModes', v)}
        clearable
        data-testid="operations-filter-modes"
      />
      <MultiSelect
        label={t('filters.containerModes')}
        placeholder={values.containerModes.length ? undefined : t('filters.any')}
        data={CONTAINER_MODES.map((m) => ({ value: m, label: t(`containerModes.${m}`) }))}
        value={values.containerModes}
        onChange={(v) => setValue('containerModes', v)}
        clearable
        data-testid="operations-filter-container-modes"
      />
      <LocationFilter
        label={t('filters.origins')}
        value={values.origins}
        onChange={(v) => setValue('origins', v)}
        data-testid="operations-filter-origins"
      />
      <LocationFilter
        label={t('filters.destinations')}
        value={values.destinations}
        onChange={(v) => setValue('destinations', v)}
        data-testid="operations-filter-destinations"
      />
      {textFilter('houseNumber')}
      {textFilter('masterNumber')}
      {textFilter('shipmentKey')}
      {textFilter('containerNumber')}
    </>
  );

  return (
    <FilterBar onClear={filters.clear} canClear={filters.isDirty} more={more} moreActive={countMoreFilters(values)}>
      {textFilter('clientName', 180)}
      <MultiSelect
        label={t('filters.status')}
        placeholder={values.status.length ? undefined : t('filters.any')}
        data={OPERATION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        value={values.status}
        onChange={(status) => setValue('status', status)}
        clearable
        w={240}
        data-testid="operations-filter-status"
      />
      <DateRangeFilter
        label={t('filters.etd')}
        value={{
          preset: isDateRangePreset(values.etdPreset) ? values.etdPreset : null,
          from: values.etdFrom,
          to: values.etdTo,
        }}
        onChange={(r) => setValues({ etdPreset: r.preset, etdFrom: r.from, etdTo: r.to })}
        data-testid="operations-filter-etd"
      />
      <DateRangeFilter
        label={t('filters.eta')}
        value={{
          preset: isDateRangePreset(values.etaPreset) ? values.etaPreset : null,
          from: values.etaFrom,
          to: values.etaTo,
        }}
        onChange={(r) => setValues({ etaPreset: r.preset, etaFrom: r.from, etaTo: r.to })}
        data-testid="operations-filter-eta"
      />
    </FilterBar>
  );
}
