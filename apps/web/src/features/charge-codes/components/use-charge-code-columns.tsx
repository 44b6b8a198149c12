import { Badge, Button, Group } from '@mantine/core';
import type { ChargeCodeItem, ChargeCodeSortField } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table';
import { CHARGE_CODE_FLAGS } from './charge-code-form';

// Table cells shrink to their content's minimum: a label allowed to clip would shrink to an ellipsis.
const FULL_LABEL = { label: { overflow: 'visible' } } as const;

type Actions = { onEdit: (c: ChargeCodeItem) => void; onToggle: (c: ChargeCodeItem) => void };

/** Concept, description, one yes/no column per flag, status and actions. */
export function useChargeCodeColumns({ onEdit, onToggle }: Actions): DataTableColumn<ChargeCodeItem, ChargeCodeSortField>[] {
  const { t } = useTranslation(['chargeCodes', 'common']);
  const flagColumns: DataTableColumn<ChargeCodeItem, ChargeCodeSortField>[] = CHARGE_CODE_FLAGS.map((flag) => ({
    id: flag,
    header: t(`flags.${flag}`),
    align: 'center',
    cell: (c) => (c[flag] ? t('common:filters.yes') : '—'),
  }));
  return [
    { id: 'concept', header: t('columns.concept'), cell: (c) => c.concept, sortField: 'concept', hideable: false },
    { id: 'description', header: t('columns.description'), cell: (c) => c.description, sortField: 'description' },
    ...flagColumns,
    {
      id: 'active',
      header: t('columns.active'),
      align: 'center',
      cell: (c) => (
        <Badge styles={FULL_LABEL} variant="light" color={c.active ? 'green' : 'gray'} data-testid="charge-code-active">
          {t(c.active ? 'values.active' : 'values.inactive')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hideable: false,
      align: 'right',
      cell: (c) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button variant="subtle" size="xs" onClick={() => onEdit(c)} data-testid="charge-code-edit">
            {t('actions.edit')}
          </Button>
          <Button variant="subtle" size="xs" color={c.active ? 'red' : 'green'} onClick={() => onToggle(c)} data-testid="charge-code-toggle">
            {t(c.active ? 'actions.inactivate' : 'actions.activate')}
          </Button>
        </Group>
      ),
    },
  ];
}
