import { FilterBar } from './filter-bar';
import { FilterFieldControl, type FilterField } from './filter-fields';
import type { FilterValues } from './filter-persistence';
import type { PersistentFilters } from './use-persistent-filters';

export type { FilterField } from './filter-fields';

type FieldsFilterBarProps<T extends FilterValues> = {
  filters: PersistentFilters<T>;
  fields: FilterField<T>[];
  /** Less used fields, in the bar's "More filters" drawer, and how many of them are set. */
  more?: { fields: FilterField<T>[]; active: number };
  /** Prefix of each control's test id: `<testId>-filter-<key>`. */
  testId: string;
};

/** A filter bar built from a field list: every list's bar is one of these, so no two bars repeat a control. */
export function FieldsFilterBar<T extends FilterValues>({ filters, fields, more, testId }: FieldsFilterBarProps<T>) {
  const controls = (list: FilterField<T>[]) =>
    list.map((field) => <FilterFieldControl key={field.key} field={field} filters={filters} testId={testId} />);
  return (
    <FilterBar
      onClear={filters.clear}
      canClear={filters.isDirty}
      more={more && controls(more.fields)}
      moreActive={more?.active}
    >
      {controls(fields)}
    </FilterBar>
  );
}
