import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { canPriceService } from '../quotations/pricing-modes.js';
import { QuotationPolicy, type VisibleQuotation } from '../quotations/quotation.policy.js';
import { UsersService } from '../users/users.service.js';
import type { Abilities } from './pricing-summary.js';

type Owned = Pick<VisibleQuotation, 'commercialId' | 'assignedToId' | 'service'>;

/**
 * Writing sells needs UPDATE_QUOTATION_SALES and, for a pricing user, the quotation's mode among the
 * ones they price (PRICING_SEA/AIR/…), as taking and costing do.
 */
export function outsidePricingModes(user: AuthUser, q: Pick<VisibleQuotation, 'service'>): boolean {
  return user.permissions.includes('PRICING') && !canPriceService(user, q.service);
}

/** Record-level roles of the pricing flow, on top of QuotationPolicy's visibility. */
@Injectable()
export class SellsAccess {
  constructor(
    private readonly policy: QuotationPolicy,
    private readonly users: UsersService,
  ) {}

  /** Approval is decided by a manager of the quotation's commercial, or by the manager on their own quotation. */
  async isManagerOfCommercial(user: AuthUser, q: Owned): Promise<boolean> {
    if (!user.permissions.includes('COMMERCIAL_MANAGER')) return false;
    return q.commercialId === user.id || (await this.users.relatedCommercialIds(user.id)).includes(q.commercialId);
  }

  async abilities(user: AuthUser, q: Owned): Promise<Abilities> {
    const [commercialSide, managerOfCommercial] = await Promise.all([
      this.policy.isCommercialSide(user, q),
      this.isManagerOfCommercial(user, q),
    ]);
    return {
      // The editor and Publish are offered only where the server takes them.
      updatesSales: user.permissions.includes('UPDATE_QUOTATION_SALES') && !outsidePricingModes(user, q),
      pricing: user.permissions.includes('PRICING'),
      commercialSide,
      managerOfCommercial,
    };
  }
}
