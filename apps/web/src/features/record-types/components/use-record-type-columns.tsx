import type { RecordTypeItem, RecordTypeSortField } from '@freight/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FULL_LABEL, statusAndActionsColumns, type DataTableColumn } from '@/components/data-table';
import { useFormatters } from '@/lib/formatting';

type Actions = { canWrite: boolean; onEdit: (t: RecordTypeItem) => void; onToggle: (t: RecordTypeItem) => void };

/** Code, name, the two visibilities, last update, and (for writers) status and actions. */
export function useRecordTypeColumns({
  canWrite,
  onEdit,
  onToggle,
}: Actions): DataTableColumn<RecordTypeItem, RecordTypeSortField>[] {
  const { t } = useTranslation(['recordTypes', 'common']);
  const format = useFormatters();
  const yesNo = (value: boolean) => (value ? t('common:filters.yes') : '—');
  const columns: DataTableColumn<RecordTypeItem, RecordTypeSortField>[] = [
    { id: 'code', header: t('columns.code'), cell: (r) => r.code, sortField: 'code', hideable: false },
    { id: 'name', header: t('columns.name'), cell: (r) => r.name, sortField: 'name' },
    { id: 'clientVisible', header: t('columns.clientVisible'), align: 'center', cell: (r) => yesNo(r.clientVisible) },
    {
      id: 'providerVisible',
      header: t('columns.providerVisible'),
      align: 'center',
      cell: (r) => yesNo(r.providerVisible),
    },
    {
      id: 'updated',
      header: t('columns.updated'),
      hiddenByDefault: true,
      cell: (r) => `${format.dateTime(r.lastUpdatedAt)} · ${r.lastUpdatedBy?.name ?? '—'}`,
    },
  ];
  if (canWrite) {
    return [
      ...columns,
      ...statusAndActionsColumns<RecordTypeItem, RecordTypeSortField>({
        t,
        testIdPrefix: 'record-type',
        onEdit,
        onToggle,
      }),
    ];
  }
  return [
    ...columns,
    {
      id: 'active',
      header: t('columns.active'),
      align: 'center',
      cell: (r) => (
        <Badge styles={FULL_LABEL} variant="light" color={r.active ? 'green' : 'gray'} data-testid="record-type-active">
          {t(r.active ? 'values.active' : 'values.inactive')}
        </Badge>
      ),
    },
  ];
}
