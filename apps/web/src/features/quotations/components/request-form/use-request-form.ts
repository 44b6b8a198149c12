import type { ReferenceData } from '@freight/shared';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '@/components/dates';
import { notifyError } from '@/components/notify';
import { validationFields } from '@/components/request-form/server-problems';
import { i18n } from '@/lib/i18n';
import { useFormatters } from '@/lib/formatting';
import { useCreateQuotation } from '../../api/create-quotation';
import type { RequestAutosave } from './autosave/request-autosave';
import { formProblems, fromFieldErrors, isLiveRule, type FormProblem } from '@/components/request-form/form-rules';
import { formSections, type RequestFormValues } from '@/components/request-form/form-values';
import { messagesByPath } from '@/components/request-form/problem-messages';
import { choiceFields, effectiveChoice, type PricingChoice } from './pricing-choice';
import { toCreateBody } from '@/components/request-form/request-body';
import type { RequestForm, RequestFormContext } from '@/components/request-form/request-form-context';

export type { RequestForm, RequestFormContext };

type Options = {
  reference: ReferenceData;
  initialValues: RequestFormValues;
  /** What "unsaved changes" compares with when the form starts from restored work (else initialValues). */
  dirtyBaseline?: RequestFormValues;
  /** Keeps the work as it is typed, saves the draft and ends it once sent. */
  autosave: RequestAutosave;
  onCreated: (reference: string) => void;
};

function notifyInvalid(): void {
  notifications.show({
    color: 'red',
    title: i18n.t('common:alerts.errorTitle'),
    message: i18n.t('quotationForm:invalid'),
  });
}

/**
 * The request form's state: Mantine form values, the shared per-service rules run on every change,
 * sending (server field errors mapped back to the fields) and saving as a draft.
 */
export function useRequestForm({ reference, initialValues, dirtyBaseline, autosave, onCreated }: Options) {
  const { t, i18n: i18nInstance } = useTranslation(['quotationForm', 'common']);
  const { timeZone } = useFormatters();
  const form = useForm<RequestFormValues>({
    mode: 'controlled',
    initialValues,
    onValuesChange: (values) => autosave.change(values),
  });
  // Restored work is still unsaved: closing the form asks, as it would have before the reload.
  useEffect(() => {
    if (dirtyBaseline && dirtyBaseline !== initialValues) form.resetDirty(dirtyBaseline);
  }, []);
  const [sending, setSending] = useState(false);
  const [savingDraft, setSavingDraft] = useState(false);
  // "Required" messages wait for the first send, so a fresh form is not all red.
  const [attempted, setAttempted] = useState(false);
  // The commercial's pricing choice in the instant quote (null: not touched, the form's default
  // applies) and whether the quote shows a rule that would price the request.
  const [pricingChoice, setPricingChoice] = useState<PricingChoice | null>(null);
  const [ruleOffered, setRuleOffered] = useState(false);
  const choice = effectiveChoice(pricingChoice, ruleOffered);
  const create = useCreateQuotation();

  const today = todayIn(new Date(), timeZone);
  const problems = useMemo(() => formProblems(form.values, today), [form.values, today]);
  const shown = attempted ? problems : problems.filter((p) => isLiveRule(p.rule));
  const language = i18nInstance.language;
  const liveMessages = useMemo(() => messagesByPath(t, language, shown), [t, language, shown]);

  const errorOf = (path: string): string | undefined => {
    const server = form.errors[path];
    return typeof server === 'string' ? server : liveMessages[path];
  };

  const showServerProblems = (list: FormProblem[]) => form.setErrors(messagesByPath(t, language, list));

  const submit = async () => {
    setAttempted(true);
    if (problems.length > 0) {
      notifyInvalid();
      return;
    }
    setSending(true);
    try {
      const body = toCreateBody(form.getValues());
      const { reference: created } = await create.mutateAsync({ ...body, ...choiceFields(choice) });
      // The draft became a request: it must not be resumed a second time, nor brought back.
      await autosave.sent();
      form.resetDirty();
      notifications.show({
        color: 'green',
        title: t('common:alerts.successTitle'),
        message: t('created', { reference: created }),
      });
      onCreated(created);
    } catch (error) {
      const fields = validationFields(error);
      if (fields) {
        showServerProblems(fromFieldErrors(fields));
        notifyInvalid();
      } else notifyError(error);
    } finally {
      setSending(false);
    }
  };

  const saveAsDraft = async () => {
    const values = form.getValues();
    setSavingDraft(true);
    try {
      // After any autosave on its way; a draft deleted meanwhile (another tab) is saved as a new one.
      await autosave.saveNow(values);
      form.resetDirty(values);
      // Spec section 8: quoted title and message.
      notifications.show({ color: 'green', title: t('draft.savedTitle'), message: t('draft.savedMessage') });
    } catch (error) {
      notifyError(error);
    } finally {
      setSavingDraft(false);
    }
  };

  const context: RequestFormContext = { form, reference, sections: formSections(form.values), errorOf };
  const unplaced = Object.entries(form.errors).filter(
    (entry): entry is [string, string] => !isPlacedPath(entry[0]) && typeof entry[1] === 'string',
  );
  return {
    context,
    submit,
    saveAsDraft,
    instant: { choice, choose: setPricingChoice, offerRule: setRuleOffered },
    submitting: create.isPending || sending,
    savingDraft,
    /** Server messages for fields the form has no input for (shown in one alert). */
    unplacedErrors: unplaced.map(([, message]) => message),
  };
}

// Top-level paths the form shows an error at; a server error elsewhere goes to the summary alert.
const PLACED_ROOTS = new Set<string>([
  'company',
  'service',
  'client',
  'origin',
  'destination',
  'incoterm',
  'containers',
  'trucks',
  'packingLines',
  'measureSystem',
  'commodityType',
  'goodsDescription',
  'stackable',
  'goodsValue',
  'goodsCurrency',
  'insuranceValue',
  'insuranceCurrency',
  'pickup',
  'express',
  'shipmentDate',
  'goodsReadyDate',
  'sellers',
  'buyers',
  'clientReference',
  'pricingComments',
  'notes',
  'attachments',
]);

function isPlacedPath(path: string): boolean {
  return PLACED_ROOTS.has(path.split('.')[0]);
}
