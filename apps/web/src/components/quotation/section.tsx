import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of the detail page. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
