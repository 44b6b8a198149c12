import { type FieldError, type RateDetail, RATE_FORM_SLOTS, type RateFormSlot } from '@freight/shared';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '@/components/notify';
import { isApiError } from '@/lib/api-client';
import { useFormatters } from '@/lib/formatting';
import { useSaveRate } from '../api/save-rate';
import { rateFieldMessage, type RateFieldError } from './rate-field-errors';
import { checkRateForm, formPath, rateBody, type RateFormState } from './rate-form-values';

const SLOT_OF_CODE: Record<string, RateFormSlot> = Object.fromEntries(RATE_FORM_SLOTS.map((s) => [`RATE_${s}`, s]));

/**
 * Saving the rate form: the browser's checks first, then the API's; either way the refused fields get
 * their message and the missing charge kinds (slots) their alert. A save opens the stored version.
 */
export function useRateSubmit(form: UseFormReturnType<RateFormState>, detail: RateDetail | null) {
  const { t } = useTranslation(['rates', 'nav']);
  const f = useFormatters();
  const navigate = useNavigate();
  const save = useSaveRate();
  const [slots, setSlots] = useState<RateFormSlot[]>([]);
  const v = form.values;
  const message = (path: string, error: RateFieldError) => {
    const { key, params } = rateFieldMessage(path, error);
    const figures = Object.fromEntries(
      Object.entries(params).map(([k, x]) => [k, typeof x === 'number' ? f.number(x) : x]),
    );
    return t(key, figures);
  };

  const show = (found: RateFormSlot[], fields: Record<string, RateFieldError>) => {
    setSlots(found);
    form.setErrors(
      Object.fromEntries(Object.entries(fields).map(([path, error]) => [formPath(path), message(path, error)])),
    );
  };

  const submit = async () => {
    const check = checkRateForm(v);
    show(check.slots, check.fields);
    if (check.slots.length || Object.keys(check.fields).length) return;
    try {
      const saved = await save.mutateAsync({ id: detail?.id, body: rateBody(v) });
      // What was sent is saved: going to the stored version (or staying on it) asks nothing.
      form.resetDirty(v);
      notifySuccess(
        t(saved.id !== detail?.id && detail ? 'toasts.newVersion' : 'toasts.saved', { version: saved.version }),
      );
      void navigate(`/pricing/tarifas/${saved.id}`, { replace: detail === null });
    } catch (error) {
      if (isApiError(error)) {
        const d = error.details ?? {};
        const found = Array.isArray(d.slots)
          ? (d.slots as string[]).flatMap((c) => (SLOT_OF_CODE[c] ? [SLOT_OF_CODE[c]] : []))
          : [];
        const fields: Record<string, RateFieldError> = {};
        if (Array.isArray(d.fields))
          for (const x of d.fields as FieldError[])
            fields[x.field] ??= { rule: x.rules[0] ?? 'invalid', ...(x.params ? { params: x.params } : {}) };
        show(found, fields);
      }
      notifyError(error);
    }
  };

  return { submit, slots, saving: save.isPending };
}
