import { Text } from '@mantine/core';
import type { QuotationSummary } from '@freight/shared';

type LaneProps = Pick<QuotationSummary, 'originCode' | 'originName' | 'destinationCode' | 'destinationName'>;

function place(code: string | null, name: string | null): string {
  if (code && name) return `${name} (${code})`;
  return name ?? code ?? '—';
}

/** "Shanghai (CNSHA) → Montevideo (UYMVD)"; express requests have no lane and show dashes. */
export function laneText(q: LaneProps): string {
  return `${place(q.originCode, q.originName)} → ${place(q.destinationCode, q.destinationName)}`;
}

export function Lane(props: LaneProps) {
  return (
    <Text size="sm" span data-testid="quotation-lane">
      {laneText(props)}
    </Text>
  );
}
