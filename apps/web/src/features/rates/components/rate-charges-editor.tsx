import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CURRENCIES,
  RATE_CALCULATORS,
  RATE_RANGE_BASES,
  type Currency,
  type RateCalculator,
  type RateRangeBasis,
} from '@freight/shared';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { NumericInput } from '@/components/number-input';
import { useChargeCodeOptions } from '../api/rate-options';
import { emptyCharge, emptyRange, type RateFormState } from './rate-form-values';

type Props = { form: UseFormReturnType<RateFormState>; readOnly: boolean };

const num = (n: number | string): number | '' => (typeof n === 'number' ? n : '');

/** The charges of a rate: concept, currency, calculator, amount, minimum and, when priced by ranges, their brackets. */
export function RateChargesEditor({ form, readOnly }: Props) {
  const { t } = useTranslation('rates');
  const codes = useChargeCodeOptions();
  const codeData = (codes.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.concept} – ${c.description}` }));
  const err = (path: string) => form.errors[path] as string | undefined;

  return (
    <Stack gap="sm" data-testid="rate-charges">
      {form.values.charges.map((c, i) => {
        const at = `charges.${i}`;
        const percent = c.calculator === 'PERCENT_OF_FREIGHT';
        return (
          <Paper key={c.key} withBorder p="sm" data-testid={`rate-charge-${i}`}>
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 4 }}>
                <Select
                  label={t('charge.chargeCode')}
                  data={codeData}
                  searchable
                  value={c.chargeCodeId}
                  onChange={(v) => form.setFieldValue(`${at}.chargeCodeId`, v)}
                  error={err(`${at}.chargeCodeId`)}
                  disabled={readOnly}
                  data-testid={`rate-charge-${i}-code`}
                />
                <TextInput
                  label={t('charge.description')}
                  {...form.getInputProps(`${at}.description`)}
                  disabled={readOnly}
                />
                <Select<Currency>
                  label={t('charge.currency')}
                  data={[...CURRENCIES]}
                  value={c.currency}
                  onChange={(v) => v && form.setFieldValue(`${at}.currency`, v)}
                  allowDeselect={false}
                  disabled={readOnly}
                  data-testid={`rate-charge-${i}-currency`}
                />
                <Select<RateCalculator>
                  label={t('charge.calculator')}
                  data={RATE_CALCULATORS.map((value) => ({ value, label: t(`calculators.${value}`) }))}
                  value={c.calculator}
                  onChange={(v) => v && form.setFieldValue(`${at}.calculator`, v)}
                  allowDeselect={false}
                  disabled={readOnly}
                  data-testid={`rate-charge-${i}-calculator`}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 4 }}>
                <NumericInput
                  label={percent ? t('charge.percent') : t('charge.amount')}
                  value={c.amount}
                  onChange={(v) => form.setFieldValue(`${at}.amount`, num(v))}
                  error={err(`${at}.amount`)}
                  disabled={readOnly}
                  data-testid={`rate-charge-${i}-amount`}
                />
                <NumericInput
                  label={t('charge.minimumAmount')}
                  value={c.minimumAmount}
                  onChange={(v) => form.setFieldValue(`${at}.minimumAmount`, num(v))}
                  error={err(`${at}.minimumAmount`)}
                  disabled={readOnly}
                  data-testid={`rate-charge-${i}-minimum`}
                />
                <NumericInput
                  label={t('charge.minimumBelow')}
                  description={t('charge.minimumBelowHint')}
                  value={c.minimumBelow}
                  onChange={(v) => form.setFieldValue(`${at}.minimumBelow`, num(v))}
                  error={err(`${at}.minimumBelow`)}
                  decimalScale={3}
                  disabled={readOnly}
                />
                <Select<RateRangeBasis>
                  label={t('charge.rangeBasis')}
                  placeholder={t('charge.noRanges')}
                  data={RATE_RANGE_BASES.map((value) => ({ value, label: t(`rangeBases.${value}`) }))}
                  value={c.rangeBasis}
                  onChange={(v) => form.setFieldValue(`${at}.rangeBasis`, v)}
                  error={err(`${at}.rangeBasis`)}
                  clearable
                  disabled={readOnly || percent}
                  data-testid={`rate-charge-${i}-range-basis`}
                />
              </SimpleGrid>
              <Group justify="space-between">
                <Checkbox
                  label={t('charge.freight')}
                  checked={c.freight}
                  onChange={(e) => form.setFieldValue(`${at}.freight`, e.currentTarget.checked)}
                  disabled={readOnly || percent}
                />
                {!readOnly && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => form.removeListItem('charges', i)}
                    data-testid={`rate-charge-${i}-remove`}
                  >
                    {t('charge.remove')}
                  </Button>
                )}
              </Group>
              {c.rangeBasis && (
                <Stack gap={4}>
                  {err(`${at}.ranges`) && (
                    <Text size="sm" c="red">
                      {err(`${at}.ranges`)}
                    </Text>
                  )}
                  <Table withRowBorders={false}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('range.from')}</Table.Th>
                        <Table.Th>{t('range.to')}</Table.Th>
                        <Table.Th>{t('range.amount')}</Table.Th>
                        <Table.Th />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {c.ranges.map((r, j) => {
                        const rp = `${at}.ranges.${j}`;
                        return (
                          <Table.Tr key={r.key}>
                            <Table.Td>
                              <NumericInput
                                aria-label={t('range.from')}
                                value={r.from}
                                onChange={(v) => form.setFieldValue(`${rp}.from`, num(v))}
                                error={err(`${rp}.from`)}
                                decimalScale={3}
                                disabled={readOnly}
                                data-testid={`rate-charge-${i}-range-${j}-from`}
                              />
                            </Table.Td>
                            <Table.Td>
                              <NumericInput
                                aria-label={t('range.to')}
                                placeholder={t('range.open')}
                                value={r.to}
                                onChange={(v) => form.setFieldValue(`${rp}.to`, num(v))}
                                error={err(`${rp}.to`)}
                                decimalScale={3}
                                disabled={readOnly}
                                data-testid={`rate-charge-${i}-range-${j}-to`}
                              />
                            </Table.Td>
                            <Table.Td>
                              <NumericInput
                                aria-label={t('range.amount')}
                                value={r.amount}
                                onChange={(v) => form.setFieldValue(`${rp}.amount`, num(v))}
                                error={err(`${rp}.amount`)}
                                disabled={readOnly}
                                data-testid={`rate-charge-${i}-range-${j}-amount`}
                              />
                            </Table.Td>
                            <Table.Td>
                              {!readOnly && (
                                <ActionIcon
                                  variant="subtle"
                                  color="red"
                                  aria-label={t('range.remove')}
                                  onClick={() => form.removeListItem(`${at}.ranges`, j)}
                                >
                                  ×
                                </ActionIcon>
                              )}
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                  {!readOnly && (
                    <Group>
                      <Button
                        variant="light"
                        size="xs"
                        onClick={() => form.insertListItem(`${at}.ranges`, emptyRange())}
                        data-testid={`rate-charge-${i}-add-range`}
                      >
                        {t('range.add')}
                      </Button>
                    </Group>
                  )}
                </Stack>
              )}
            </Stack>
          </Paper>
        );
      })}
      {!readOnly && (
        <Group>
          <Button
            variant="light"
            onClick={() => form.insertListItem('charges', emptyCharge(form.values.charges.length === 0))}
            data-testid="rate-add-charge"
          >
            {t('charge.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
