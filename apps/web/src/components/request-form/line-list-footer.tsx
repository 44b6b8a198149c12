import { Button, Group, Text } from '@mantine/core';

type Props = {
  /** The list's own error (none, too many lines), shown above the add button. */
  error?: string | null;
  errorTestId: string;
  addLabel: string;
  addTestId: string;
  /** False once the list holds its most lines. */
  canAdd: boolean;
  onAdd: () => void;
};

/** The foot of a cargo line list (packages, containers, trucks): its error, then "add a line". */
export function LineListFooter({ error, errorTestId, addLabel, addTestId, canAdd, onAdd }: Props) {
  return (
    <>
      {error && (
        <Text c="red" size="sm" role="alert" data-testid={errorTestId}>
          {error}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" disabled={!canAdd} onClick={onAdd} data-testid={addTestId}>
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
