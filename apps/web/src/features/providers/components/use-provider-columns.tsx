import { Text } from '@mantine/core';
import type { ProviderListItem, ProviderSortField } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { statusAndActionsColumns, type DataTableColumn } from '@/components/data-table';

type Actions = { onEdit: (p: ProviderListItem) => void; onToggle: (p: ProviderListItem) => void };

const countries = (codes: string[]) => codes.join(', ');

/** The providers list columns; code, name and creation sort on the server. */
export function useProviderColumns({
  onEdit,
  onToggle,
}: Actions): DataTableColumn<ProviderListItem, ProviderSortField>[] {
  const { t } = useTranslation(['providers', 'common']);
  return [
    { id: 'code', header: t('columns.code'), cell: (p) => p.code, sortField: 'code' },
    { id: 'name', header: t('columns.name'), cell: (p) => p.name, sortField: 'name', hideable: false },
    { id: 'language', header: t('columns.language'), cell: (p) => t(`common:languages.${p.language}`) },
    {
      id: 'categories',
      header: t('columns.categories'),
      cell: (p) => p.categories.map((c) => t(`categories.${c}`)).join(', '),
    },
    { id: 'origins', header: t('columns.originCountries'), cell: (p) => countries(p.originCountries) },
    { id: 'destinations', header: t('columns.destinationCountries'), cell: (p) => countries(p.destinationCountries) },
    {
      id: 'services',
      header: t('columns.services'),
      cell: (p) => p.services.map((s) => t(`services.${s}`)).join(', '),
      hiddenByDefault: true,
    },
    {
      id: 'primaryContact',
      header: t('columns.primaryContact'),
      cell: (p) =>
        p.primaryContact ? (
          <div>
            <Text size="sm">{p.primaryContact.name}</Text>
            <Text size="xs" c="dimmed">
              {p.primaryContact.email}
            </Text>
          </div>
        ) : (
          ''
        ),
    },
    {
      id: 'contacts',
      header: t('columns.contacts'),
      cell: (p) => p.contactCount,
      align: 'right',
      hiddenByDefault: true,
    },
    ...statusAndActionsColumns<ProviderListItem, ProviderSortField>({ t, testIdPrefix: 'provider', onEdit, onToggle }),
  ];
}
