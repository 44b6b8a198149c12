import { Select, TextInput } from '@mantine/core';
import { RATE_VALIDITIES, SERVICES, type RateValidityFilter, type Service } from '@freight/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { FilterBar, type PersistentFilters } from '@/components/filter-bar';
import { NumericInput } from '@/components/number-input';
import { useCarrierOptions, useOwnerOptions } from '../api/rate-options';

export type RatesFilters = {
  originCode: string;
  destinationCode: string;
  service: string | null;
  carrierId: string | null;
  ownerId: string | null;
  validity: string | null;
  expiringDays: number | null;
};

export const RATES_FILTER_DEFAULTS: RatesFilters = {
  originCode: '',
  destinationCode: '',
  service: null,
  carrierId: null,
  ownerId: null,
  validity: null,
  expiringDays: 7,
};

/** Lane (origin and destination codes), service, carrier, owner and validity (valid today, expiring in N days, expired). */
export function RatesFilterBar({ filters }: { filters: PersistentFilters<RatesFilters> }) {
  const { t } = useTranslation('rates');
  const { values, setValue } = filters;
  const [carrierSearch, setCarrierSearch] = useState('');
  const [debounced] = useDebouncedValue(carrierSearch, 250);
  const carriers = useCarrierOptions(debounced);
  const owners = useOwnerOptions();
  return (
    <FilterBar onClear={filters.clear} canClear={filters.isDirty}>
      <TextInput
        label={t('filters.origin')}
        value={values.originCode}
        onChange={(e) => setValue('originCode', e.currentTarget.value.toUpperCase())}
        w={120}
        data-testid="rates-filter-origin"
      />
      <TextInput
        label={t('filters.destination')}
        value={values.destinationCode}
        onChange={(e) => setValue('destinationCode', e.currentTarget.value.toUpperCase())}
        w={120}
        data-testid="rates-filter-destination"
      />
      <Select<Service>
        label={t('filters.service')}
        placeholder={t('filters.any')}
        data={SERVICES.map((value) => ({ value, label: t(`services.${value}`) }))}
        value={values.service as Service | null}
        onChange={(service) => setValue('service', service)}
        clearable
        w={190}
        data-testid="rates-filter-service"
      />
      <Select
        label={t('filters.carrier')}
        placeholder={t('filters.any')}
        data={(carriers.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.code} – ${p.name}` }))}
        value={values.carrierId}
        onChange={(id) => setValue('carrierId', id)}
        searchable
        onSearchChange={setCarrierSearch}
        clearable
        w={220}
        error={failedReadText(t, carriers)}
        data-testid="rates-filter-carrier"
      />
      <Select
        label={t('filters.owner')}
        placeholder={t('filters.any')}
        data={(owners.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
        value={values.ownerId}
        onChange={(id) => setValue('ownerId', id)}
        clearable
        w={190}
        error={failedReadText(t, owners)}
        data-testid="rates-filter-owner"
      />
      <Select<RateValidityFilter>
        label={t('filters.validity')}
        placeholder={t('filters.any')}
        data={RATE_VALIDITIES.map((value) => ({ value, label: t(`validityFilter.${value}`) }))}
        value={values.validity as RateValidityFilter | null}
        onChange={(validity) => setValue('validity', validity)}
        clearable
        w={200}
        data-testid="rates-filter-validity"
      />
      {values.validity === 'EXPIRING' && (
        <NumericInput
          label={t('filters.expiringDays')}
          value={values.expiringDays}
          onChange={(n) => setValue('expiringDays', typeof n === 'number' ? n : null)}
          decimalScale={0}
          w={110}
          data-testid="rates-filter-expiring-days"
        />
      )}
    </FilterBar>
  );
}
