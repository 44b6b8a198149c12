import { Select } from '@mantine/core';
import { CHARGE_CODE_MODES, type ChargeCodeMode } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { BooleanFilter, FilterBar, SearchFilter, type PersistentFilters } from '@/components/filter-bar';

export type ChargeCodesFilters = { search: string; active: boolean | null; mode: string | null; taxed: boolean | null };

export const CHARGE_CODES_FILTER_DEFAULTS: ChargeCodesFilters = { search: '', active: null, mode: null, taxed: null };

/** Search by concept or description, mode flag, taxed and active, with clear. */
export function ChargeCodesFilterBar({ filters }: { filters: PersistentFilters<ChargeCodesFilters> }) {
  const { t } = useTranslation('chargeCodes');
  const { values, setValue } = filters;
  return (
    <FilterBar onClear={filters.clear} canClear={filters.isDirty}>
      <SearchFilter
        value={values.search}
        onChange={(search) => setValue('search', search)}
        placeholder={t('filters.searchPlaceholder')}
        data-testid="charge-codes-filter-search"
      />
      <Select<ChargeCodeMode>
        label={t('filters.mode')}
        placeholder={t('filters.anyMode')}
        data={CHARGE_CODE_MODES.map((value) => ({ value, label: t(`flags.${value}`) }))}
        value={values.mode as ChargeCodeMode | null}
        onChange={(mode) => setValue('mode', mode)}
        clearable
        w={170}
        data-testid="charge-codes-filter-mode"
      />
      <BooleanFilter
        label={t('filters.taxed')}
        value={values.taxed}
        onChange={(taxed) => setValue('taxed', taxed)}
        data-testid="charge-codes-filter-taxed"
      />
      <BooleanFilter
        label={t('filters.active')}
        value={values.active}
        onChange={(active) => setValue('active', active)}
        data-testid="charge-codes-filter-active"
      />
    </FilterBar>
  );
}
