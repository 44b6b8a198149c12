import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { canPriceService, pricingServices } from '../quotations/pricing-modes.js';
import type { MatchedRequest } from './inbound-mail.repository.js';
import type { InboundMailScope } from './inbound-triage.repository.js';

/**
 * Record-level access to received mails: a mail matched to a request belongs to whoever prices that
 * quotation's service (PRICING and the mode's permission); an unmatched one to every holder of the
 * triage permission. A mail outside the scope answers 404, as a quotation outside it does.
 */
@Injectable()
export class InboundMailPolicy {
  scope(user: AuthUser): InboundMailScope {
    return { pricedServices: pricingServices(user) };
  }

  /** A mail may only be applied to a request the user prices. */
  assertCanApply(user: AuthUser, request: Pick<MatchedRequest, 'quotation'>): void {
    if (!canPriceService(user, request.quotation.service)) throw new AppError('PRICING_MODE_NOT_ALLOWED');
  }
}
