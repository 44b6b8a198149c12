import { ActionIcon, Badge, Button, Table, Text, Tooltip } from '@mantine/core';
import type { RateFinderOption, RateFinderResult } from '@freight/shared';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/formatting';

type Props = {
  result: RateFinderResult;
  /** Set when a quotation is chosen: each row offers to make its rate the quotation's cost. */
  onUse?: (option: RateFinderOption) => void;
  using?: boolean;
};

/** The finder's options, cheapest first in the chosen currency; a row opens on its cost lines. */
export function RateFinderResults({ result, onUse, using }: Props) {
  const { t } = useTranslation('rates');
  const f = useFormatters();
  const [open, setOpen] = useState<string | null>(null);
  const money = (currency: string, value: number) => `${currency} ${f.amount(value)}`;
  return (
    <Table striped highlightOnHover data-testid="rate-finder-results">
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th>{t('finder.columns.carrier')}</Table.Th>
          <Table.Th>{t('finder.columns.description')}</Table.Th>
          <Table.Th ta="right">{t('finder.columns.transitDays')}</Table.Th>
          <Table.Th ta="right">{t('finder.columns.freeDays')}</Table.Th>
          <Table.Th>{t('finder.columns.validTo')}</Table.Th>
          <Table.Th ta="right">{t('finder.columns.total', { currency: result.currency })}</Table.Th>
          {onUse && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {result.options.map((o) => {
          const expanded = open === o.rateId;
          return (
            <Fragment key={o.rateId}>
              <Table.Tr data-testid={`rate-finder-row-${o.rateId}`}>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    aria-expanded={expanded}
                    aria-label={t(expanded ? 'finder.hideLines' : 'finder.showLines')}
                    onClick={() => setOpen(expanded ? null : o.rateId)}
                    data-testid={`rate-finder-expand-${o.rateId}`}
                  >
                    {expanded ? '−' : '+'}
                  </ActionIcon>
                </Table.Td>
                <Table.Td>
                  {o.carrier.name} <Text span c="dimmed" size="xs">{`(${o.carrier.code})`}</Text>
                </Table.Td>
                <Table.Td>
                  {o.description} {o.container && <Badge variant="light">{o.container}</Badge>}
                </Table.Td>
                <Table.Td ta="right">{o.transitDays ?? '—'}</Table.Td>
                <Table.Td ta="right">{o.freeDays ?? '—'}</Table.Td>
                <Table.Td>{f.date(o.validTo)}</Table.Td>
                <Table.Td ta="right" data-testid={`rate-finder-total-${o.rateId}`}>
                  {o.total === null ? (
                    <Tooltip label={t('finder.noExchangeRate', { currencies: o.missingRates.join(', ') })}>
                      <Text span c="dimmed">
                        —
                      </Text>
                    </Tooltip>
                  ) : (
                    money(result.currency, o.total)
                  )}
                </Table.Td>
                {onUse && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      loading={using}
                      onClick={() => onUse(o)}
                      data-testid={`rate-finder-use-${o.rateId}`}
                    >
                      {t('finder.use')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
              {expanded && (
                <Table.Tr>
                  <Table.Td colSpan={onUse ? 8 : 7}>
                    <Table withRowBorders={false} data-testid={`rate-finder-lines-${o.rateId}`}>
                      <Table.Tbody>
                        {o.lines.map((l, i) => (
                          <Table.Tr key={i}>
                            <Table.Td>{l.concept}</Table.Td>
                            <Table.Td>
                              {l.description}{' '}
                              {l.surcharge && (
                                <Badge variant="outline" size="xs">
                                  {t('finder.surcharge')}
                                </Badge>
                              )}
                            </Table.Td>
                            <Table.Td ta="right">
                              {f.number(l.quantity)} × {money(l.currency, l.amountPerUnit)}
                            </Table.Td>
                            <Table.Td ta="right">{money(l.currency, l.total)}</Table.Td>
                          </Table.Tr>
                        ))}
                        {o.totals.map((s) => (
                          <Table.Tr key={s.currency}>
                            <Table.Td colSpan={3} ta="right" fw={600}>
                              {t('finder.totalIn', { currency: s.currency })}
                            </Table.Td>
                            <Table.Td ta="right" fw={600}>
                              {money(s.currency, s.total)}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
