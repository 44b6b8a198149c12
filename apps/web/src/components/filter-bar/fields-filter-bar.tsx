import { Select, TextInput } from '@mantine/core';
import { BooleanFilter, FilterBar, SearchFilter } from './filter-bar';
import type { FilterValues } from './filter-persistence';
import type { PersistentFilters } from './use-persistent-filters';

/** Keys of T whose value has type V. */
type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

/**
 * One control of a filter bar, labels already translated; `key` names the filter value it edits and,
 * kebab-cased, ends its test id unless `testId` names that end.
 */
export type FilterField<T extends FilterValues> = { testId?: string } & (
  | { kind: 'search'; key: KeysOf<T, string>; placeholder: string }
  | { kind: 'text'; key: KeysOf<T, string>; label: string; width: number }
  | {
      kind: 'select';
      key: KeysOf<T, string | null>;
      label: string;
      placeholder: string;
      options: { value: string; label: string }[];
      width: number;
      searchable?: boolean;
      /** Why the options could not be read, shown under the field. */
      error?: string;
    }
  | { kind: 'boolean'; key: KeysOf<T, boolean | null>; label: string }
);

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type FieldsFilterBarProps<T extends FilterValues> = {
  filters: PersistentFilters<T>;
  fields: FilterField<T>[];
  /** Prefix of each control's test id: `<testId>-filter-<key>`. */
  testId: string;
};

/** A filter bar built from a field list, for lists whose filters are a search, text, choices and yes/no flags. */
export function FieldsFilterBar<T extends FilterValues>({ filters, fields, testId }: FieldsFilterBarProps<T>) {
  const { values, setValue } = filters;
  const set = (key: keyof T & string, value: T[keyof T]) => setValue(key, value);
  return (
    <FilterBar onClear={filters.clear} canClear={filters.isDirty}>
      {fields.map((field) => {
        const id = `${testId}-filter-${field.testId ?? kebab(field.key)}`;
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
        if (field.kind === 'text')
          return (
            <TextInput
              key={field.key}
              label={field.label}
              value={values[field.key] as string}
              onChange={(e) => set(field.key, e.currentTarget.value as T[keyof T])}
              w={field.width}
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
              searchable={field.searchable}
              clearable
              w={field.width}
              error={field.error}
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
