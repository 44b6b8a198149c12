import { useTranslation } from 'react-i18next';
import { BooleanFilter, FilterBar, SearchFilter, type PersistentFilters } from '@/components/filter-bar';

export type UsersFilters = { search: string; active: boolean | null; webAccess: boolean | null };

export const USERS_FILTER_DEFAULTS: UsersFilters = { search: '', active: null, webAccess: null };

/** Search, active and web-access filters of the users list, with clear. */
export function UsersFilterBar({ filters }: { filters: PersistentFilters<UsersFilters> }) {
  const { t } = useTranslation('users');
  const { values, setValue } = filters;
  return (
    <FilterBar onClear={filters.clear} canClear={filters.isDirty}>
      <SearchFilter
        value={values.search}
        onChange={(search) => setValue('search', search)}
        placeholder={t('filters.searchPlaceholder')}
        data-testid="users-filter-search"
      />
      <BooleanFilter
        label={t('filters.active')}
        value={values.active}
        onChange={(active) => setValue('active', active)}
        data-testid="users-filter-active"
      />
      <BooleanFilter
        label={t('filters.webAccess')}
        value={values.webAccess}
        onChange={(webAccess) => setValue('webAccess', webAccess)}
        data-testid="users-filter-web-access"
      />
    </FilterBar>
  );
}
