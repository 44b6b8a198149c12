import { Button, Drawer, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FilterBarProps = {
  children: ReactNode;
  onClear: () => void;
  /** False while every filter is at its default, so the action shows it has nothing to do. */
  canClear?: boolean;
  /** Less used filters, in a side drawer behind "More filters" (issue 36 item 16: the bar alone
   * filled most of a 1280x800 screen). */
  more?: ReactNode;
  /** How many of the drawer's filters are set, shown on its button so none acts unseen. */
  moreActive?: number;
};

/** A row of filter fields followed by the clear action (spec section 4: clear resets all). */
export function FilterBar({ children, onClear, canClear = true, more, moreActive = 0 }: FilterBarProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid="filter-bar">
      {children}
      {more && (
        <Button variant="default" onClick={() => setOpen(true)} data-testid="filters-more">
          {moreActive > 0 ? t('filters.moreActive', { count: moreActive }) : t('filters.more')}
        </Button>
      )}
      <Button variant="subtle" onClick={onClear} disabled={!canClear} data-testid="filters-clear">
        {t('filters.clear')}
      </Button>
      {more && (
        <Drawer
          opened={open}
          onClose={() => setOpen(false)}
          position="right"
          title={t('filters.more')}
          data-testid="filters-more-drawer"
        >
          <Stack gap="sm">
            {more}
            <Button variant="subtle" onClick={onClear} disabled={!canClear} data-testid="filters-more-clear">
              {t('filters.clear')}
            </Button>
          </Stack>
        </Drawer>
      )}
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
