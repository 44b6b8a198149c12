import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/formatting';
import { previewTotals, type DraftLine } from './sell-lines';
import { useMoney } from '@/lib/use-money';

/**
 * The draft's totals per currency with its margin on sell against the minimum, and a warning while
 * it is under it: publishing will then need a manager's approval (issue 36, item 6).
 */
export function TotalsTable({ lines, minMarginPercent }: { lines: DraftLine[]; minMarginPercent: number }) {
  const { t } = useTranslation('pricing');
  const money = useMoney();
  const format = useFormatters();
  const totals = previewTotals(lines, minMarginPercent);
  if (totals.length === 0) return null;
  const below = totals.filter((row) => row.belowMinimum);
  return (
    <Stack gap="xs">
      <Table withTableBorder data-testid="sells-totals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sells.currency')}</Table.Th>
            <Table.Th ta="right">{t('sells.cost')}</Table.Th>
            <Table.Th ta="right">{t('sells.profit')}</Table.Th>
            <Table.Th ta="right">{t('sells.marginOnSell')}</Table.Th>
            <Table.Th ta="right">{t('sells.markup')}</Table.Th>
            <Table.Th ta="right">{t('sells.sell')}</Table.Th>
            <Table.Th ta="right">{t('sells.tax')}</Table.Th>
            <Table.Th ta="right">{t('sells.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((row) => (
            <Table.Tr key={row.currency} data-testid={`sells-total-${row.currency}`}>
              <Table.Td>{row.currency}</Table.Td>
              <Table.Td ta="right">{money(row.currency, row.cost)}</Table.Td>
              <Table.Td ta="right" data-testid="sells-total-profit">
                {money(row.currency, row.margin)}
              </Table.Td>
              <Table.Td
                ta="right"
                c={row.belowMinimum ? 'orange' : undefined}
                fw={row.belowMinimum ? 600 : undefined}
                data-testid="sells-total-margin-on-sell"
                data-below-minimum={row.belowMinimum || undefined}
              >
                {format.percent(row.marginOnSellPercent)}
              </Table.Td>
              <Table.Td ta="right" data-testid="sells-total-markup">
                {format.percent(row.markupPercent)}
              </Table.Td>
              <Table.Td ta="right">{money(row.currency, row.sell)}</Table.Td>
              <Table.Td ta="right">{money(row.currency, row.tax)}</Table.Td>
              <Table.Td ta="right" fw={600} data-testid="sells-total-amount">
                {money(row.currency, row.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" data-testid="sells-minimum">
        {t('summary.minimum', { min: minMarginPercent })}
      </Text>
      {/* Live, before saving or publishing: the approval it will need is no surprise. */}
      {below.length > 0 && (
        <Alert color="orange" variant="light" data-testid="sells-live-below-minimum">
          <Stack gap={2}>
            {below.map((row) => (
              <Text size="sm" key={row.currency}>
                {t('sells.liveBelowMinimum', {
                  currency: row.currency,
                  value: format.percent(row.marginOnSellPercent),
                  min: minMarginPercent,
                })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
