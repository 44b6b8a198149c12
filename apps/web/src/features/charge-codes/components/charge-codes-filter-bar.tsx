import { CHARGE_CODE_MODES } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { FieldsFilterBar, type PersistentFilters } from '@/components/filter-bar';

export type ChargeCodesFilters = { search: string; active: boolean | null; mode: string | null; taxed: boolean | null };

export const CHARGE_CODES_FILTER_DEFAULTS: ChargeCodesFilters = { search: '', active: null, mode: null, taxed: null };

/** Search by concept or description, mode flag, taxed and active, with clear. */
export function ChargeCodesFilterBar({ filters }: { filters: PersistentFilters<ChargeCodesFilters> }) {
  const { t } = useTranslation('chargeCodes');
  return (
    <FieldsFilterBar
      filters={filters}
      testId="charge-codes"
      fields={[
        { kind: 'search', key: 'search', placeholder: t('filters.searchPlaceholder') },
        {
          kind: 'select',
          key: 'mode',
          label: t('filters.mode'),
          placeholder: t('filters.anyMode'),
          options: CHARGE_CODE_MODES.map((value) => ({ value, label: t(`flags.${value}`) })),
          width: 170,
        },
        { kind: 'boolean', key: 'taxed', label: t('filters.taxed') },
        { kind: 'boolean', key: 'active', label: t('filters.active') },
      ]}
    />
  );
}
