import type { TFunction } from 'i18next';
import type { FormProblem } from './form-rules';
import { formatNumber } from '@/lib/formatting';

/** Rules with their own wording; any other (a class-validator name) gets the generic text. */
const KNOWN_RULES = new Set([
  'requiredForService',
  'notAllowedForService',
  'requiredForIncoterm',
  'safetyDataSheetRequired',
  'requiredWithInsurance',
  'notInPast',
  'afterShipmentDate',
  'exceedsContainerPayload',
  'exceedsContainerVolume',
  'isPositive',
  'isInt',
  'isNotEmpty',
  'isDefined',
  'notFound',
  'notACommercial',
  'isOwnStagedDocument',
  'maxLength',
]);

/**
 * Numbers in the user's number format (US "28,130.5" or local "28.130,5"), always grouped: the
 * one formatter of every screen. The language no longer decides it; the parameter stays for callers.
 */
export function formatQuantity(value: number, _language: string, maximumFractionDigits = 2): string {
  return formatNumber(value, maximumFractionDigits);
}

/** The translated message of one problem; capacity problems name the containers and both figures. */
export function problemMessage(t: TFunction, language: string, problem: FormProblem): string {
  const rule = KNOWN_RULES.has(problem.rule) ? problem.rule : 'invalid';
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(problem.params ?? {})) {
    params[key] = typeof value === 'number' ? formatQuantity(value, language, 3) : value;
  }
  return t(`quotationForm:rules.${rule}`, params);
}

/** One message per form path (the first problem found there). */
export function messagesByPath(
  t: TFunction,
  language: string,
  problems: readonly FormProblem[],
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const problem of problems) result[problem.path] ??= problemMessage(t, language, problem);
  return result;
}
