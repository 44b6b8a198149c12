import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type Field = { label: string; value: ReactNode; testId?: string };

/** Label over value, in a responsive grid: the read-only request data. */
export function FieldGrid({ fields, cols = 3 }: { fields: Field[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: cols }} spacing="md" verticalSpacing="sm">
      {fields.map((field) => (
        <Stack key={field.label} gap={0}>
          <Text size="xs" c="dimmed">
            {field.label}
          </Text>
          <Text size="sm" component="div" data-testid={field.testId} style={{ whiteSpace: 'pre-wrap' }}>
            {field.value === null || field.value === undefined || field.value === '' ? '—' : field.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
