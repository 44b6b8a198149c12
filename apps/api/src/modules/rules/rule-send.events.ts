/**
 * The rule's automatic sending is done with a quotation (sent, held for the commercial, or left alone),
 * emitted in the process whose worker ran it, after its writes committed. A client's portal request
 * waits on it for its instant price (issue 43).
 */
export const RULE_SEND_SETTLED = 'rule-send.settled';
export type RuleSendOutcome = 'sent' | 'skipped' | 'blocked';
export type RuleSendSettledEvent = { quotationId: string; outcome: RuleSendOutcome };
