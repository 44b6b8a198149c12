import { Anchor } from '@mantine/core';
import { formatTaxId, type ClientListItem, type ClientSortField } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/data-table';
import { useFormatters } from '@/lib/formatting';

/** The clients list columns; names, tax id, country and creation sort on the server. */
export function useClientColumns(): DataTableColumn<ClientListItem, ClientSortField>[] {
  const { t } = useTranslation('clients');
  const format = useFormatters();
  return [
    {
      id: 'tradeName',
      header: t('fields.tradeName'),
      sortField: 'tradeName',
      hideable: false,
      cell: (c) => (
        <Anchor component={Link} to={`/clients/${c.id}`} size="sm" data-testid="client-link">
          {c.tradeName}
        </Anchor>
      ),
    },
    { id: 'legalName', header: t('fields.legalName'), cell: (c) => c.legalName, sortField: 'legalName' },
    { id: 'taxId', header: t('fields.taxId'), cell: (c) => formatTaxId(c.country, c.taxId), sortField: 'taxId' },
    { id: 'city', header: t('fields.city'), cell: (c) => c.city },
    { id: 'country', header: t('fields.country'), cell: (c) => c.country, sortField: 'country' },
    { id: 'commercial', header: t('fields.commercial'), cell: (c) => c.commercial?.name ?? '' },
    {
      id: 'paymentTerms',
      header: t('fields.paymentTerms'),
      cell: (c) =>
        c.creditDays
          ? `${t(`paymentTerms.${c.paymentTerms}`)} · ${t('creditDaysValue', { count: c.creditDays })}`
          : t(`paymentTerms.${c.paymentTerms}`),
    },
    {
      id: 'createdAt',
      header: t('fields.createdAt'),
      cell: (c) => format.date(c.createdAt),
      sortField: 'createdAt',
      hiddenByDefault: true,
    },
  ];
}
