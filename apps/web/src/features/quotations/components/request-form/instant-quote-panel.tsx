import { Alert, Badge, Group, Loader, Radio, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import { useInstantQuote } from '../../api/instant-quote';
import { instantQuoteInput } from './instant-quote-input';
import type { PricingChoice } from './pricing-choice';
import type { RequestFormContext } from './use-request-form';

// The form settles this long before the lane and cargo are priced again.
const QUOTE_DEBOUNCE_MS = 400;

type Props = RequestFormContext & {
  choice: PricingChoice;
  onChoose: (choice: PricingChoice | null) => void;
  /** Tells the form whether a rule would price the request (its default choice then). */
  onRuleOffered: (offered: boolean) => void;
};

// Radio values besides a rate id.
const BY_RULE = 'rule';
const TO_PRICING = '';

/**
 * Prices from the company's valid rates appear as soon as the lane, the service and the cargo are
 * filled: per carrier the total with margin and VAT, transit time and validity. Choosing one sends
 * the request already priced; when a quotation rule would price it on its own, the panel names the
 * rule (the default then); "send to pricing" always wins over any rule.
 */
export function InstantQuotePanel({ form, choice, onChoose, onRuleOffered }: Props) {
  const { t } = useTranslation('quotationForm');
  const f = useFormatters();
  const input = useMemo(() => instantQuoteInput(form.values), [form.values]);
  const [debounced] = useDebouncedValue(input, QUOTE_DEBOUNCE_MS);
  const quote = useInstantQuote(input ? debounced : null);
  const options = input ? (quote.data?.options ?? []) : [];
  const auto = input ? (quote.data?.autoPricing ?? null) : null;
  const chosenRate = choice.kind === 'rate' ? choice.rateId : null;

  useEffect(() => {
    if (!quote.isFetching) onRuleOffered(auto !== null);
  }, [auto, quote.isFetching, onRuleOffered]);
  // A rate or rule the new lane or cargo no longer offers is dropped (back to the form's default).
  useEffect(() => {
    if (quote.isFetching) return;
    if (chosenRate && !options.some((o) => o.rateId === chosenRate)) onChoose(null);
    if (choice.kind === 'rule' && !auto) onChoose(null);
  }, [chosenRate, choice.kind, auto, options, quote.isFetching, onChoose]);

  if (!input)
    return (
      <Text size="sm" c="dimmed" data-testid="instant-quote-waiting">
        {t('instant.waiting')}
      </Text>
    );
  if (quote.isPending) return <Loader size="sm" data-testid="instant-quote-loading" />;
  if (quote.isError)
    return (
      <Alert color="red" data-testid="instant-quote-error">
        {translateError(t, quote.error)}
      </Alert>
    );
  if (options.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="instant-quote-empty">
        {t('instant.none')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="instant-quote">
      <Group gap="xs">
        <Text size="sm">
          {quote.data?.rule
            ? t('instant.marginOfRule', { margin: f.percent(quote.data.marginPercent), rule: quote.data.rule.name })
            : t('instant.marginDefault', { margin: f.percent(quote.data?.marginPercent ?? 0) })}
        </Text>
        {quote.isFetching && <Loader size="xs" />}
      </Group>
      <Radio.Group
        value={choice.kind === 'rate' ? choice.rateId : choice.kind === 'rule' ? BY_RULE : TO_PRICING}
        onChange={(v) =>
          onChoose(
            v === BY_RULE ? { kind: 'rule' } : v === TO_PRICING ? { kind: 'pricing' } : { kind: 'rate', rateId: v },
          )
        }
      >
        <Table.ScrollContainer minWidth={640} type="native">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t('instant.columns.carrier')}</Table.Th>
                <Table.Th>{t('instant.columns.total')}</Table.Th>
                <Table.Th>{t('instant.columns.transit')}</Table.Th>
                <Table.Th>{t('instant.columns.validTo')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {options.map((o, i) => (
                <Table.Tr key={o.rateId} data-testid="instant-quote-option" data-rate-id={o.rateId}>
                  <Table.Td>
                    <Radio
                      value={o.rateId}
                      aria-label={t('instant.choose', { carrier: o.carrier.name })}
                      data-testid={`instant-quote-choose-${i}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {o.carrier.name}{' '}
                      {i === 0 && (
                        <Badge size="xs" color="green">
                          {t('instant.cheapest')}
                        </Badge>
                      )}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {o.description}
                    </Text>
                    {/* Lines the surcharge table added to the rate (issue 44), each on its own. */}
                    {o.charges.some((c) => c.surcharge) && (
                      <Text size="xs" c="dimmed" data-testid="instant-quote-surcharges">
                        {t('instant.surcharges', {
                          lines: o.charges
                            .filter((c) => c.surcharge)
                            .map((c) => `${c.concept} ${c.currency} ${f.amount(c.cost)}`)
                            .join(' · '),
                        })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-testid="instant-quote-total">
                    {o.totals.map((x) => (
                      <Text key={x.currency} size="sm">
                        {x.currency} {f.amount(x.total)}
                        {x.tax > 0 && (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            ({t('instant.taxIncluded', { tax: f.amount(x.tax) })})
                          </Text>
                        )}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>{o.transitDays === null ? '—' : t('instant.days', { count: o.transitDays })}</Table.Td>
                  <Table.Td>{f.date(o.validTo)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {auto && (
          <Radio
            value={BY_RULE}
            label={t('instant.byRule', { rule: auto.rule.name, carrier: auto.carrier })}
            mt="xs"
            data-testid="instant-quote-by-rule"
          />
        )}
        <Radio value={TO_PRICING} label={t('instant.toPricing')} mt="xs" data-testid="instant-quote-to-pricing" />
      </Radio.Group>
    </Stack>
  );
}
