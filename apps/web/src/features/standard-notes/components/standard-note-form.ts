import type { FieldError, Service, StandardNoteItem } from '@freight/shared';
import type { StandardNoteDto } from '@freight/shared/dto';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';

export type StandardNoteValues = { name: string; value: string; mandatory: boolean; services: Service[] };

export function standardNoteValues(item: StandardNoteItem | null): StandardNoteValues {
  if (!item) return { name: '', value: '', mandatory: false, services: [] };
  return { name: item.name, value: item.value, mandatory: item.mandatory, services: item.services };
}

export function toStandardNoteBody(v: StandardNoteValues): StandardNoteDto {
  return { name: v.name.trim(), value: v.value.trim(), mandatory: v.mandatory, services: v.services };
}

/** Form path -> rule name; the server's DTO rules, checked before sending. */
export function standardNoteProblems(v: StandardNoteValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!v.name.trim()) problems.name = 'isNotEmpty';
  if (!v.value.trim()) problems.value = 'isNotEmpty';
  return problems;
}

const KNOWN_RULES = new Set(['isNotEmpty', 'maxLength']);

/** Field refusals of a VALIDATION_FAILED answer, as rule names by field. */
export function serverFieldRules(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED' || !Array.isArray(error.details?.fields)) return {};
  return Object.fromEntries((error.details.fields as FieldError[]).map((f) => [f.field, f.rules[0] ?? 'invalid']));
}

export function ruleMessages(t: TFunction, rules: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(rules).map(([path, rule]) => [
      path,
      t(`standardNotes:rules.${KNOWN_RULES.has(rule) ? rule : 'invalid'}`),
    ]),
  );
}
