import { Badge, Button, Group, Text } from '@mantine/core';
import type { StandardNoteItem, StandardNoteSortField } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table';

// Table cells shrink to their content's minimum: a label allowed to clip would shrink to an ellipsis.
const FULL_LABEL = { label: { overflow: 'visible' } } as const;

type Actions = { onEdit: (n: StandardNoteItem) => void; onToggle: (n: StandardNoteItem) => void };

/** Name, text (clamped), mandatory, services, status and actions. */
export function useStandardNoteColumns({ onEdit, onToggle }: Actions): DataTableColumn<StandardNoteItem, StandardNoteSortField>[] {
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
      cell: (n) => (n.mandatory ? <Badge styles={FULL_LABEL} variant="light">{t('values.mandatory')}</Badge> : t('values.optional')),
    },
    {
      id: 'services',
      header: t('columns.services'),
      cell: (n) => (n.services.length ? n.services.map((s) => t(`services.${s}`)).join(', ') : t('values.allServices')),
    },
    {
      id: 'active',
      header: t('columns.active'),
      align: 'center',
      cell: (n) => (
        <Badge styles={FULL_LABEL} variant="light" color={n.active ? 'green' : 'gray'} data-testid="standard-note-active">
          {t(n.active ? 'values.active' : 'values.inactive')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hideable: false,
      align: 'right',
      cell: (n) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button variant="subtle" size="xs" onClick={() => onEdit(n)} data-testid="standard-note-edit">
            {t('actions.edit')}
          </Button>
          <Button variant="subtle" size="xs" color={n.active ? 'red' : 'green'} onClick={() => onToggle(n)} data-testid="standard-note-toggle">
            {t(n.active ? 'actions.inactivate' : 'actions.activate')}
          </Button>
        </Group>
      ),
    },
  ];
}
