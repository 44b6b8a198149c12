import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { canAddConcept, centsToString, MAX_CHARGES_PER_COST } from '@freight/shared';
import type { TFunction } from 'i18next';
import { openConfirm } from '@/components/confirm';
import { DateTextInput } from '@/components/dates';
import { useFormatters } from '@/lib/formatting';
import { NumericInput, type NumericValue } from '@/components/number-input';
import { ChargeRow } from './charge-row';
import {
  costHasEntries,
  costTotals,
  emptyCharge,
  type ChargeValues,
  type CostValues,
  type FieldProblems,
  type NumberValue,
} from './cost-form-values';

type CostCardProps = {
  t: TFunction;
  index: number;
  cost: CostValues;
  codeOptions: { value: string; label: string }[];
  problems: FieldProblems;
  ruleMessage: (rule: string, params?: Record<string, string | number>) => string;
  onChange: (cost: CostValues) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  /** The quantity a new concept starts with. */
  defaultQuantity?: number;
};

// Refused text counts as empty here; the field keeps showing it and the send refuses it.
const toNumber = (value: NumericValue): NumberValue => (typeof value === 'number' ? value : '');

/** One cost (an offer of the agent) with its concepts. */
export function CostCard({
  t,
  index,
  cost,
  codeOptions,
  problems,
  ruleMessage,
  onChange,
  onDuplicate,
  onRemove,
  defaultQuantity = 1,
}: CostCardProps) {
  const format = useFormatters();
  const testId = `cost-${index}`;
  const set = (patch: Partial<CostValues>) => onChange({ ...cost, ...patch });
  const setCharge = (j: number, patch: Partial<ChargeValues>) =>
    set({ charges: cost.charges.map((c, k) => (k === j ? { ...c, ...patch } : c)) });
  const chargesProblem = problems[`costs.${index}.charges`];
  const canAdd = canAddConcept({ charges: cost.charges.map((c) => ({ chargeCodeId: c.chargeCodeId })) });
  const full = cost.charges.length >= MAX_CHARGES_PER_COST;
  // A card with something entered is lost whole: ask first (an empty one just goes).
  const remove = () => {
    if (!costHasEntries(cost, defaultQuantity)) {
      onRemove();
      return;
    }
    openConfirm({
      message: t('agentCosts:cost.removeConfirm', { n: index + 1 }),
      confirmLabel: t('agentCosts:cost.removeAction'),
      cancelLabel: t('common:confirm.back'),
      danger: true,
      onConfirm: onRemove,
    });
  };
  const fieldError = (field: string) => {
    const p = problems[`costs.${index}.${field}`];
    return p ? ruleMessage(p.rule, p.params) : undefined;
  };

  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('agentCosts:cost.title', { n: index + 1 })}</Title>
          <Group gap="xs">
            <Button variant="light" size="xs" onClick={onDuplicate} data-testid={`${testId}-duplicate`}>
              {t('agentCosts:cost.duplicate')}
            </Button>
            <Button variant="subtle" color="red" size="xs" onClick={remove} data-testid={`${testId}-remove`}>
              {t('agentCosts:cost.remove')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput
            label={t('agentCosts:cost.description')}
            value={cost.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            maxLength={200}
            error={fieldError('description')}
            data-testid={`${testId}-description`}
          />
          <DateTextInput
            label={t('agentCosts:cost.validUntil')}
            value={cost.validUntil}
            onChange={(validUntil) => set({ validUntil })}
            error={fieldError('validUntil')}
            data-testid={`${testId}-valid-until`}
          />
          <TextInput
            label={t('agentCosts:cost.route')}
            value={cost.route}
            onChange={(e) => set({ route: e.currentTarget.value })}
            maxLength={200}
            error={fieldError('route')}
            data-testid={`${testId}-route`}
          />
          <NumericInput
            label={t('agentCosts:cost.transitDays')}
            value={cost.transitDays}
            onChange={(v) => set({ transitDays: toNumber(v) })}
            decimalScale={0}
            error={fieldError('transitDays')}
            data-testid={`${testId}-transit-days`}
          />
          <NumericInput
            label={t('agentCosts:cost.freeDays')}
            value={cost.freeDays}
            onChange={(v) => set({ freeDays: toNumber(v) })}
            decimalScale={0}
            error={fieldError('freeDays')}
            data-testid={`${testId}-free-days`}
          />
          <TextInput
            label={t('agentCosts:cost.carrier')}
            value={cost.carrier}
            onChange={(e) => set({ carrier: e.currentTarget.value })}
            maxLength={100}
            error={fieldError('carrier')}
            data-testid={`${testId}-carrier`}
          />
        </SimpleGrid>
        <Textarea
          label={t('agentCosts:cost.comments')}
          value={cost.comments}
          onChange={(e) => set({ comments: e.currentTarget.value })}
          maxLength={2000}
          autosize
          minRows={2}
          maxRows={5}
          error={fieldError('comments')}
          data-testid={`${testId}-comments`}
        />
        <Divider label={t('agentCosts:cost.charges')} labelPosition="left" />
        {cost.charges.map((charge, j) => {
          const codeProblem = problems[`costs.${index}.charges.${j}.chargeCodeId`];
          return (
            <ChargeRow
              key={charge.key}
              t={t}
              charge={charge}
              codeOptions={codeOptions}
              codeError={codeProblem ? ruleMessage(codeProblem.rule, codeProblem.params) : undefined}
              onChange={(patch) => setCharge(j, patch)}
              onRemove={() => set({ charges: cost.charges.filter((_, k) => k !== j) })}
              testId={`${testId}-charge-${j}`}
            />
          );
        })}
        {chargesProblem && (
          <Alert color="red" variant="light" data-testid={`${testId}-charges-error`}>
            {ruleMessage(chargesProblem.rule, chargesProblem.params)}
          </Alert>
        )}
        <Group justify="space-between" align="center">
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={!canAdd}
              onClick={() =>
                set({ charges: [...cost.charges, emptyCharge(cost.charges.at(-1)?.currency, defaultQuantity)] })
              }
              data-testid={`${testId}-add-charge`}
            >
              {t('agentCosts:cost.addCharge')}
            </Button>
            {!canAdd && (
              <Text size="xs" c="dimmed" data-testid={`${testId}-add-charge-hint`}>
                {full ? t('agentCosts:cost.maxCharges', { max: MAX_CHARGES_PER_COST }) : t('agentCosts:cost.codeFirst')}
              </Text>
            )}
          </Group>
          <Group gap="md" data-testid={`${testId}-totals`}>
            {costTotals(cost).map(([currency, total]) => (
              <Text key={currency} fw={600}>
                {t('agentCosts:cost.total')} {currency} {format.amount(centsToString(total))}
              </Text>
            ))}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
