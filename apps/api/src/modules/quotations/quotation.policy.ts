import { Injectable } from '@nestjs/common';
import type { Permission } from '@freight/shared';
import type { QuotationView } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { allOf, noRow } from '../../common/prisma/sql-builder.js';
import { UsersService } from '../users/users.service.js';
import type { QuotationCondition } from './quotation-views.js';
import { QuotationsRepository } from './quotations.repository.js';

/** What a staff user may see of quotations, as a row filter every query of the module applies. */
export type QuotationScope = QuotationCondition;
export type VisibleQuotation = NonNullable<Awaited<ReturnType<QuotationsRepository['findVisible']>>>;

/** The list views whose rows are a commercial's own, assigned, or (for a manager) their commercials'. */
const COMMERCIAL_VIEWS: QuotationView[] = ['mine', 'history', 'finalize', 'assigned', 'manager'];

/**
 * Record-level access: pricing sees every quotation; a commercial sees those they own or that are
 * assigned to them; a manager also sees those of their related commercials. Anyone else sees none.
 * A quotation outside the scope answers 404, so its existence is not revealed.
 */
@Injectable()
export class QuotationPolicy {
  /** A manager's related commercials, read once per request (the strategy makes a new user object per request). */
  private readonly relatedByRequest = new WeakMap<AuthUser, Promise<string[]>>();

  constructor(
    private readonly quotations: QuotationsRepository,
    private readonly users: UsersService,
  ) {}

  async scope(user: AuthUser): Promise<QuotationScope> {
    const has = (p: Permission) => user.permissions.includes(p);
    if (has('PRICING')) return allOf();
    const commercial = has('COMMERCIAL') || has('COMMERCIAL_MANAGER');
    const related = has('COMMERCIAL_MANAGER') ? await this.relatedCommercials(user) : [];
    if (!commercial) return () => noRow;
    return (eb) =>
      eb.or([
        eb('quotations.commercial_id', '=', user.id),
        eb('quotations.assigned_to_id', '=', user.id),
        ...(related.length ? [eb('quotations.commercial_id', 'in', related)] : []),
      ]);
  }

  /**
   * Whether every row of this list view lies inside the user's scope, so lists need not repeat the scope:
   * its OR of columns makes the planner collect and sort every matching row instead of walking an index.
   * A commercial's own, assigned and history views are their own or assigned rows; the manager view is
   * the manager's and their related commercials' rows (it refuses anyone else).
   */
  viewInScope(user: AuthUser, view: QuotationView): boolean {
    const has = (p: Permission) => user.permissions.includes(p);
    if (has('PRICING')) return true;
    return (has('COMMERCIAL') || has('COMMERCIAL_MANAGER')) && COMMERCIAL_VIEWS.includes(view);
  }

  /** The quotation if the user may see it, else NOT_FOUND. */
  async findVisible(user: AuthUser, reference: string): Promise<VisibleQuotation> {
    const row = await this.quotations.findVisible(reference, await this.scope(user));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Whether the user acts for the commercial side of this quotation (owner, assignee or their manager). */
  async isCommercialSide(user: AuthUser, q: Pick<VisibleQuotation, 'commercialId' | 'assignedToId'>): Promise<boolean> {
    const has = (p: Permission) => user.permissions.includes(p);
    if (!has('COMMERCIAL') && !has('COMMERCIAL_MANAGER')) return false;
    if (q.commercialId === user.id || q.assignedToId === user.id) return true;
    return has('COMMERCIAL_MANAGER') && (await this.relatedCommercials(user)).includes(q.commercialId);
  }

  /** The manager's related commercials, read at most once per request whoever asks. */
  relatedCommercials(user: AuthUser): Promise<string[]> {
    let ids = this.relatedByRequest.get(user);
    if (!ids) {
      ids = this.users.relatedCommercialIds(user.id);
      this.relatedByRequest.set(user, ids);
    }
    return ids;
  }
}
