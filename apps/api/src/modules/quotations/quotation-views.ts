import { CLOSED_STATUSES, COMPANIES, QUOTATION_STATUSES, TO_FINALIZE_STATUSES } from '@freight/shared';
import type { QuotationListQueryDto, QuotationView } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { endOfDayIn, startOfDayIn } from '../../common/time/zoned-dates.js';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { allOf, containing, noRow, type Condition } from '../../common/prisma/sql-builder.js';
import type { DB } from '../../generated/kysely/types.js';
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

type Quotations = ExpressionBuilder<DB, 'quotations'>;
/** A condition on quotations: a view, a screen filter, a user's scope. */
export type QuotationCondition = Condition<'quotations'>;

/** `column IN (values)`; no row for an empty list (SQL has no empty IN). */
const isIn = <V extends string>(
  eb: Quotations,
  column: 'quotations.status' | 'quotations.service' | 'quotations.commercial_id',
  values: readonly V[],
) => (values.length ? eb(column, 'in', values as unknown as string[]) : noRow);

/** What the views of "mine or assigned to me" ask beyond that ownership. */
const OWNED_VIEWS = {
  mine: (eb) => eb.and([eb('quotations.active', '=', true), isIn(eb, 'quotations.status', OPEN_STATUSES)]),
  history: (eb) => eb.or([isIn(eb, 'quotations.status', CLOSED_STATUSES), eb('quotations.active', '=', false)]),
  finalize: (eb) => eb.and([eb('quotations.active', '=', true), isIn(eb, 'quotations.status', TO_FINALIZE_STATUSES)]),
} satisfies Partial<Record<QuotationView, QuotationCondition>>;

const isOwnedView = (view: QuotationView): view is keyof typeof OWNED_VIEWS => view in OWNED_VIEWS;

/**
 * Which rows each list screen shows. Every view is further restricted by the user's policy scope.
 * mine: open quotations the user owns or is assigned; history: closed or cancelled ones;
 * finalize: priced or sent, waiting for the commercial; assigned: assigned to the user;
 * manager: every quotation of the manager's related commercials (and their own).
 */
export function viewFilter(view: QuotationView, user: AuthUser, relatedCommercialIds: string[]): QuotationCondition {
  if (isOwnedView(view)) {
    const rest = OWNED_VIEWS[view];
    return (eb) =>
      eb.and([
        eb.or([eb('quotations.commercial_id', '=', user.id), eb('quotations.assigned_to_id', '=', user.id)]),
        rest(eb),
      ]);
  }
  switch (view) {
    case 'assigned':
      return (eb) => eb('quotations.assigned_to_id', '=', user.id);
    case 'manager':
      if (!user.permissions.includes('COMMERCIAL_MANAGER')) throw new AppError('FORBIDDEN');
      return (eb) => isIn(eb, 'quotations.commercial_id', [user.id, ...relatedCommercialIds]);
    case 'pricingNew': {
      const services = pricingServices(user);
      return (eb) =>
        eb.and([
          eb('quotations.active', '=', true),
          eb('quotations.status', '=', 'REQUESTED'),
          isIn(eb, 'quotations.service', services),
        ]);
    }
    case 'pricingInProcess':
      return (eb) =>
        eb.and([
          eb('quotations.active', '=', true),
          eb('quotations.pricing_user_id', '=', user.id),
          isIn(eb, 'quotations.status', ['PENDING', 'QUOTED', 'UPDATED']),
        ]);
    case 'pricingAll':
      if (!user.permissions.includes('PRICING')) throw new AppError('FORBIDDEN');
      return allOf();
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
export function ownerHalves(view: QuotationView, user: AuthUser): QuotationCondition[] | null {
  if (!isOwnedView(view)) return null;
  const rest = OWNED_VIEWS[view];
  return [
    (eb) => eb.and([eb('quotations.commercial_id', '=', user.id), rest(eb)]),
    (eb) =>
      eb.and([eb('quotations.assigned_to_id', '=', user.id), eb('quotations.commercial_id', '<>', user.id), rest(eb)]),
  ];
}

/** Margin approval requested and not yet decided, on a live quotation. */
export const AWAITING_APPROVAL: QuotationCondition = (eb) =>
  eb.and([eb('quotations.active', '=', true), eb('quotations.approval_state', '=', 'REQUESTED')]);

/** The screen filters; each has an index leading with its column. */
export function filterWhere(q: QuotationListQueryDto, timeZone: string): QuotationCondition {
  return (eb) => {
    const and: Expression<SqlBool>[] = [];
    if (q.reference) {
      // A reference head is a range of the unique reference index: intersected with one user's rows it
      // costs a few ms at 2M quotations, where a substring match reads the trigram index (100k entries, 40 ms).
      const prefix = referencePrefix(q.reference);
      if (prefix) {
        const range = prefixRange(prefix);
        and.push(eb('quotations.reference', '>=', range.gte), eb('quotations.reference', '<', range.lt));
      } else and.push(eb('quotations.reference', 'like', containing(q.reference.trim().toUpperCase())));
    }
    if (q.clientId) and.push(eb('quotations.client_id', '=', q.clientId));
    if (q.commercialId) and.push(eb('quotations.commercial_id', '=', q.commercialId));
    if (q.awaitingApproval) and.push(AWAITING_APPROVAL(eb));
    if (q.pricingUserId) and.push(eb('quotations.pricing_user_id', '=', q.pricingUserId));
    if (q.transportMode) and.push(eb('quotations.transport_mode', '=', q.transportMode));
    if (q.service) and.push(eb('quotations.service', '=', q.service));
    if (q.originCode) and.push(eb('quotations.origin_code', '=', q.originCode.toUpperCase()));
    if (q.destinationCode) and.push(eb('quotations.destination_code', '=', q.destinationCode.toUpperCase()));
    if (q.incoterm) and.push(eb('quotations.incoterm', '=', q.incoterm));
    if (q.status?.length) and.push(isIn(eb, 'quotations.status', q.status));
    if (q.createdFrom) and.push(eb('quotations.created_at', '>=', startOfDayIn(q.createdFrom, timeZone)));
    if (q.createdTo) and.push(eb('quotations.created_at', '<', endOfDayIn(q.createdTo, timeZone)));
    return eb.and(and);
  };
}
