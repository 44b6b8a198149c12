import { Injectable } from '@nestjs/common';
import {
  nextStatuses,
  type Page,
  type QuotationDetail,
  type QuotationEvent,
  type QuotationSummary,
  type UserRef,
} from '@freight/shared';
import type { QuotationListQueryDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { mapRows } from '../../common/export/map-rows.js';
import { toPage } from '../../common/pagination/keyset.js';
import { allOf, noRow } from '../../common/prisma/sql-builder.js';
import { UsersService } from '../users/users.service.js';
import { toDetailFields, toEvent, toSummary } from './quotation.mappers.js';
import { QuotationPolicy } from './quotation.policy.js';
import {
  AWAITING_APPROVAL,
  filterWhere,
  ownerHalves,
  referencePrefix,
  viewFilter,
  type QuotationCondition,
} from './quotation-views.js';
import { QuotationEventsRepository } from './quotation-events.repository.js';
import { QuotationsRepository } from './quotations.repository.js';

const MARGIN_MS = 60_000;

@Injectable()
export class QuotationQueriesService {
  constructor(
    private readonly quotations: QuotationsRepository,
    private readonly eventLog: QuotationEventsRepository,
    private readonly users: UsersService,
    private readonly policy: QuotationPolicy,
  ) {}

  async list(user: AuthUser, q: QuotationListQueryDto): Promise<Page<QuotationSummary>> {
    const page = { sort: q.sort, order: q.order, cursor: q.cursor, limit: q.limit };
    const halves = q.sort === 'createdAt' ? ownerHalves(q.view, user) : null;
    // Each half lies inside the view, and the view inside the scope: repeating the view's OR (or the
    // scope's) would make the planner collect and sort the rows again.
    const rows =
      halves && this.policy.viewInScope(user, q.view)
        ? await this.quotations.listPageOfHalves({ ...page, where: allOf(...(await this.filters(user, q))) }, halves)
        : await this.quotations.listPage({ ...page, where: await this.where(user, q) });
    return toPage('quotations', rows, q.limit, q.sort, toSummary);
  }

  /** An export of the current list (same view, scope and filters): its row count, then its rows in batches. */
  async exportRows(user: AuthUser, q: QuotationListQueryDto, max: number) {
    const where = await this.where(user, q);
    const total = await this.quotations.countUpTo(where, max);
    const batches = this.quotations.exportBatches(where, total);
    return { total, numberFormat: await this.users.numberFormat(user.id), batches: mapRows(batches, toSummary) };
  }

  /** The manager's count for home: quotations of their commercials awaiting their margin approval. */
  async awaitingApprovalCount(user: AuthUser): Promise<{ count: number }> {
    const related = await this.users.relatedCommercialIds(user.id);
    const where = allOf(await this.policy.scope(user), viewFilter('manager', user, related), AWAITING_APPROVAL);
    return { count: await this.quotations.count(where) };
  }

  /** The commercials the manager view can filter by: the manager and their related commercials. */
  async managerCommercials(user: AuthUser): Promise<UserRef[]> {
    viewFilter('manager', user, []); // refuses a user without COMMERCIAL_MANAGER
    const ids = [user.id, ...(await this.users.relatedCommercialIds(user.id))];
    return (await this.quotations.usersByIds(ids)).sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The pricing analysts a list can be filtered by (the pricing owner of a quotation). */
  pricingOwners(): Promise<UserRef[]> {
    return this.users.pricingUsers();
  }

  async detail(user: AuthUser, reference: string): Promise<QuotationDetail> {
    const visible = await this.policy.findVisible(user, reference);
    const [row, commercialSide] = await Promise.all([
      this.quotations.findDetail(visible.id),
      this.policy.isCommercialSide(user, visible),
      this.eventLog.recordViewOncePerHour(visible.id, user.id),
    ]);
    const allowed = visible.active
      ? [
          ...(commercialSide ? nextStatuses(row.status, 'commercial') : []),
          ...(user.permissions.includes('PRICING') ? nextStatuses(row.status, 'pricing') : []),
        ]
      : [];
    return { ...toSummary(row), ...toDetailFields(row), allowedTransitions: allowed };
  }

  async events(user: AuthUser, reference: string): Promise<QuotationEvent[]> {
    const visible = await this.policy.findVisible(user, reference);
    const rows = await this.eventLog.list(visible.id);
    // One query for every author, not one per event.
    const ids = [...new Set(rows.map((r) => r.userId).filter((id): id is string => id !== null))];
    const users = new Map<string, UserRef>((await this.quotations.usersByIds(ids)).map((u) => [u.id, u]));
    return rows.map((r) => toEvent(r, users));
  }

  private async where(user: AuthUser, q: QuotationListQueryDto): Promise<QuotationCondition> {
    // Through the policy, which already read them for the scope: once per request, not twice.
    const related = q.view === 'manager' ? await this.policy.relatedCommercials(user) : [];
    return allOf(
      this.policy.viewInScope(user, q.view) ? allOf() : await this.policy.scope(user),
      viewFilter(q.view, user, related),
      ...(await this.filters(user, q)),
    );
  }

  /** The screen's filters, with the created_at window of a reference-head search. */
  private async filters(user: AuthUser, q: QuotationListQueryDto): Promise<QuotationCondition[]> {
    return [filterWhere(q, user.timeZone), await this.referenceSearchBounds(q)];
  }

  /**
   * A search like MVD-24-1 matches a block of references created one after another: bounding created_at
   * to that block lets the (created_at, id) walk start there instead of filtering every newer row (issue 17).
   * A minute of margin covers two creations committing out of order.
   */
  private async referenceSearchBounds(q: QuotationListQueryDto): Promise<QuotationCondition> {
    const prefix = referencePrefix(q.reference);
    if (!prefix) return allOf();
    const window = await this.quotations.referenceWindow(prefix);
    if (!window) return () => noRow;
    const from = new Date(window.from.getTime() - MARGIN_MS);
    const to = new Date(window.to.getTime() + MARGIN_MS);
    return (eb) => eb.and([eb('quotations.created_at', '>=', from), eb('quotations.created_at', '<=', to)]);
  }
}
