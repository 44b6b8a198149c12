import type { Language } from '../config/modules.js';
import type { ErrorCode } from './codes.js';
import { ACCESS_MESSAGES } from './messages/access.js';
import { COST_TEMPLATE_MESSAGES } from './messages/cost-template.js';
import { MFA_MESSAGES } from './messages/mfa.js';
import { OPERATIONS_MESSAGES } from './messages/operations.js';
import { PLATFORM_MESSAGES } from './messages/platform.js';
import { QUOTATIONS_MESSAGES } from './messages/quotations.js';
import { RATES_MESSAGES } from './messages/rates.js';
import { REFERENCE_MESSAGES } from './messages/reference.js';
import { SSO_MESSAGES } from './messages/sso.js';
import { SUPPORT_MESSAGES } from './messages/support.js';
import type { Disjoint } from './messages/types.js';

const _oneMessagePerCode: Disjoint<
  [
    typeof PLATFORM_MESSAGES,
    typeof ACCESS_MESSAGES,
    typeof QUOTATIONS_MESSAGES,
    typeof REFERENCE_MESSAGES,
    typeof OPERATIONS_MESSAGES,
    typeof SUPPORT_MESSAGES,
    typeof RATES_MESSAGES,
    typeof COST_TEMPLATE_MESSAGES,
    typeof MFA_MESSAGES,
    typeof SSO_MESSAGES,
  ]
> = true;

/**
 * Error messages in the three languages; the API picks the caller's language. Written by domain in
 * messages/; a code missing from every part fails this declaration's type.
 */
export const ERROR_MESSAGES: Record<ErrorCode, Record<Language, string>> = {
  ...PLATFORM_MESSAGES,
  ...ACCESS_MESSAGES,
  ...QUOTATIONS_MESSAGES,
  ...REFERENCE_MESSAGES,
  ...OPERATIONS_MESSAGES,
  ...SUPPORT_MESSAGES,
  ...RATES_MESSAGES,
  ...COST_TEMPLATE_MESSAGES,
  ...MFA_MESSAGES,
  ...SSO_MESSAGES,
};
