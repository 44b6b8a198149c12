import type { FieldError } from '@freight/shared';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';

const KNOWN_RULES = new Set(['isNotEmpty', 'matches', 'taken', 'maxLength']);

/** Field refusals in an API error: VALIDATION_FAILED lists fields, CONFLICT names the taken one. */
export function serverFieldRules(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const details = error.details ?? {};
  if (error.code === 'VALIDATION_FAILED' && Array.isArray(details.fields)) {
    return Object.fromEntries((details.fields as FieldError[]).map((f) => [f.field, f.rules[0] ?? 'invalid']));
  }
  if (error.code === 'CONFLICT' && typeof details.field === 'string') return { [details.field]: 'taken' };
  return {};
}

export function ruleMessages(t: TFunction, rules: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(rules).map(([path, rule]) => [
      path,
      t(`chargeCodes:rules.${KNOWN_RULES.has(rule) ? rule : 'invalid'}`),
    ]),
  );
}
