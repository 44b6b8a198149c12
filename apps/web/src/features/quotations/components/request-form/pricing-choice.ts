/**
 * How the request gets its first price, as the commercial chose in the instant quote: a rate of
 * the list, the AUTORATE rule the quote says would price it, or "send to pricing" (issue 36: the
 * commercial's explicit choice beats any rule).
 */
export type PricingChoice = { kind: 'rate'; rateId: string } | { kind: 'rule' } | { kind: 'pricing' };

/**
 * The choice in force: the commercial's, else the form's default, which is the rule when the quote
 * shows one that would price the request (said on screen) and pricing otherwise.
 */
export function effectiveChoice(chosen: PricingChoice | null, ruleOffered: boolean): PricingChoice {
  return chosen ?? (ruleOffered ? { kind: 'rule' } : { kind: 'pricing' });
}

/** What the choice adds to the request body: a rate, nothing (the rules decide), or "send to pricing". */
export function choiceFields(choice: PricingChoice): { instantRateId?: string; sendToPricing?: boolean } {
  if (choice.kind === 'rate') return { instantRateId: choice.rateId };
  if (choice.kind === 'pricing') return { sendToPricing: true };
  return {};
}
