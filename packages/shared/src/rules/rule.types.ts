import type { Service } from '../reference/constants.js';
import type { RuleCondition, RuleFilterType } from './rule-evaluation.js';

export type QuotationRuleFilterItem = { filterType: RuleFilterType; condition: RuleCondition; value: string };

export type QuotationRuleItem = {
  id: string;
  name: string;
  send: boolean;
  active: boolean;
  position: number;
  marginPercent: number;
  /** The rate family the rule prices with (else the cheapest valid rate). */
  rate: { rateKey: string; id: string; label: string } | null;
  autorate: boolean;
  filters: QuotationRuleFilterItem[];
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  updatedAt: string;
};

/** One of the last requests, and whether the rule (as tested) would have matched it. */
export type RuleTestRow = {
  reference: string;
  createdAt: string;
  clientName: string;
  service: Service;
  originCode: string | null;
  destinationCode: string | null;
  incoterm: string | null;
  matched: boolean;
  /** The rule is AUTORATE and a valid rate would price the request today. */
  priceable: boolean;
};

export type RuleTestResult = { tested: number; matched: number; rows: RuleTestRow[] };

/** How many of the latest requests the "test this rule" panel runs the rule against. */
export const RULE_TEST_SAMPLE = 100;
