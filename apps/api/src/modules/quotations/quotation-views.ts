import { CLOSED_STATUSES, COMPANIES, QUOTATION_STATUSES, TO_FINALIZE_STATUSES } from '@freight/shared';
import type { QuotationListQueryDto, QuotationView } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { endOfDayIn, startOfDayIn } from '../../common/time/zoned-dates.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { pricingServices } from './pricing-modes.js';

/** Open = not closed, spelled as the list of open statuses so an index on (…, status, …) can seek them. */
const OPEN_STATUSES = QUOTATION_STATUSES.filter((s) => !CLOSED_STATUSES.includes(s));

const REFERENCE_HEAD = new RegExp(`^(${COMPANIES.join('|')})-\\d{2}(-\\d*)?$`);

/**
 * A search shaped like the head of a reference (MVD-24, MVD-24-1…) can only match at the start of
 * references (COMPANY-YY-NNNNNN), i.e. one contiguous range of them; returns that prefix, else null.
 */
export function referencePrefix(search: string | undefined): string | null {
  const term = search?.trim().toUpperCase() ?? '';
  return REFERENCE_HEAD.test(term) ? term : null;
}

/** The references starting with a prefix, as a range: [prefix, prefix with its last character + 1). */
export function prefixRange(prefix: string): { gte: string; lt: string } {
  return { gte: prefix, lt: prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1) };
}

/** What the views of "mine or assigned to me" ask beyond that ownership. */
const OWNED_VIEWS = {
  mine: { active: true, status: { in: OPEN_STATUSES } },
  history: { OR: [{ status: { in: [...CLOSED_STATUSES] } }, { active: false }] },
  finalize: { active: true, status: { in: [...TO_FINALIZE_STATUSES] } },
} satisfies Partial<Record<QuotationView, Prisma.QuotationWhereInput>>;

const isOwnedView = (view: QuotationView): view is keyof typeof OWNED_VIEWS => view in OWNED_VIEWS;

/**
 * Which rows each list screen shows. Every view is further restricted by the user's policy scope.
 * mine: open quotations the user owns or is assigned; history: closed or cancelled ones;
 * finalize: priced or sent, waiting for the commercial; assigned: assigned to the user;
 * manager: every quotation of the manager's related commercials (and their own).
 */
export function viewFilter(
  view: QuotationView,
  user: AuthUser,
  relatedCommercialIds: string[],
): Prisma.QuotationWhereInput {
  if (isOwnedView(view)) {
    return { AND: [{ OR: [{ commercialId: user.id }, { assignedToId: user.id }] }, OWNED_VIEWS[view]] };
  }
  switch (view) {
    case 'assigned':
      return { assignedToId: user.id };
    case 'manager':
      if (!user.permissions.includes('COMMERCIAL_MANAGER')) throw new AppError('FORBIDDEN');
      return { commercialId: { in: [user.id, ...relatedCommercialIds] } };
    case 'pricingNew':
      return { active: true, status: 'REQUESTED', service: { in: pricingServices(user) } };
    case 'pricingInProcess':
      return { active: true, pricingUserId: user.id, status: { in: ['PENDING', 'QUOTED', 'UPDATED'] } };
    case 'pricingAll':
      if (!user.permissions.includes('PRICING')) throw new AppError('FORBIDDEN');
      return {};
    default:
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'view', rules: ['isIn'] }] });
  }
}

/**
 * The views of "mine or assigned to me" (mine, history, finalize) as two disjoint halves, each with the
 * rest of the view: the user's own quotations, and those assigned to them that someone else owns.
 * PostgreSQL answers an OR of two columns by collecting every matching row and sorting them all (7.5k
 * rows for "mine + SENT" at 2M); each half alone is one ordered walk of (commercial_id | assigned_to_id,
 * …, created_at, id) that stops after a page (issue 17). Null for the other views.
 */
export function ownerHalves(view: QuotationView, user: AuthUser): Prisma.QuotationWhereInput[] | null {
  if (!isOwnedView(view)) return null;
  return [
    { AND: [{ commercialId: user.id }, OWNED_VIEWS[view]] },
    { AND: [{ assignedToId: user.id, commercialId: { not: user.id } }, OWNED_VIEWS[view]] },
  ];
}

/** Margin approval requested and not yet decided, on a live quotation. */
export const AWAITING_APPROVAL = {
  active: true,
  approvalState: 'REQUESTED',
} as const satisfies Prisma.QuotationWhereInput;

/** The screen filters; each has an index leading with its column. */
export function filterWhere(q: QuotationListQueryDto, timeZone: string): Prisma.QuotationWhereInput {
  const and: Prisma.QuotationWhereInput[] = [];
  if (q.reference) {
    // A reference head is a range of the unique reference index: intersected with one user's rows it
    // costs a few ms at 2M quotations, where a substring match reads the trigram index (100k entries, 40 ms).
    const prefix = referencePrefix(q.reference);
    and.push({ reference: prefix ? prefixRange(prefix) : { contains: q.reference.trim().toUpperCase() } });
  }
  if (q.clientId) and.push({ clientId: q.clientId });
  if (q.commercialId) and.push({ commercialId: q.commercialId });
  if (q.awaitingApproval) and.push(AWAITING_APPROVAL);
  if (q.pricingUserId) and.push({ pricingUserId: q.pricingUserId });
  if (q.transportMode) and.push({ transportMode: q.transportMode });
  if (q.service) and.push({ service: q.service });
  if (q.originCode) and.push({ originCode: q.originCode.toUpperCase() });
  if (q.destinationCode) and.push({ destinationCode: q.destinationCode.toUpperCase() });
  if (q.incoterm) and.push({ incoterm: q.incoterm });
  if (q.status?.length) and.push({ status: { in: q.status } });
  if (q.createdFrom) and.push({ createdAt: { gte: startOfDayIn(q.createdFrom, timeZone) } });
  if (q.createdTo) and.push({ createdAt: { lt: endOfDayIn(q.createdTo, timeZone) } });
  return { AND: and };
}
