import { MultiSelect, Select, TextInput } from '@mantine/core';
import { SERVICES } from '@freight/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, isDateRangePreset } from '@/components/dates';
// The request form's location search: "Shanghai" finds CNSHA (issue 36).
import { LocationFilter } from '@/components/locations/location-filter';
import { BooleanFilter, SearchFilter } from './filter-bar';
import type { FilterValues } from './filter-persistence';
import type { PersistentFilters } from './use-persistent-filters';

/** Keys of T whose value has type V. */
type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

type Choice = { value: string; label: string } | string;

/**
 * One control of a filter bar, labels already translated; `key` names the filter value it edits and,
 * kebab-cased, ends its test id unless `testId` names that end. Choices show "any" while empty.
 */
export type FilterField<T extends FilterValues> = { testId?: string } & (
  | { kind: 'search'; key: KeysOf<T, string>; label?: string; placeholder: string }
  | { kind: 'text'; key: KeysOf<T, string>; label: string; width: number | string; upperCase?: boolean }
  | {
      kind: 'select';
      key: KeysOf<T, string | null>;
      label: string;
      options: Choice[];
      width: number;
      placeholder?: string;
      searchable?: boolean;
      /** Why the options could not be read, shown under the field. */
      error?: string;
      onSearchChange?: (search: string) => void;
      /** Instead of setting the one value (a choice that resets another). */
      onChange?: (value: string | null) => void;
    }
  | {
      kind: 'multiselect';
      key: KeysOf<T, string[]>;
      label: string;
      options: Choice[];
      width?: number;
      searchable?: boolean;
    }
  | { kind: 'locations'; key: KeysOf<T, string[]>; label: string }
  /** Preset, from and to, in this order, edited by one control named by `key`. */
  | {
      kind: 'dateRange';
      key: string;
      label: string;
      keys: [KeysOf<T, string | null>, KeysOf<T, string | null>, KeysOf<T, string | null>];
    }
  | { kind: 'boolean'; key: KeysOf<T, boolean | null>; label: string }
  /** A control the list has alone (a lookup, a flag), already bound to its values. */
  | { kind: 'custom'; key: string; node: ReactNode }
);

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The control of one field, bound to its filter value. */
export function FilterFieldControl<T extends FilterValues>({
  field,
  filters,
  testId,
}: {
  field: FilterField<T>;
  filters: PersistentFilters<T>;
  /** Prefix of the control's test id: `<testId>-filter-<key>`. */
  testId: string;
}) {
  const { t } = useTranslation('common');
  const { values } = filters;
  const set = (key: keyof T & string, value: unknown) => filters.setValue(key, value as T[keyof T]);
  const id = `${testId}-filter-${field.testId ?? kebab(field.key)}`;
  switch (field.kind) {
    case 'custom':
      return field.node;
    case 'search':
      return (
        <SearchFilter
          label={field.label}
          value={values[field.key] as string}
          onChange={(v) => set(field.key, v)}
          placeholder={field.placeholder}
          data-testid={id}
        />
      );
    case 'text':
      return (
        <TextInput
          label={field.label}
          value={values[field.key] as string}
          onChange={(e) =>
            set(field.key, field.upperCase ? e.currentTarget.value.toUpperCase() : e.currentTarget.value)
          }
          w={field.width}
          data-testid={id}
        />
      );
    case 'select':
      return (
        <Select
          label={field.label}
          placeholder={field.placeholder ?? t('filters.any')}
          data={field.options}
          value={values[field.key] as string | null}
          onChange={field.onChange ?? ((v) => set(field.key, v))}
          searchable={field.searchable}
          onSearchChange={field.onSearchChange}
          clearable
          w={field.width}
          error={field.error}
          data-testid={id}
        />
      );
    case 'multiselect': {
      const chosen = values[field.key] as string[];
      return (
        <MultiSelect
          label={field.label}
          placeholder={chosen.length ? undefined : t('filters.any')}
          data={field.options}
          value={chosen}
          onChange={(v) => set(field.key, v)}
          searchable={field.searchable}
          clearable
          w={field.width}
          data-testid={id}
        />
      );
    }
    case 'locations':
      return (
        <LocationFilter
          label={field.label}
          value={values[field.key] as string[]}
          onChange={(v) => set(field.key, v)}
          data-testid={id}
        />
      );
    case 'dateRange': {
      const [presetKey, fromKey, toKey] = field.keys;
      const preset = values[presetKey] as string | null;
      return (
        <DateRangeFilter
          label={field.label}
          value={{
            preset: isDateRangePreset(preset) ? preset : null,
            from: values[fromKey] as string | null,
            to: values[toKey] as string | null,
          }}
          onChange={(r) => filters.setValues({ [presetKey]: r.preset, [fromKey]: r.from, [toKey]: r.to } as Partial<T>)}
          data-testid={id}
        />
      );
    }
    case 'boolean':
      return (
        <BooleanFilter
          label={field.label}
          value={values[field.key] as boolean | null}
          onChange={(v) => set(field.key, v)}
          data-testid={id}
        />
      );
  }
}

/**
 * The service choice of the admin lists (providers, standard notes): labels from the list's own
 * namespace (`filters.service`, `filters.anyService`, `services.<code>`).
 */
export function serviceField<T extends FilterValues & { service: string | null }>(t: TFunction): FilterField<T> {
  const options = SERVICES.map((value) => ({ value, label: t(`services.${value}`) }));
  return {
    kind: 'select',
    key: 'service' as KeysOf<T, string | null>,
    label: t('filters.service'),
    placeholder: t('filters.anyService'),
    options,
    width: 190,
  };
}
