import { Badge, Text } from '@mantine/core';
import type { StandardNoteItem, StandardNoteSortField } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { FULL_LABEL, statusAndActionsColumns, type DataTableColumn } from '@/components/data-table';

type Actions = { onEdit: (n: StandardNoteItem) => void; onToggle: (n: StandardNoteItem) => void };

/** Name, text (clamped), mandatory, services, status and actions. */
export function useStandardNoteColumns({
  onEdit,
  onToggle,
}: Actions): DataTableColumn<StandardNoteItem, StandardNoteSortField>[] {
  const { t } = useTranslation(['standardNotes', 'common']);
  return [
    { id: 'name', header: t('columns.name'), cell: (n) => n.name, sortField: 'name', hideable: false },
    {
      id: 'value',
      header: t('columns.value'),
      cell: (n) => (
        <Text size="sm" lineClamp={2} maw={480} title={n.value}>
          {n.value}
        </Text>
      ),
    },
    {
      id: 'mandatory',
      header: t('columns.mandatory'),
      align: 'center',
      cell: (n) =>
        n.mandatory ? (
          <Badge styles={FULL_LABEL} variant="light">
            {t('values.mandatory')}
          </Badge>
        ) : (
          t('values.optional')
        ),
    },
    {
      id: 'services',
      header: t('columns.services'),
      cell: (n) => (n.services.length ? n.services.map((s) => t(`services.${s}`)).join(', ') : t('values.allServices')),
    },
    ...statusAndActionsColumns<StandardNoteItem, StandardNoteSortField>({
      t,
      testIdPrefix: 'standard-note',
      onEdit,
      onToggle,
    }),
  ];
}
