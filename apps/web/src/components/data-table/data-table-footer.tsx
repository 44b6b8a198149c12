import { Button, Group, Loader, Select, Text } from '@mantine/core';
import { PAGE_SIZES, type Page } from '@freight/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { rowRange } from './cursor-stack';
import type { CursorPages } from './use-cursor-pages';

/** The paging state of a list: the table's or a `useCursorPages`. */
type FooterPages = Pick<CursorPages, 'stack' | 'pageSize' | 'setPageSize' | 'next' | 'previous'>;
type FooterQuery = Pick<UseQueryResult<Page<unknown>>, 'data' | 'isFetching' | 'isPlaceholderData'>;

/** Rows per page, the row range shown and Previous / Next (keyset paging has no page count). */
export function DataTableFooter({ pages, query }: { pages: FooterPages; query: FooterQuery }) {
  const { stack, pageSize } = pages;
  const fetching = query.isFetching;
  const nextCursor = query.data?.nextCursor;
  const { t } = useTranslation('common');
  // While the next page loads, the rows shown are still the last page's: no range until they are replaced.
  const range = query.isPlaceholderData ? null : rowRange(stack, pageSize, query.data?.items.length ?? 0);
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
          onChange={(size) => size && pages.setPageSize(size)}
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
          onClick={pages.previous}
          data-testid="data-table-previous"
        >
          {t('dataTable.previous')}
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={!nextCursor || fetching}
          onClick={() => nextCursor && pages.next(nextCursor)}
          data-testid="data-table-next"
        >
          {t('dataTable.next')}
        </Button>
      </Group>
    </Group>
  );
}
