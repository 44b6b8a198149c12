import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled figure of a quotation shown to its client (the detail screen, an instant price's card). */
export function PortalField({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
