import type { FieldError } from '../errors/codes.js';
import {
  INCOTERMS,
  type RULE_FILTER_CONDITIONS,
  type RULE_FILTER_TYPES,
  SERVICES,
  TRANSPORT_MODES,
} from '../reference/constants.js';

export type RuleFilterType = (typeof RULE_FILTER_TYPES)[number];
export type RuleCondition = (typeof RULE_FILTER_CONDITIONS)[number];
export type RuleFilterInput = { filterType: RuleFilterType; condition: RuleCondition; value: string };
export type RuleInput = { active: boolean; filters: readonly RuleFilterInput[] };

/**
 * What a rule can see of a new request. AUTORATE reads the codes of the carriers holding a rate valid
 * today for the request's lane and service (empty: nothing could price it).
 */
export type RuleFacts = {
  incoterm: string | null;
  originCode: string | null;
  originName: string | null;
  destinationCode: string | null;
  destinationName: string | null;
  transportMode: string;
  service: string;
  client: { id: string; tradeName: string; taxId: string };
  rateCarriers: readonly string[];
  /** CLIENT_REQUEST when the client asked in its portal (issue 43); absent means staff. */
  origin?: 'STAFF' | 'CLIENT_REQUEST';
};

/** The value a CLIENT_REQUEST filter names to mean "asked for by the client in its portal". */
export const PORTAL_REQUEST_VALUE = 'PORTAL';

/** The values a filter type compares: a request's field may match by its code or its name. */
export function factValues(type: RuleFilterType, f: RuleFacts): string[] {
  const values = (() => {
    switch (type) {
      case 'INCOTERM':
        return [f.incoterm];
      case 'ORIGIN':
        return [f.originCode, f.originName];
      case 'DESTINATION':
        return [f.destinationCode, f.destinationName];
      case 'TRANSPORT_MODE':
        return [f.transportMode];
      case 'MODE':
        return [f.service];
      case 'CLIENT_REQUEST':
        // The client, and PORTAL when the client itself asked (EQUALS PORTAL: only portal requests).
        return [
          f.client.id,
          f.client.tradeName,
          f.client.taxId,
          ...(f.origin === 'CLIENT_REQUEST' ? [PORTAL_REQUEST_VALUE] : []),
        ];
      case 'AUTORATE':
        return [...f.rateCarriers];
    }
  })();
  return values.flatMap((v) => (v && v.trim() ? [v.trim().toLowerCase()] : []));
}

const listOf = (value: string): string[] =>
  value
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

/**
 * Conditions, case-insensitive: EQUALS / NOT_EQUALS one value (some / none of the request's values is
 * it); CONTAINS text in some value; HAS / NOT_HAS a comma-separated list (some / none of the values is
 * in it) or, with no value, whether the request has the field at all (AUTORATE HAS: a valid rate exists).
 */
export function filterMatches(filter: RuleFilterInput, facts: RuleFacts): boolean {
  const values = factValues(filter.filterType, facts);
  const wanted = filter.value.trim().toLowerCase();
  switch (filter.condition) {
    case 'EQUALS':
      return values.includes(wanted);
    case 'NOT_EQUALS':
      return !values.includes(wanted);
    case 'CONTAINS':
      return wanted !== '' && values.some((v) => v.includes(wanted));
    case 'HAS': {
      const list = listOf(filter.value);
      return list.length === 0 ? values.length > 0 : values.some((v) => list.includes(v));
    }
    case 'NOT_HAS': {
      const list = listOf(filter.value);
      return list.length === 0 ? values.length === 0 : !values.some((v) => list.includes(v));
    }
  }
}

/** An active rule matches when every filter does (a rule without filters matches every request). */
export function ruleMatches(rule: RuleInput, facts: RuleFacts): boolean {
  return rule.active && rule.filters.every((f) => filterMatches(f, facts));
}

/** A rule that prices from rates: it has an AUTORATE filter. */
export function isAutorateRule(rule: Pick<RuleInput, 'filters'>): boolean {
  return rule.filters.some((f) => f.filterType === 'AUTORATE');
}

/** The first matching rule in order. */
export function firstMatchingRule<R extends RuleInput>(rules: readonly R[], facts: RuleFacts): R | null {
  return rules.find((r) => ruleMatches(r, facts)) ?? null;
}

const KNOWN: Partial<Record<RuleFilterType, readonly string[]>> = {
  INCOTERM: INCOTERMS,
  TRANSPORT_MODE: TRANSPORT_MODES,
  MODE: SERVICES,
};

/** Filters that can never mean anything: a value missing where one is compared, or an unknown code. */
export function ruleFilterProblems(filters: readonly RuleFilterInput[]): FieldError[] {
  const problems: FieldError[] = [];
  filters.forEach((f, i) => {
    const value = f.value.trim();
    const needsValue = f.condition === 'EQUALS' || f.condition === 'NOT_EQUALS' || f.condition === 'CONTAINS';
    if (needsValue && !value) problems.push({ field: `filters.${i}.value`, rules: ['required'] });
    const known = KNOWN[f.filterType];
    if (known && value && f.condition !== 'CONTAINS') {
      const upper = known.map((k) => k.toUpperCase());
      const values = f.condition === 'HAS' || f.condition === 'NOT_HAS' ? listOf(value) : [value.toLowerCase()];
      if (values.some((v) => !upper.includes(v.toUpperCase())))
        problems.push({ field: `filters.${i}.value`, rules: ['unknownCode'] });
    }
  });
  return problems;
}
