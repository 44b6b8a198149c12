import { useTranslation } from 'react-i18next';
import { FieldsFilterBar, type PersistentFilters } from '@/components/filter-bar';

export type UsersFilters = {
  search: string;
  active: boolean | null;
  webAccess: boolean | null;
  mfaEnabled: boolean | null;
};

export const USERS_FILTER_DEFAULTS: UsersFilters = { search: '', active: null, webAccess: null, mfaEnabled: null };

/** Search, active and web-access filters of the users list, with clear. */
export function UsersFilterBar({ filters }: { filters: PersistentFilters<UsersFilters> }) {
  const { t } = useTranslation('users');
  return (
    <FieldsFilterBar
      filters={filters}
      testId="users"
      fields={[
        { kind: 'search', key: 'search', placeholder: t('filters.searchPlaceholder') },
        { kind: 'boolean', key: 'active', label: t('filters.active') },
        { kind: 'boolean', key: 'webAccess', label: t('filters.webAccess') },
        { kind: 'boolean', key: 'mfaEnabled', label: t('filters.mfaEnabled') },
      ]}
    />
  );
}
