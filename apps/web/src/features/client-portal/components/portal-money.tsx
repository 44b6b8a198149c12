import { Text } from '@mantine/core';
import type { PortalMoney } from '@freight/shared';
import { useFormatters } from '@/lib/formatting';

/** Totals per currency ("USD 1,765.10"), one line each, in the user's number format. */
export function PortalTotals({ totals, size = 'sm' }: { totals: PortalMoney[]; size?: 'xs' | 'sm' | 'md' }) {
  const format = useFormatters();
  if (totals.length === 0) return <Text size={size}>—</Text>;
  return (
    <>
      {totals.map((m) => (
        <Text key={m.currency} size={size} fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="portal-total">
          {m.currency} {format.amount(m.total)}
        </Text>
      ))}
    </>
  );
}

export function laneOf(q: {
  originName: string | null;
  originCode: string | null;
  destinationName: string | null;
  destinationCode: string | null;
}): string {
  const place = (name: string | null, code: string | null) =>
    name && code ? `${name} (${code})` : (name ?? code ?? '—');
  return `${place(q.originName, q.originCode)} → ${place(q.destinationName, q.destinationCode)}`;
}
