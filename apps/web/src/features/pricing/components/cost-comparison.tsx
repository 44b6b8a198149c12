import { Badge, Button, Checkbox, Stack, Table, Text } from '@mantine/core';
import type { ComparisonCharge, CostComparison, SellChargeCode } from '@freight/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chargeCodeName } from '@freight/shared';
import { currentLanguage } from '@/lib/i18n';
import { useFormatters } from '@/lib/formatting';
import { useMoney } from '@/lib/use-money';

export type PickedCharge = { charge: ComparisonCharge; chargeCode: SellChargeCode; costId: string };

type CostComparisonTableProps = {
  comparison: CostComparison;
  /** Received charge ids already turned into sell lines. */
  picked: ReadonlySet<string>;
  /** Null when the sells cannot be edited (the table is read-only). */
  onToggle: ((item: PickedCharge, checked: boolean) => void) | null;
  onPickCost: ((items: PickedCharge[]) => void) | null;
  /** An action of the cost's own (save it as a rate). */
  costAction?: (cost: CostComparison['costs'][number]) => ReactNode;
};

/** Received costs side by side: one column per cost, one row per charge code, the cheapest marked. */
export function CostComparisonTable({
  comparison,
  picked,
  onToggle,
  onPickCost,
  costAction,
}: CostComparisonTableProps) {
  const { t } = useTranslation('pricing');
  const format = useFormatters();
  const { costs, rows } = comparison;
  const money = useMoney();
  const isLowest = (list: { currency: string; costIds: string[] }[], currency: string, costId: string) =>
    list.some((l) => l.currency === currency && l.costIds.includes(costId)) && costs.length > 1;

  if (costs.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="cost-comparison-empty">
        {t('comparison.empty')}
      </Text>
    );
  }

  const chargesOf = (costId: string): PickedCharge[] =>
    rows.flatMap((row) =>
      (row.cells.find((c) => c.costId === costId)?.charges ?? []).map((charge) => ({
        charge,
        chargeCode: row.chargeCode,
        costId,
      })),
    );

  return (
    <Table.ScrollContainer minWidth={400}>
      <Table withTableBorder withColumnBorders data-testid="cost-comparison">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('comparison.charge')}</Table.Th>
            {costs.map((cost) => (
              <Table.Th key={cost.id} data-testid="comparison-cost">
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {cost.provider.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      cost.description,
                      cost.carrier,
                      cost.transitDays !== null ? t('comparison.transit', { count: cost.transitDays }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  {cost.validUntil && (
                    <Text size="xs" c="dimmed">
                      {t('comparison.validUntil', { date: format.date(cost.validUntil) })}
                    </Text>
                  )}
                  {costAction?.(cost)}
                  {onPickCost && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => onPickCost(chargesOf(cost.id))}
                      data-testid="comparison-pick-cost"
                    >
                      {t('comparison.pickCost')}
                    </Button>
                  )}
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.chargeCode.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.chargeCode.concept}
                </Text>
                <Text size="xs" c="dimmed">
                  {chargeCodeName(row.chargeCode, currentLanguage())}
                </Text>
              </Table.Td>
              {row.cells.map((cell) => (
                <Table.Td key={cell.costId}>
                  <Stack gap={4}>
                    {cell.charges.map((charge) => {
                      const label = money(charge.currency, charge.total);
                      const lowest = isLowest(row.lowest, charge.currency, cell.costId);
                      return onToggle ? (
                        <Checkbox
                          key={charge.id}
                          size="xs"
                          checked={picked.has(charge.id)}
                          onChange={(e) =>
                            onToggle(
                              { charge, chargeCode: row.chargeCode, costId: cell.costId },
                              e.currentTarget.checked,
                            )
                          }
                          label={
                            <span>
                              {label}{' '}
                              {lowest && (
                                <Badge size="xs" color="green">
                                  {t('comparison.lowest')}
                                </Badge>
                              )}
                            </span>
                          }
                          aria-label={`${row.chargeCode.concept} ${label}`}
                          data-testid="comparison-charge"
                        />
                      ) : (
                        <Text key={charge.id} size="sm">
                          {label}{' '}
                          {lowest && (
                            <Badge size="xs" color="green">
                              {t('comparison.lowest')}
                            </Badge>
                          )}
                        </Text>
                      );
                    })}
                  </Stack>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={600}>{t('comparison.total')}</Table.Td>
            {costs.map((cost) => (
              <Table.Td key={cost.id} data-testid="comparison-total">
                {cost.totals.map((total) => (
                  <Text key={total.currency} size="sm" fw={600}>
                    {money(total.currency, total.amount)}{' '}
                    {isLowest(comparison.lowestTotals, total.currency, cost.id) && (
                      <Badge size="xs" color="green">
                        {t('comparison.lowest')}
                      </Badge>
                    )}
                  </Text>
                ))}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
