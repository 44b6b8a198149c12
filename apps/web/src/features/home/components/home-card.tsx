import { Card, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryErrorRows } from '@/components/data-table';

/**
 * A home card fed by one read: nothing while it loads, its content once read, and the translated error
 * with retry if the read failed (a count that silently vanished read as "nothing to do").
 */
export function HomeCard<T>({
  title,
  query,
  testId,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined && !query.isError) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {query.data === undefined ? <QueryErrorRows query={query} /> : children(query.data)}
      </Stack>
    </Card>
  );
}
