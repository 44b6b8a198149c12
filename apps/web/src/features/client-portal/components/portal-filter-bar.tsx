import { MultiSelect } from '@mantine/core';
import { INCOTERMS, PORTAL_STATUSES, SERVICES } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { FilterBar, SearchFilter, type PersistentFilters } from '@/components/filter-bar';
import type { PortalFilterValues } from './portal-filters';
// The request form's location search: "Shanghai" finds CNSHA (issue 36).
import { LocationFilter } from '@/components/locations/location-filter';

/** Reference, origins, destinations, services, incoterms and status, with clear. */
export function PortalFilterBar({ filters }: { filters: PersistentFilters<PortalFilterValues> }) {
  const { t } = useTranslation(['clientPortal', 'quotations']);
  const { values, setValue } = filters;
  return (
    <FilterBar onClear={filters.clear} canClear={filters.isDirty}>
      <SearchFilter
        label={t('filters.reference')}
        placeholder={t('filters.referencePlaceholder')}
        value={values.reference}
        onChange={(reference) => setValue('reference', reference)}
        data-testid="portal-filter-reference"
      />
      <LocationFilter
        label={t('filters.origins')}
        value={values.origins}
        onChange={(origins) => setValue('origins', origins)}
        data-testid="portal-filter-origins"
      />
      <LocationFilter
        label={t('filters.destinations')}
        value={values.destinations}
        onChange={(destinations) => setValue('destinations', destinations)}
        data-testid="portal-filter-destinations"
      />
      <MultiSelect
        label={t('filters.services')}
        placeholder={t('filters.any')}
        data={SERVICES.map((s) => ({ value: s, label: t(`quotations:services.${s}`) }))}
        value={values.services}
        onChange={(services) => setValue('services', services)}
        clearable
        w={240}
        data-testid="portal-filter-services"
      />
      <MultiSelect
        label={t('filters.incoterms')}
        placeholder={t('filters.any')}
        data={[...INCOTERMS]}
        value={values.incoterms}
        onChange={(incoterms) => setValue('incoterms', incoterms)}
        clearable
        w={180}
        data-testid="portal-filter-incoterms"
      />
      <MultiSelect
        label={t('filters.status')}
        placeholder={t('filters.any')}
        data={PORTAL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        value={values.status}
        onChange={(status) => setValue('status', status)}
        clearable
        w={220}
        data-testid="portal-filter-status"
      />
    </FilterBar>
  );
}
