import { ruleFilterProblems, type QuotationRuleItem, type RuleCondition, type RuleFilterType } from '@freight/shared';
import type { SaveQuotationRuleDto } from '@freight/shared/dto';

export type RuleFilterValues = { key: string; filterType: RuleFilterType; condition: RuleCondition; value: string };
export type RuleFormValues = {
  name: string;
  marginPercent: number | '';
  position: number | '';
  active: boolean;
  send: boolean;
  rateKey: string | null;
  filters: RuleFilterValues[];
};

let seq = 0;
const key = () => `f${++seq}`;

export const newFilter = (
  filterType: RuleFilterType = 'ORIGIN',
  condition: RuleCondition = 'EQUALS',
  value = '',
): RuleFilterValues => ({ key: key(), filterType, condition, value });

export function ruleFormValues(rule: QuotationRuleItem | null, nextPosition: number): RuleFormValues {
  if (!rule)
    return {
      name: '',
      marginPercent: 15,
      position: nextPosition,
      active: true,
      send: false,
      rateKey: null,
      filters: [newFilter('AUTORATE', 'HAS')],
    };
  return {
    name: rule.name,
    marginPercent: rule.marginPercent,
    position: rule.position,
    active: rule.active,
    send: rule.send,
    rateKey: rule.rate?.rateKey ?? null,
    filters: rule.filters.map((f) => ({ key: key(), ...f })),
  };
}

export function ruleBody(v: RuleFormValues): SaveQuotationRuleDto {
  return {
    name: v.name.trim(),
    marginPercent: v.marginPercent === '' ? 0 : v.marginPercent,
    position: v.position === '' ? 0 : v.position,
    active: v.active,
    send: v.send,
    rateKey: v.rateKey,
    filters: v.filters.map(({ filterType, condition, value }) => ({ filterType, condition, value: value.trim() })),
  };
}

/** The shared filter rules plus a name, as field path → rule. */
export function ruleFormProblems(v: RuleFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (!v.name.trim()) out.name = 'required';
  for (const p of ruleFilterProblems(ruleBody(v).filters)) out[p.field] = p.rules[0];
  return out;
}
