import {
  findTransition,
  publishTarget,
  SELLS_EDITABLE_STATUSES,
  type PricingSummary,
  type SellTotals,
  type SendBlocker,
  type UserRef,
} from '@freight/shared';
import type { PricingStateRow } from './sells.repository.js';

/** The parts of the quotation that decide whether it may be sent. */
export type SendState = Pick<PricingStateRow, 'active' | 'status' | 'publishState' | 'approvalState'>;

/**
 * Why the quotation cannot go to the client now, in the order a user fixes things:
 * cancelled, nothing priced, not published, wrong status, then the approval below the minimum margin.
 */
export function sendBlocker(s: SendState, lineCount: number, approvalRequired: boolean): SendBlocker | null {
  if (!s.active) return 'QUOTATION_INACTIVE';
  if (lineCount === 0) return 'NOTHING_TO_PUBLISH';
  if (s.publishState !== 'PUBLISHED') return 'NOT_PUBLISHED';
  if (!findTransition(s.status, 'SENT')) return 'INVALID_STATUS_TRANSITION';
  if (approvalRequired && s.approvalState === 'REJECTED') return 'APPROVAL_REJECTED';
  if (approvalRequired && s.approvalState !== 'APPROVED') return 'APPROVAL_REQUIRED';
  return null;
}

/**
 * Whether the client PDF is a draft: not what may go to the client yet (unpublished, or below the
 * minimum margin and not approved). The PDF is then watermarked on every page.
 */
export function pdfIsDraft(s: Pick<SendState, 'publishState' | 'approvalState'>, approvalRequired: boolean): boolean {
  return s.publishState !== 'PUBLISHED' || (approvalRequired && s.approvalState !== 'APPROVED');
}

/** Who the current user is for this quotation. */
export type Abilities = {
  updatesSales: boolean;
  pricing: boolean;
  commercialSide: boolean;
  managerOfCommercial: boolean;
};

export function pricingSummary(
  s: PricingStateRow,
  totals: SellTotals[],
  lineCount: number,
  minMarginPercent: number,
  who: Abilities,
  decidedBy: UserRef | null,
): PricingSummary {
  const approvalRequired = totals.some((t) => t.belowMinimum);
  const blocker = sendBlocker(s, lineCount, approvalRequired);
  const editable = s.active && SELLS_EDITABLE_STATUSES.includes(s.status);
  const published = s.publishState === 'PUBLISHED';
  return {
    reference: s.reference,
    status: s.status,
    active: s.active,
    publishState: s.publishState,
    publishedAt: s.publishedAt?.toISOString() ?? null,
    lineCount,
    minMarginPercent,
    margins: totals.map((t) => ({
      currency: t.currency,
      profit: t.margin,
      marginOnSellPercent: t.marginOnSellPercent,
      markupPercent: t.markupPercent,
      belowMinimum: t.belowMinimum,
    })),
    approvalRequired,
    approvalState: s.approvalState,
    approvalRequestedAt: s.approvalRequestedAt?.toISOString() ?? null,
    approvalDecidedAt: s.approvalDecidedAt?.toISOString() ?? null,
    approvalDecidedBy: decidedBy,
    approvalComment: s.approvalComment,
    sentAt: s.sentAt?.toISOString() ?? null,
    sendBlockedBy: blocker,
    pdfDraft: pdfIsDraft(s, approvalRequired),
    can: {
      editSells: who.updatesSales && editable,
      publish:
        who.updatesSales && editable && lineCount > 0 && publishTarget(s.status, s.publishedAt !== null) !== null,
      requestApproval:
        who.commercialSide && s.active && published && approvalRequired && s.approvalState === 'NOT_REQUESTED',
      decideApproval: who.managerOfCommercial && s.active && s.approvalState === 'REQUESTED',
      send: who.commercialSide && blocker === null,
      downloadPdf: (who.commercialSide && published) || who.pricing,
    },
  };
}
