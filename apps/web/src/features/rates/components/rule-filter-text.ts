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

const known = (list: readonly string[], value: string): string | undefined =>
  list.find((code) => code.toUpperCase() === value.toUpperCase());

/**
 * One value of a filter in words: a service, transport mode or incoterm code by its name (rules match
 * codes case-insensitively, so "sea_fcl" is the same service). Places, clients and carriers stay as typed:
 * they are names or codes the user wrote.
 */
export function ruleValueLabel(t: T, language: string, filterType: QuotationRuleFilterItem['filterType'], value: string): string {
  const trimmed = value.trim();
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
export function ruleFilterText(t: T, language: string, filter: QuotationRuleFilterItem): string {
  const field = t(`rates:rules.filterTypes.${filter.filterType}`);
  const values =
    filter.condition === 'HAS' || filter.condition === 'NOT_HAS'
      ? filter.value.split(',').filter((v) => v.trim())
      : [filter.value].filter((v) => v.trim());
  if (values.length === 0)
    return t(filter.condition === 'NOT_HAS' ? 'rates:rules.emptyValue.none' : 'rates:rules.emptyValue.any', { field });
  const labels = values.map((v) => ruleValueLabel(t, language, filter.filterType, v)).join(', ');
  return `${field} ${t(`rates:rules.conditions.${filter.condition}`)} ${labels}`;
}
