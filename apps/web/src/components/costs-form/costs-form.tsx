import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FieldError, Language } from '@freight/shared';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { revealFirstInvalid, stopOnRefusedNumber } from '@/components/forms';
import { isApiError } from '@/lib/api-client';
import { CostCard } from './cost-card';
import {
  costsHaveEntries,
  distinctRules,
  duplicateCost,
  emptyCost,
  formViolations,
  problemsByField,
  toPayload,
  type CostsPayload,
  type CostValues,
} from './cost-form-values';
import { useDirtyReport } from '@/components/unsaved';

export type CostsFormProps = {
  chargeCodes: readonly { id: string; concept: string; description: string }[];
  /** Shows the form in this language (the agent's) instead of the UI's. */
  language?: Language;
  /**
   * Sends the costs. A VALIDATION_FAILED refusal is shown on the fields by the form;
   * any other failure is the caller's to show.
   */
  onSubmit: (payload: CostsPayload) => Promise<unknown>;
  submitting: boolean;
  /** The quantity new concepts start with (the chargeable W/M or kg); 1 when not given. */
  defaultQuantity?: number;
  /** Kept pointing at "costs are entered and not sent" (for the page's leave guard); false once the form is gone. */
  dirtyRef?: RefObject<() => boolean>;
};

const KNOWN_RULES = new Set([
  'atLeastOneCost',
  'atLeastOneCharge',
  'chargeCodeRequired',
  'atLeastOneChargeWithValue',
  'tooManyCharges',
  'maxDecimalPlaces',
]);

function serverFieldErrors(error: unknown): FieldError[] | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return null;
  const fields = error.details?.fields;
  return Array.isArray(fields) ? (fields as FieldError[]) : [];
}

/**
 * The cost-form of spec section 5: one or more costs, each with concepts; shared by the agent's
 * link page and pricing's agent quote. Every rule refuses with its own message, on the field and in a toast.
 */
export function CostsForm({
  chargeCodes,
  language,
  onSubmit,
  submitting,
  defaultQuantity = 1,
  dirtyRef,
}: CostsFormProps) {
  const { t } = useTranslation(['agentCosts', 'common', 'errors'], { lng: language });
  const [costs, setCosts] = useState<CostValues[]>(() => [emptyCost(defaultQuantity)]);
  const [attempted, setAttempted] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  useDirtyReport(dirtyRef, () => costsHaveEntries(costs, defaultQuantity));

  const codeOptions = useMemo(
    () =>
      chargeCodes.map((c) => ({ value: c.id, label: c.description ? `${c.concept} — ${c.description}` : c.concept })),
    [chargeCodes],
  );
  const problems = useMemo(
    () => problemsByField([...(attempted ? formViolations(costs) : []), ...serverErrors]),
    [attempted, costs, serverErrors],
  );
  const ruleMessage = (rule: string, params?: Record<string, string | number>) =>
    t(`agentCosts:rules.${KNOWN_RULES.has(rule) ? rule : 'invalid'}`, { max: 0, ...params });
  const costsProblem = problems.costs;

  const update = (next: CostValues[]) => {
    setCosts(next);
    setServerErrors([]);
  };

  const toastRules = (errors: readonly FieldError[]) => {
    for (const { rule, params } of distinctRules(errors)) {
      notifications.show({ color: 'red', title: t('common:alerts.errorTitle'), message: ruleMessage(rule, params) });
    }
  };

  const send = async () => {
    try {
      await onSubmit(toPayload(costs));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        setServerErrors(fields);
        if (fields.length > 0) toastRules(fields);
        else
          notifications.show({
            color: 'red',
            title: t('common:alerts.errorTitle'),
            message: t('errors:VALIDATION_FAILED'),
          });
      }
    }
  };

  const submit = () => {
    setAttempted(true);
    if (stopOnRefusedNumber(rootRef.current)) return;
    const violations = formViolations(costs);
    if (violations.length > 0) {
      toastRules(violations);
      void revealFirstInvalid(rootRef.current);
      return;
    }
    openConfirm({
      message: t('agentCosts:confirmSend', { count: costs.length }),
      confirmLabel: t('agentCosts:send'),
      cancelLabel: t('common:confirm.back'),
      onConfirm: () => void send(),
    });
  };

  return (
    <Stack gap="md" ref={rootRef} data-testid="costs-form">
      {costs.map((cost, i) => (
        <CostCard
          key={cost.key}
          t={t}
          index={i}
          cost={cost}
          codeOptions={codeOptions}
          problems={problems}
          ruleMessage={ruleMessage}
          defaultQuantity={defaultQuantity}
          onChange={(next) => update(costs.map((c, k) => (k === i ? next : c)))}
          onDuplicate={() => update([...costs.slice(0, i + 1), duplicateCost(cost), ...costs.slice(i + 1)])}
          // Asked first when the card holds anything (CostCard): by key, whatever changed meanwhile.
          onRemove={() => {
            setCosts((all) => all.filter((c) => c.key !== cost.key));
            setServerErrors([]);
          }}
        />
      ))}
      {costsProblem && (
        <Alert color="red" variant="light" data-testid="costs-error">
          {ruleMessage(costsProblem.rule, costsProblem.params)}
        </Alert>
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={() => update([...costs, emptyCost(defaultQuantity)])}
          data-testid="costs-add-cost"
        >
          {t('agentCosts:addCost')}
        </Button>
        <Button onClick={submit} loading={submitting} data-testid="costs-submit">
          {t('agentCosts:send')}
        </Button>
      </Group>
    </Stack>
  );
}
