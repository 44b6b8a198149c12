import { Loader, Stack } from '@mantine/core';
import type { Page, SupportTicketSummary } from '@freight/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTableFooter, QueryErrorRows, type CursorPages } from '@/components/data-table';
import { TicketTable } from './ticket-table';

/** A ticket list read page by page from the server (keyset): loading, error with retry, empty, the rows and the pager. */
export function PagedTicketTable({
  query,
  pages,
  testId,
}: {
  query: UseQueryResult<Page<SupportTicketSummary>>;
  pages: CursorPages;
  testId: string;
}) {
  if (query.isPending) return <Loader size="sm" data-testid={`${testId}-loading`} />;
  if (query.isError) return <QueryErrorRows query={query} />;
  return (
    <Stack gap="xs">
      <TicketTable tickets={query.data.items} testId={testId} />
      <DataTableFooter pages={pages} query={query} />
    </Stack>
  );
}
