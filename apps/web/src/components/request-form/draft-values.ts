import { initialRequestValues, type RequestFormValues } from './form-values';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Form values from a saved draft: every known field over the defaults, so a draft saved by an
 * older form (a field missing or added since) still opens.
 */
export function valuesFromDraft(data: Record<string, unknown>): RequestFormValues {
  const base = initialRequestValues();
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(base) as (keyof RequestFormValues)[]) {
    const saved = data[key];
    if (saved === undefined) continue;
    const fallback = base[key];
    if (Array.isArray(fallback)) merged[key] = Array.isArray(saved) ? saved : fallback;
    else if (isObject(fallback)) merged[key] = isObject(saved) ? { ...fallback, ...saved } : fallback;
    else merged[key] = saved;
  }
  const values = merged as RequestFormValues;
  // Container lines of drafts saved before the weight per container (issue 36).
  values.containers = values.containers.map((c) => ({
    ...c,
    weight: c.weight ?? '',
    weightToConfirm: c.weightToConfirm ?? false,
  }));
  if (isObject(data.express)) {
    values.express.shipper = {
      ...base.express.shipper,
      ...(isObject(data.express.shipper) ? data.express.shipper : {}),
    };
    values.express.recipient = {
      ...base.express.recipient,
      ...(isObject(data.express.recipient) ? data.express.recipient : {}),
    };
  }
  return values;
}
