import { CLOSED_STATUSES, COMPANIES, QUOTATION_STATUSES, TO_FINALIZE_STATUSES, type Company } from '@freight/shared';
import type { QuotationListQueryDto, QuotationView } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { endOfDayIn, startOfDayIn } from '../../common/time/zoned-dates.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { pricingServices } from './pricing-modes.js';

/** Open = not closed, spelled as the list of open statuses so an index on (…, status, …) can seek them. */
const OPEN_STATUSES = QUOTATION_STATUSES.filter((s) => !CLOSED_STATUSES.includes(s));

/** The reference calendar's zone (quotation-requests.service numbers references by the Montevideo year). */
const REFERENCE_TIME_ZONE = 'America/Montevideo';
const DAY_MS = 86_400_000;
const REFERENCE_HEAD = new RegExp(`^(${COMPANIES.join('|')})-(\\d{2})(-|$)`);

/**
 * A search that starts like a reference (MVD-24, MVD-24-1…) can only match that company's
 * references of that year, i.e. quotations created in that year: bounding created_at (a day of margin
 * each side) lets the planner start the (created_at, id) walk in that year instead of filtering every
 * newer row. Other searches keep the trigram index alone.
 */
function referenceBounds(search: string): Prisma.QuotationWhereInput | null {
  const m = REFERENCE_HEAD.exec(search);
  if (!m) return null;
  const year = 2000 + Number(m[2]);
  return {
    company: m[1] as Company,
    createdAt: {
      gte: new Date(startOfDayIn(`${year}-01-01`, REFERENCE_TIME_ZONE).getTime() - DAY_MS),
      lt: new Date(startOfDayIn(`${year + 1}-01-01`, REFERENCE_TIME_ZONE).getTime() + DAY_MS),
    },
  };
}

/**
 * Which rows each list screen shows. Every view is further restricted by the user's policy scope.
 * mine: open quotations the user owns or is assigned; history: closed or cancelled ones;
 * finalize: priced or sent, waiting for the commercial; assigned: assigned to the user;
 * manager: every quotation of the manager's related commercials (and their own).
 */
export function viewFilter(view: QuotationView, user: AuthUser, relatedCommercialIds: string[]): Prisma.QuotationWhereInput {
  const mine: Prisma.QuotationWhereInput = { OR: [{ commercialId: user.id }, { assignedToId: user.id }] };
  switch (view) {
    case 'mine':
      return { AND: [mine, { active: true, status: { in: OPEN_STATUSES } }] };
    case 'history':
      return { AND: [mine, { OR: [{ status: { in: [...CLOSED_STATUSES] } }, { active: false }] }] };
    case 'finalize':
      return { AND: [mine, { active: true, status: { in: [...TO_FINALIZE_STATUSES] } }] };
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

/** The screen filters; each has an index leading with its column. */
export function filterWhere(q: QuotationListQueryDto, timeZone: string): Prisma.QuotationWhereInput {
  const and: Prisma.QuotationWhereInput[] = [];
  if (q.reference) {
    const search = q.reference.trim().toUpperCase();
    and.push({ reference: { contains: search } });
    const bounds = referenceBounds(search);
    if (bounds) and.push(bounds);
  }
  if (q.clientId) and.push({ clientId: q.clientId });
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
