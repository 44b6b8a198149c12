import { Checkbox } from '@mantine/core';
import { INCOTERMS, QUOTATION_STATUSES, TRANSPORT_MODES, type UserRef } from '@freight/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { FieldsFilterBar, type FilterField, type PersistentFilters } from '@/components/filter-bar';
import { ClientFilter, LocationFilter, type UseClientLookup } from './lookup-filters';
import { servicesFor, type QuotationFilterValues } from './quotation-filters';

/** The reads behind the bar's pickers: the quotations feature's api/ quotationFilterLookups. */
export type QuotationFilterLookups = {
  useClientLookup: UseClientLookup;
  usePricingOwners: () => UseQueryResult<UserRef[]>;
  /** Read only when enabled (the manager view). */
  useManagerCommercials: (enabled: boolean) => UseQueryResult<UserRef[]>;
};

type Field = FilterField<QuotationFilterValues>;

const option = (value: string | null, label: string | null) => (value ? { value, label: label ?? value } : null);
const people = (rows: UserRef[] | undefined) => (rows ?? []).map((u) => ({ value: u.id, label: u.name }));

/**
 * Reference, client, mode, service, origin, destination, incoterm, status and date filters, with
 * clear; the manager view adds the commercial and "awaiting my approval".
 */
export function QuotationFilterBar({
  filters,
  lookups,
  managerView = false,
}: {
  filters: PersistentFilters<QuotationFilterValues>;
  lookups: QuotationFilterLookups;
  managerView?: boolean;
}) {
  const { t } = useTranslation('quotations');
  const { values, setValue, setValues } = filters;
  const commercials = lookups.useManagerCommercials(managerView);
  const pricingOwners = lookups.usePricingOwners();
  const place = (
    kind: 'origin' | 'destination',
    code: 'originCode' | 'destinationCode',
    name: 'originName' | 'destinationName',
  ): Field => ({
    kind: 'custom',
    key: kind,
    node: (
      <LocationFilter
        kind={kind}
        mode={values.transportMode}
        selected={option(values[code], values[name])}
        onChange={(picked) => setValues({ [code]: picked?.value ?? null, [name]: picked?.label ?? null })}
      />
    ),
  });
  const managerFields: Field[] = [
    {
      kind: 'select',
      key: 'commercialId',
      label: t('filters.commercial'),
      options: people(commercials.data),
      searchable: true,
      width: 200,
      error: failedReadText(t, commercials),
      testId: 'commercial',
    },
    {
      kind: 'custom',
      key: 'awaitingApproval',
      node: (
        <Checkbox
          label={t('filters.awaitingApproval')}
          checked={values.awaitingApproval}
          onChange={(e) => setValue('awaitingApproval', e.currentTarget.checked)}
          mt={28}
          data-testid="quotations-filter-awaiting-approval"
        />
      ),
    },
  ];
  const fields: Field[] = [
    { kind: 'search', key: 'reference', label: t('filters.reference'), placeholder: t('filters.referencePlaceholder') },
    {
      kind: 'custom',
      key: 'client',
      node: (
        <ClientFilter
          useClientLookup={lookups.useClientLookup}
          selected={option(values.clientId, values.clientName)}
          onChange={(picked) => setValues({ clientId: picked?.value ?? null, clientName: picked?.label ?? null })}
        />
      ),
    },
    {
      kind: 'select',
      key: 'pricingUserId',
      label: t('filters.pricingOwner'),
      options: people(pricingOwners.data),
      searchable: true,
      width: 190,
      error: failedReadText(t, pricingOwners),
      testId: 'pricing-owner',
    },
    {
      kind: 'select',
      key: 'transportMode',
      label: t('filters.mode'),
      options: TRANSPORT_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) })),
      width: 150,
      testId: 'mode',
      // A service of another mode would match nothing, so it goes with the mode change.
      onChange: (mode) =>
        setValues({
          transportMode: mode,
          service: servicesFor(mode).some((s) => s === values.service) ? values.service : null,
        }),
    },
    {
      kind: 'select',
      key: 'service',
      label: t('filters.service'),
      options: servicesFor(values.transportMode).map((s) => ({ value: s, label: t(`services.${s}`) })),
      width: 170,
    },
    place('origin', 'originCode', 'originName'),
    place('destination', 'destinationCode', 'destinationName'),
    { kind: 'select', key: 'incoterm', label: t('filters.incoterm'), options: [...INCOTERMS], width: 120 },
    {
      kind: 'multiselect',
      key: 'status',
      label: t('filters.status'),
      options: QUOTATION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      width: 240,
    },
    ...(managerView ? managerFields : []),
    { kind: 'dateRange', key: 'created', label: t('filters.created'), keys: ['datePreset', 'dateFrom', 'dateTo'] },
  ];
  return <FieldsFilterBar filters={filters} testId="quotations" fields={fields} />;
}
