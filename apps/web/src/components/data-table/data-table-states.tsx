import { Alert, Button, EmptyState, Loader, Skeleton, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/errors';

/** Placeholder rows while the first page loads, so the layout does not jump. */
export function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row} data-testid="data-table-skeleton">
      {Array.from({ length: columns }, (_, col) => (
        <Table.Td key={col}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export function EmptyRows({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      py="xl"
      title={t('dataTable.emptyTitle')}
      description={message ?? t('dataTable.emptyBody')}
      data-testid="data-table-empty"
    />
  );
}

/** The server's error, translated by code, with a retry (spec section 8 messages). */
export function ErrorRows({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" title={t('dataTable.errorTitle')} data-testid="data-table-error">
      {translateError(t, error)}
      <div>
        <Button
          mt="sm"
          size="xs"
          variant="light"
          color="red"
          onClick={onRetry}
          loading={retrying}
          data-testid="data-table-retry"
        >
          {t('actions.retry')}
        </Button>
      </div>
    </Alert>
  );
}

/** A query's failed read, with retry (`ErrorRows` fed from the query). */
export function QueryErrorRows({ query }: { query: Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'> }) {
  return <ErrorRows error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}

type ReadQuery = Pick<UseQueryResult, 'data' | 'error' | 'isError' | 'refetch' | 'isFetching'>;

/**
 * What one read shows before its content: a loader until it is read, its error with retry if it failed
 * (never the content's "no data", which would read as a fact), then the content. A failed background
 * refresh keeps what was read.
 */
export function QueryContent({ query, children, testId }: { query: ReadQuery; children: ReactNode; testId?: string }) {
  if (query.data !== undefined) return children;
  if (query.isError) return <QueryErrorRows query={query} />;
  return <Loader size="sm" data-testid={testId ? `${testId}-loading` : 'query-loading'} />;
}
