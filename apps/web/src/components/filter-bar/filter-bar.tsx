import { Button, Group, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FilterBarProps = {
  children: ReactNode;
  onClear: () => void;
  /** False while every filter is at its default, so the action shows it has nothing to do. */
  canClear?: boolean;
};

/** A row of filter fields followed by the clear action (spec section 4: clear resets all). */
export function FilterBar({ children, onClear, canClear = true }: FilterBarProps) {
  const { t } = useTranslation('common');
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid="filter-bar">
      {children}
      <Button variant="subtle" onClick={onClear} disabled={!canClear} data-testid="filters-clear">
        {t('filters.clear')}
      </Button>
    </Group>
  );
}

type SearchFilterProps = {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  'data-testid'?: string;
};

/** Free-text search; callers debounce the value they send to the server. */
export function SearchFilter({ value, onChange, label, placeholder, ...rest }: SearchFilterProps) {
  const { t } = useTranslation('common');
  return (
    <TextInput
      type="search"
      label={label ?? t('filters.search')}
      placeholder={placeholder ?? t('filters.searchPlaceholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={260}
      {...rest}
    />
  );
}

type Choice = 'any' | 'yes' | 'no';

function toChoice(value: boolean | null): Choice {
  if (value === null) return 'any';
  return value ? 'yes' : 'no';
}

type BooleanFilterProps = {
  label: string;
  value: boolean | null;
  onChange: (value: boolean | null) => void;
  'data-testid'?: string;
};

/** A yes / no / any choice; `null` means the filter is not applied. */
export function BooleanFilter({ label, value, onChange, ...rest }: BooleanFilterProps) {
  const { t } = useTranslation('common');
  const data = [
    { value: 'any' as const, label: t('filters.any') },
    { value: 'yes' as const, label: t('filters.yes') },
    { value: 'no' as const, label: t('filters.no') },
  ];
  return (
    <Select<Choice>
      label={label}
      data={data}
      value={toChoice(value)}
      onChange={(choice) => onChange(choice === 'yes' ? true : choice === 'no' ? false : null)}
      allowDeselect={false}
      w={150}
      {...rest}
    />
  );
}
