import { CHARGE_CODE_CONCEPT_PATTERN, type ChargeCodeItem } from '@freight/shared';
import type { ChargeCodeDto } from '@freight/shared/dto';

export type ChargeCodeValues = Required<ChargeCodeDto>;

/** The name fields, one per language (es, en, pt). */
export const CHARGE_CODE_NAME_FIELDS = ['description', 'descriptionEn', 'descriptionPt'] as const;

/** The flags shown as checkboxes, in screen order. */
export const CHARGE_CODE_FLAGS = ['taxed', 'air', 'sea', 'road', 'express', 'insurance'] as const;

export function chargeCodeValues(item: ChargeCodeItem | null): ChargeCodeValues {
  if (!item)
    return {
      concept: '',
      description: '',
      descriptionEn: '',
      descriptionPt: '',
      taxed: false,
      air: false,
      sea: false,
      road: false,
      express: false,
      insurance: false,
    };
  const { concept, description, descriptionEn, descriptionPt, taxed, air, sea, road, express, insurance } = item;
  return { concept, description, descriptionEn, descriptionPt, taxed, air, sea, road, express, insurance };
}

export function toChargeCodeBody(v: ChargeCodeValues): ChargeCodeDto {
  return {
    ...v,
    concept: v.concept.trim().toUpperCase(),
    description: v.description.trim(),
    descriptionEn: v.descriptionEn.trim(),
    descriptionPt: v.descriptionPt.trim(),
  };
}

/** Form path -> rule name; the server's DTO rules, checked before sending. */
export function chargeCodeProblems(v: ChargeCodeValues): Record<string, string> {
  const problems: Record<string, string> = {};
  const concept = v.concept.trim().toUpperCase();
  if (!concept) problems.concept = 'isNotEmpty';
  else if (!CHARGE_CODE_CONCEPT_PATTERN.test(concept)) problems.concept = 'matches';
  // A name in each language: the client's PDF prints the one of the client's language.
  for (const field of CHARGE_CODE_NAME_FIELDS) if (!v[field].trim()) problems[field] = 'isNotEmpty';
  return problems;
}
