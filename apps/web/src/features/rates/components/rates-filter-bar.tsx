import { RATE_VALIDITIES, SERVICES } from '@freight/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { FieldsFilterBar, type PersistentFilters } from '@/components/filter-bar';
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
  const expiringDays = (
    <NumericInput
      key="expiringDays"
      label={t('filters.expiringDays')}
      value={values.expiringDays}
      onChange={(n) => setValue('expiringDays', typeof n === 'number' ? n : null)}
      decimalScale={0}
      w={110}
      data-testid="rates-filter-expiring-days"
    />
  );
  return (
    <FieldsFilterBar
      filters={filters}
      testId="rates"
      fields={[
        { kind: 'text', key: 'originCode', label: t('filters.origin'), width: 120, upperCase: true, testId: 'origin' },
        {
          kind: 'text',
          key: 'destinationCode',
          label: t('filters.destination'),
          width: 120,
          upperCase: true,
          testId: 'destination',
        },
        {
          kind: 'select',
          key: 'service',
          label: t('filters.service'),
          options: SERVICES.map((value) => ({ value, label: t(`services.${value}`) })),
          width: 190,
        },
        {
          kind: 'select',
          key: 'carrierId',
          label: t('filters.carrier'),
          options: (carriers.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.code} – ${p.name}` })),
          searchable: true,
          onSearchChange: setCarrierSearch,
          width: 220,
          error: failedReadText(t, carriers),
          testId: 'carrier',
        },
        {
          kind: 'select',
          key: 'ownerId',
          label: t('filters.owner'),
          options: (owners.data ?? []).map((u) => ({ value: u.id, label: u.name })),
          width: 190,
          error: failedReadText(t, owners),
          testId: 'owner',
        },
        {
          kind: 'select',
          key: 'validity',
          label: t('filters.validity'),
          options: RATE_VALIDITIES.map((value) => ({ value, label: t(`validityFilter.${value}`) })),
          width: 200,
        },
        ...(values.validity === 'EXPIRING'
          ? [{ kind: 'custom' as const, key: 'expiringDays', node: expiringDays }]
          : []),
      ]}
    />
  );
}
