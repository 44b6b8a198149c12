import { Badge, Button, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from './types';

// Table cells shrink to their content's minimum: a label allowed to clip would shrink to an ellipsis.
export const FULL_LABEL = { label: { overflow: 'visible' } } as const;

type Options<T> = {
  /** The screen's translator: reads columns.active/actions, values.active/inactive, actions.edit/activate/inactivate. */
  t: TFunction;
  /** Test ids become `<prefix>-active`, `<prefix>-edit` and `<prefix>-toggle`. */
  testIdPrefix: string;
  onEdit: (row: T) => void;
  onToggle: (row: T) => void;
};

/** The active badge and the edit / activate-inactivate buttons every reference-data table ends with. */
export function statusAndActionsColumns<T extends { active: boolean }, S extends string>({
  t,
  testIdPrefix,
  onEdit,
  onToggle,
}: Options<T>): DataTableColumn<T, S>[] {
  return [
    {
      id: 'active',
      header: t('columns.active'),
      align: 'center',
      cell: (row) => (
        <Badge
          styles={FULL_LABEL}
          variant="light"
          color={row.active ? 'green' : 'gray'}
          data-testid={`${testIdPrefix}-active`}
        >
          {t(row.active ? 'values.active' : 'values.inactive')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hideable: false,
      align: 'right',
      cell: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button variant="subtle" size="xs" onClick={() => onEdit(row)} data-testid={`${testIdPrefix}-edit`}>
            {t('actions.edit')}
          </Button>
          <Button
            variant="subtle"
            size="xs"
            color={row.active ? 'red' : 'green'}
            onClick={() => onToggle(row)}
            data-testid={`${testIdPrefix}-toggle`}
          >
            {t(row.active ? 'actions.inactivate' : 'actions.activate')}
          </Button>
        </Group>
      ),
    },
  ];
}
