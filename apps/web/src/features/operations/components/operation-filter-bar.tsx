import { CONTAINER_MODES, OPERATION_STATUSES, TRANSPORT_MODES } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { FieldsFilterBar, type FilterField, type PersistentFilters } from '@/components/filter-bar';
import { useOperationCommercials, useOperatives } from '../api/operations-api';
import { countMoreFilters, type OperationFilterValues } from './operation-filters';

type TextKey = 'clientName' | 'houseNumber' | 'masterNumber' | 'shipmentKey' | 'containerNumber' | 'quoteNumber';

/** Every operation filter of spec section 3, saved and restored by the shell, with clear. */
export function OperationFilterBar({ filters }: { filters: PersistentFilters<OperationFilterValues> }) {
  const { t } = useTranslation('operations');
  const operatives = useOperatives();
  const commercials = useOperationCommercials();
  const people = (rows: { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((u) => ({ value: u.id, label: u.name }));
  const modes = TRANSPORT_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }));
  const containerModes = CONTAINER_MODES.map((m) => ({ value: m, label: t(`containerModes.${m}`) }));
  const statuses = OPERATION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }));
  const text = (key: TextKey, width: number | string = '100%'): FilterField<OperationFilterValues> => ({
    kind: 'text',
    key,
    label: t(`filters.${key}`),
    width,
    testId: key,
  });
  const more: FilterField<OperationFilterValues>[] = [
    text('quoteNumber'),
    {
      kind: 'multiselect',
      key: 'operatives',
      label: t('filters.operatives'),
      options: people(operatives.data),
      searchable: true,
    },
    {
      kind: 'multiselect',
      key: 'commercials',
      label: t('filters.commercials'),
      options: people(commercials.data),
      searchable: true,
    },
    {
      kind: 'multiselect',
      key: 'transportModes',
      label: t('filters.transportModes'),
      options: modes,
      testId: 'modes',
    },
    {
      kind: 'multiselect',
      key: 'containerModes',
      label: t('filters.containerModes'),
      options: containerModes,
    },
    { kind: 'locations', key: 'origins', label: t('filters.origins') },
    { kind: 'locations', key: 'destinations', label: t('filters.destinations') },
    ...(['houseNumber', 'masterNumber', 'shipmentKey', 'containerNumber'] as const).map((key) => text(key)),
  ];
  return (
    <FieldsFilterBar
      filters={filters}
      testId="operations"
      more={{ fields: more, active: countMoreFilters(filters.values) }}
      fields={[
        text('clientName', 180),
        {
          kind: 'multiselect',
          key: 'status',
          label: t('filters.status'),
          options: statuses,
          width: 240,
        },
        { kind: 'dateRange', key: 'etd', label: t('filters.etd'), keys: ['etdPreset', 'etdFrom', 'etdTo'] },
        { kind: 'dateRange', key: 'eta', label: t('filters.eta'), keys: ['etaPreset', 'etaFrom', 'etaTo'] },
      ]}
    />
  );
}
