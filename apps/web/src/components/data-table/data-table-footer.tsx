import { Button, Group, Loader, Select, Text } from '@mantine/core';
import { PAGE_SIZES } from '@freight/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rowRange, type CursorStack } from './cursor-stack';

type DataTableFooterProps = {
  stack: CursorStack;
  pageSize: number;
  rowCount: number;
  nextCursor: string | null | undefined;
  fetching: boolean;
  /** The rows shown are still the last page's while the next one loads: their range is not the stack's. */
  stale: boolean;
  onPageSize: (size: number) => void;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
};

/** Rows per page, the row range shown and Previous / Next (keyset paging has no page count). */
export function DataTableFooter(props: DataTableFooterProps) {
  const { stack, pageSize, rowCount, nextCursor, fetching, stale } = props;
  const { t } = useTranslation('common');
  const range = stale ? null : rowRange(stack, pageSize, rowCount);
  const labelId = useId();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" id={labelId}>
          {t('dataTable.rowsPerPage')}
        </Text>
        <Select<number>
          aria-labelledby={labelId}
          data={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
          value={pageSize}
          onChange={(size) => size && props.onPageSize(size)}
          allowDeselect={false}
          size="xs"
          w={80}
          data-testid="data-table-page-size"
        />
      </Group>
      <Group gap="xs">
        {fetching && <Loader size="xs" data-testid="data-table-fetching" />}
        <Text size="sm" data-testid="data-table-range">
          {range ? t('dataTable.range', range) : ''}
        </Text>
        <Button
          variant="default"
          size="xs"
          disabled={stack.length <= 1 || fetching}
          onClick={props.onPrevious}
          data-testid="data-table-previous"
        >
          {t('dataTable.previous')}
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={!nextCursor || fetching}
          onClick={() => nextCursor && props.onNext(nextCursor)}
          data-testid="data-table-next"
        >
          {t('dataTable.next')}
        </Button>
      </Group>
    </Group>
  );
}
