import { Checkbox, MultiSelect, Select } from '@mantine/core';
import { INCOTERMS, QUOTATION_STATUSES, TRANSPORT_MODES, type UserRef } from '@freight/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { DateRangeFilter, isDateRangePreset } from '@/components/dates';
import { FilterBar, SearchFilter, type PersistentFilters } from '@/components/filter-bar';
import { ClientFilter, LocationFilter, type UseClientLookup } from './lookup-filters';
import { servicesFor, type QuotationFilterValues } from './quotation-filters';

/** The reads behind the bar's pickers: the quotations feature's api/ quotationFilterLookups. */
export type QuotationFilterLookups = {
  useClientLookup: UseClientLookup;
  usePricingOwners: () => UseQueryResult<UserRef[]>;
  /** Read only when enabled (the manager view). */
  useManagerCommercials: (enabled: boolean) => UseQueryResult<UserRef[]>;
};

const option = (value: string | null, label: string | null) => (value ? { value, label: label ?? value } : null);

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
  const services = servicesFor(values.transportMode);
  const commercials = lookups.useManagerCommercials(managerView);
  const pricingOwners = lookups.usePricingOwners();

  return (
    <FilterBar onClear={filters.clear} canClear={filters.isDirty}>
      <SearchFilter
        label={t('filters.reference')}
        placeholder={t('filters.referencePlaceholder')}
        value={values.reference}
        onChange={(reference) => setValue('reference', reference)}
        data-testid="quotations-filter-reference"
      />
      <ClientFilter
        useClientLookup={lookups.useClientLookup}
        selected={option(values.clientId, values.clientName)}
        onChange={(picked) => setValues({ clientId: picked?.value ?? null, clientName: picked?.label ?? null })}
      />
      <Select
        label={t('filters.pricingOwner')}
        placeholder={t('filters.any')}
        data={(pricingOwners.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
        value={values.pricingUserId ?? null}
        onChange={(pricingUserId) => setValue('pricingUserId', pricingUserId)}
        searchable
        clearable
        w={190}
        error={failedReadText(t, pricingOwners)}
        data-testid="quotations-filter-pricing-owner"
      />
      <Select
        label={t('filters.mode')}
        placeholder={t('filters.any')}
        data={TRANSPORT_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
        value={values.transportMode}
        // A service of another mode would match nothing, so it goes with the mode change.
        onChange={(mode) =>
          setValues({
            transportMode: mode,
            service: servicesFor(mode).some((s) => s === values.service) ? values.service : null,
          })
        }
        clearable
        w={150}
        data-testid="quotations-filter-mode"
      />
      <Select
        label={t('filters.service')}
        placeholder={t('filters.any')}
        data={services.map((service) => ({ value: service, label: t(`services.${service}`) }))}
        value={values.service}
        onChange={(service) => setValue('service', service)}
        clearable
        w={170}
        data-testid="quotations-filter-service"
      />
      <LocationFilter
        kind="origin"
        mode={values.transportMode}
        selected={option(values.originCode, values.originName)}
        onChange={(picked) => setValues({ originCode: picked?.value ?? null, originName: picked?.label ?? null })}
      />
      <LocationFilter
        kind="destination"
        mode={values.transportMode}
        selected={option(values.destinationCode, values.destinationName)}
        onChange={(picked) =>
          setValues({ destinationCode: picked?.value ?? null, destinationName: picked?.label ?? null })
        }
      />
      <Select
        label={t('filters.incoterm')}
        placeholder={t('filters.any')}
        data={[...INCOTERMS]}
        value={values.incoterm}
        onChange={(incoterm) => setValue('incoterm', incoterm)}
        clearable
        w={120}
        data-testid="quotations-filter-incoterm"
      />
      <MultiSelect
        label={t('filters.status')}
        placeholder={values.status.length ? undefined : t('filters.any')}
        data={QUOTATION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        value={values.status}
        onChange={(status) => setValue('status', status)}
        clearable
        w={240}
        data-testid="quotations-filter-status"
      />
      {managerView && (
        <Select
          label={t('filters.commercial')}
          placeholder={t('filters.any')}
          data={(commercials.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
          value={values.commercialId}
          onChange={(commercialId) => setValue('commercialId', commercialId)}
          searchable
          clearable
          w={200}
          error={failedReadText(t, commercials)}
          data-testid="quotations-filter-commercial"
        />
      )}
      {managerView && (
        <Checkbox
          label={t('filters.awaitingApproval')}
          checked={values.awaitingApproval}
          onChange={(e) => setValue('awaitingApproval', e.currentTarget.checked)}
          mt={28}
          data-testid="quotations-filter-awaiting-approval"
        />
      )}
      <DateRangeFilter
        label={t('filters.created')}
        value={{
          preset: isDateRangePreset(values.datePreset) ? values.datePreset : null,
          from: values.dateFrom,
          to: values.dateTo,
        }}
        onChange={(range) => setValues({ datePreset: range.preset, dateFrom: range.from, dateTo: range.to })}
        data-testid="quotations-filter-created"
      />
    </FilterBar>
  );
}
