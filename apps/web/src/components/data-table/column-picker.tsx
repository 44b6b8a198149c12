import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './types';

type ColumnPickerProps<Row, Sort extends string> = {
  columns: DataTableColumn<Row, Sort>[];
  isVisible: (id: string) => boolean;
  setVisible: (id: string, visible: boolean) => void;
};

/** Menu of checkboxes choosing which columns show; it stays open while the user picks. */
export function ColumnPicker<Row, Sort extends string>({
  columns,
  isVisible,
  setVisible,
}: ColumnPickerProps<Row, Sort>) {
  const { t } = useTranslation('common');
  const hideable = columns.filter((c) => c.hideable !== false);
  const visibleCount = columns.filter((c) => isVisible(c.id)).length;
  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" data-testid="data-table-columns">
          {t('dataTable.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="data-table-columns-menu">
        <Menu.Label>{t('dataTable.visibleColumns')}</Menu.Label>
        {hideable.map((column) => {
          const checked = isVisible(column.id);
          return (
            <Menu.CheckboxItem
              key={column.id}
              checked={checked}
              // The last visible column cannot be hidden.
              disabled={checked && visibleCount === 1}
              onChange={(next) => setVisible(column.id, next)}
              data-testid={`data-table-column-${column.id}`}
            >
              {column.header}
            </Menu.CheckboxItem>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
