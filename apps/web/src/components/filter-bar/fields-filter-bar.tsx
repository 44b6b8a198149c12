import { Select } from '@mantine/core';
import { BooleanFilter, FilterBar, SearchFilter } from './filter-bar';
import type { FilterValues } from './filter-persistence';
import type { PersistentFilters } from './use-persistent-filters';

/** Keys of T whose value has type V. */
type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

/** One control of a filter bar, labels already translated; `key` names the filter value it edits. */
export type FilterField<T extends FilterValues> =
  | { kind: 'search'; key: KeysOf<T, string>; placeholder: string }
  | {
      kind: 'select';
      key: KeysOf<T, string | null>;
      label: string;
      placeholder: string;
      options: { value: string; label: string }[];
      width: number;
    }
  | { kind: 'boolean'; key: KeysOf<T, boolean | null>; label: string };

type FieldsFilterBarProps<T extends FilterValues> = {
  filters: PersistentFilters<T>;
  fields: FilterField<T>[];
  /** Prefix of each control's test id: `<testId>-filter-<key>`. */
  testId: string;
};

/** A filter bar built from a field list, for lists whose filters are a search, choices and yes/no flags. */
export function FieldsFilterBar<T extends FilterValues>({ filters, fields, testId }: FieldsFilterBarProps<T>) {
  const { values, setValue } = filters;
  const set = (key: keyof T & string, value: T[keyof T]) => setValue(key, value);
  return (
    <FilterBar onClear={filters.clear} canClear={filters.isDirty}>
      {fields.map((field) => {
        const id = `${testId}-filter-${field.key}`;
        if (field.kind === 'search')
          return (
            <SearchFilter
              key={field.key}
              value={values[field.key] as string}
              onChange={(v) => set(field.key, v as T[keyof T])}
              placeholder={field.placeholder}
              data-testid={id}
            />
          );
        if (field.kind === 'select')
          return (
            <Select
              key={field.key}
              label={field.label}
              placeholder={field.placeholder}
              data={field.options}
              value={values[field.key] as string | null}
              onChange={(v) => set(field.key, v as T[keyof T])}
              clearable
              w={field.width}
              data-testid={id}
            />
          );
        return (
          <BooleanFilter
            key={field.key}
            label={field.label}
            value={values[field.key] as boolean | null}
            onChange={(v) => set(field.key, v as T[keyof T])}
            data-testid={id}
          />
        );
      })}
    </FilterBar>
  );
}
