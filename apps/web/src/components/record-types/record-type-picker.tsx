import { Badge, Group, Select, Text, type SelectProps } from '@mantine/core';
import type { RecordTypeKind, RecordTypeOption, RecordTypeRef } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';

/** The active types of a kind: the record-types feature's `useRecordTypeOptions`, passed in by the caller. */
export type UseRecordTypeOptions = (kind: RecordTypeKind) => {
  data?: RecordTypeOption[];
  isError: boolean;
  error: unknown;
};

type PickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  kind: RecordTypeKind;
  useOptions: UseRecordTypeOptions;
  value: string | null;
  onChange: (id: string | null) => void;
};

/** The type of a new document or note: active types only (spec section 2), none allowed. */
export function RecordTypePicker({ kind, useOptions, value, onChange, ...props }: PickerProps) {
  const { t } = useTranslation('recordTypes');
  const options = useOptions(kind);
  const data = (options.data ?? []).map((o) => ({ value: o.id, label: `${o.code} · ${o.name}` }));
  // Unread types are not "no type": the record would be saved untyped without anyone knowing why.
  const failed = failedReadText(t, options);
  return (
    <Select
      label={t(`onRecords.label.${kind}`)}
      placeholder={t('onRecords.none')}
      data={data}
      // A chosen type inactivated meanwhile is no longer offered: the choice goes back to none.
      value={value && data.some((o) => o.value === value) ? value : null}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={failed ?? t('empty')}
      {...props}
      error={failed ?? props.error}
    />
  );
}

/** A record's type as lists show it: code and name, marked when the type is no longer active. */
export function RecordTypeLabel({ type, testId }: { type: RecordTypeRef | null; testId?: string }) {
  const { t } = useTranslation('recordTypes');
  if (!type)
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        —
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId}>
      <Text size="sm" title={type.name}>
        {type.code} · {type.name}
      </Text>
      {!type.active && (
        <Badge size="xs" variant="light" color="gray">
          {t('onRecords.inactive')}
        </Badge>
      )}
    </Group>
  );
}
