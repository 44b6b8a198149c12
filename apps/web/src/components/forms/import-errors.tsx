import { Alert, List } from '@mantine/core';

export type ImportRowError = { line: number; column?: string | null; code: string };

/** The bad rows of a checked import file, one line each, under a red title (rates, operations). */
export function ImportErrors({
  errors,
  title,
  describe,
  'data-testid': testId,
}: {
  errors: ImportRowError[];
  title: string;
  /** The translated line of one bad row. */
  describe: (error: ImportRowError) => string;
  'data-testid'?: string;
}) {
  if (errors.length === 0) return null;
  return (
    <Alert color="red" title={title} data-testid={testId}>
      <List size="sm">
        {errors.map((e) => (
          <List.Item key={`${e.line}-${e.column ?? ''}-${e.code}`}>{describe(e)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
