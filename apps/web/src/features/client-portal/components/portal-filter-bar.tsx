import { INCOTERMS, PORTAL_STATUSES, SERVICES } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { FieldsFilterBar, type PersistentFilters } from '@/components/filter-bar';
import type { PortalFilterValues } from './portal-filters';

/** Reference, origins, destinations, services, incoterms and status, with clear. */
export function PortalFilterBar({ filters }: { filters: PersistentFilters<PortalFilterValues> }) {
  const { t } = useTranslation(['clientPortal', 'quotations']);
  const services = SERVICES.map((s) => ({ value: s, label: t(`quotations:services.${s}`) }));
  const statuses = PORTAL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }));
  return (
    <FieldsFilterBar
      filters={filters}
      testId="portal"
      fields={[
        {
          kind: 'search',
          key: 'reference',
          label: t('filters.reference'),
          placeholder: t('filters.referencePlaceholder'),
        },
        { kind: 'locations', key: 'origins', label: t('filters.origins') },
        { kind: 'locations', key: 'destinations', label: t('filters.destinations') },
        { kind: 'multiselect', key: 'services', label: t('filters.services'), options: services, width: 240 },
        { kind: 'multiselect', key: 'incoterms', label: t('filters.incoterms'), options: [...INCOTERMS], width: 180 },
        { kind: 'multiselect', key: 'status', label: t('filters.status'), options: statuses, width: 220 },
      ]}
    />
  );
}
