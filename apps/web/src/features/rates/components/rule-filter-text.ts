import {
  DEFAULT_LANGUAGE,
  INCOTERM_INFO,
  isLanguage,
  SERVICES,
  TRANSPORT_MODES,
  type QuotationRuleFilterItem,
} from '@freight/shared';
import type { TFunction } from 'i18next';

type T = TFunction<['rates', 'quotations']>;
/** A place's name for its code, when the catalogue knows the code. */
export type PlaceNames = (code: string) => string | undefined;

/** What a rule's place filter may hold that the catalogue knows: a UN/LOCODE, an IATA code or a country. */
const LOOKS_LIKE_CODE = /^([A-Za-z]{2}[A-Za-z0-9]{3}|[A-Za-z]{3}|[A-Za-z]{2})$/;

export const placeCodes = (values: readonly string[]): string[] =>
  [...new Set(values.map((v) => v.trim().toUpperCase()).filter((v) => LOOKS_LIKE_CODE.test(v)))].sort();

const known = (list: readonly string[], value: string): string | undefined =>
  list.find((code) => code.toUpperCase() === value.toUpperCase());

/**
 * One value of a filter in words: a service, transport mode or incoterm code by its name (rules match
 * codes case-insensitively, so "sea_fcl" is the same service); a place code the catalogue knows as
 * "Valencia (ESVLC)". Other places, clients and carriers stay as typed.
 */
export function ruleValueLabel(
  t: T,
  language: string,
  filterType: QuotationRuleFilterItem['filterType'],
  value: string,
  places?: PlaceNames,
): string {
  const trimmed = value.trim();
  if (filterType === 'ORIGIN' || filterType === 'DESTINATION') {
    const name = places?.(trimmed.toUpperCase());
    if (name) return `${name} (${trimmed.toUpperCase()})`;
  }
  if (filterType === 'MODE') {
    const code = known(SERVICES, trimmed);
    if (code) return t(`quotations:services.${code}`);
  }
  if (filterType === 'TRANSPORT_MODE') {
    const code = known(TRANSPORT_MODES, trimmed);
    if (code) return t(`quotations:modes.${code}`);
  }
  if (filterType === 'INCOTERM') {
    const info = INCOTERM_INFO.find((i) => i.code === trimmed.toUpperCase());
    if (info) return `${info.code} (${info.name[isLanguage(language) ? language : DEFAULT_LANGUAGE]})`;
  }
  return trimmed;
}

/**
 * A filter as a phrase: "Servicio es igual a Marítimo FCL". HAS / NOT_HAS take a comma-separated list;
 * with no value they ask whether the request has the field at all, said as "cualquiera" / "ninguno".
 */
export function ruleFilterText(t: T, language: string, filter: QuotationRuleFilterItem, places?: PlaceNames): string {
  const field = t(`rates:rules.filterTypes.${filter.filterType}`);
  const values =
    filter.condition === 'HAS' || filter.condition === 'NOT_HAS'
      ? filter.value.split(',').filter((v) => v.trim())
      : [filter.value].filter((v) => v.trim());
  if (values.length === 0)
    return t(filter.condition === 'NOT_HAS' ? 'rates:rules.emptyValue.none' : 'rates:rules.emptyValue.any', { field });
  const labels = values.map((v) => ruleValueLabel(t, language, filter.filterType, v, places)).join(', ');
  return `${field} ${t(`rates:rules.conditions.${filter.condition}`)} ${labels}`;
}
