import { ActionIcon, Group, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import {
  centsToString,
  CURRENCIES,
  RANGE_BASES,
  UNIT_AMOUNT_SCALE,
  type Currency,
  type RangeBasis,
} from '@freight/shared';
import type { TFunction } from 'i18next';
import { useFormatters } from '@/lib/formatting';
import { NumericInput, type NumericValue } from '@/components/number-input';
import { chargeValuesTotal, type ChargeMode, type ChargeValues, type NumberValue } from './cost-form-values';

type ChargeRowProps = {
  t: TFunction;
  charge: ChargeValues;
  codeOptions: { value: string; label: string }[];
  codeError?: string;
  onChange: (patch: Partial<ChargeValues>) => void;
  onRemove: () => void;
  testId: string;
};

// Refused text counts as empty here; the field keeps showing it and the send refuses it.
const toNumber = (value: NumericValue): NumberValue => (typeof value === 'number' ? value : '');

/** One concept of a cost: code, description, currency, amount and quantity or range, and its total. */
export function ChargeRow({ t, charge, codeOptions, codeError, onChange, onRemove, testId }: ChargeRowProps) {
  const format = useFormatters();
  const total = chargeValuesTotal(charge);
  return (
    <Group align="flex-start" gap="xs" wrap="wrap" data-testid={testId}>
      <Select
        label={t('agentCosts:charge.code')}
        placeholder={t('agentCosts:charge.codePlaceholder')}
        data={codeOptions}
        value={charge.chargeCodeId}
        onChange={(chargeCodeId) => onChange({ chargeCodeId })}
        searchable
        nothingFoundMessage={t('agentCosts:charge.noCodes')}
        error={codeError}
        // Wide enough for "CODE — description"; the open list is as wide as its longest option.
        w={320}
        comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
        data-testid={`${testId}-code`}
      />
      <TextInput
        label={t('agentCosts:charge.description')}
        value={charge.description}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
        maxLength={200}
        w={170}
        data-testid={`${testId}-description`}
      />
      <Select<Currency>
        label={t('agentCosts:charge.currency')}
        data={[...CURRENCIES]}
        value={charge.currency}
        onChange={(currency) => currency && onChange({ currency })}
        allowDeselect={false}
        w={90}
        data-testid={`${testId}-currency`}
      />
      <NumericInput
        label={t('agentCosts:charge.amountPerUnit')}
        value={charge.amountPerUnit}
        onChange={(v) => onChange({ amountPerUnit: toNumber(v) })}
        decimalScale={UNIT_AMOUNT_SCALE}
        w={130}
        data-testid={`${testId}-amount`}
      />
      <SegmentedControl<ChargeMode>
        mt={24}
        size="xs"
        value={charge.mode}
        onChange={(mode) => onChange({ mode })}
        data={[
          { value: 'QUANTITY', label: t('agentCosts:charge.byQuantity') },
          { value: 'RANGE', label: t('agentCosts:charge.byRange') },
        ]}
        data-testid={`${testId}-mode`}
      />
      {charge.mode === 'QUANTITY' ? (
        <NumericInput
          label={t('agentCosts:charge.quantity')}
          value={charge.quantity}
          onChange={(v) => onChange({ quantity: toNumber(v) })}
          decimalScale={3}
          w={100}
          data-testid={`${testId}-quantity`}
        />
      ) : (
        <>
          <Select<RangeBasis>
            label={t('agentCosts:charge.rangeBasis')}
            data={RANGE_BASES.map((b) => ({ value: b, label: t(`agentCosts:charge.rangeBases.${b}`) }))}
            value={charge.rangeBasis}
            onChange={(rangeBasis) => rangeBasis && onChange({ rangeBasis })}
            allowDeselect={false}
            w={130}
            data-testid={`${testId}-range-basis`}
          />
          <NumericInput
            label={t('agentCosts:charge.rangeFrom')}
            value={charge.rangeFrom}
            onChange={(v) => onChange({ rangeFrom: toNumber(v) })}
            decimalScale={2}
            w={80}
            data-testid={`${testId}-range-from`}
          />
          <NumericInput
            label={t('agentCosts:charge.rangeTo')}
            value={charge.rangeTo}
            onChange={(v) => onChange({ rangeTo: toNumber(v) })}
            decimalScale={2}
            w={80}
            data-testid={`${testId}-range-to`}
          />
        </>
      )}
      <div>
        <Text size="sm" fw={500}>
          {t('agentCosts:charge.total')}
        </Text>
        <Text mt={6} data-testid={`${testId}-total`}>
          {charge.currency} {format.amount(centsToString(total))}
        </Text>
      </div>
      <ActionIcon
        mt={26}
        variant="subtle"
        color="red"
        onClick={onRemove}
        aria-label={t('agentCosts:charge.remove')}
        title={t('agentCosts:charge.remove')}
        data-testid={`${testId}-remove`}
      >
        ✕
      </ActionIcon>
    </Group>
  );
}
