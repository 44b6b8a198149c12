import { Injectable } from '@nestjs/common';
import { resolveDatePreset, type AnalyticsFilters, type Permission } from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { todayIn } from '../../common/time/zoned-dates.js';
import { UsersService } from '../users/users.service.js';
import type { RollupWhere } from './analytics.repository.js';

/**
 * Whose figures a user sees:
 * - a commercial manager: their own and their related commercials';
 * - anyone else who is a commercial (COMMERCIAL), or who holds VIEW_STATS without an analytics
 *   permission: their own (VIEW_STATS alone opens the dashboards for exactly that);
 * - analysts and management (ANALYTICS_QUOTATIONS or ANALYTICS_REPORTS, not a commercial): everyone's.
 * A commercial filter narrows inside that scope, never beyond.
 */
@Injectable()
export class AnalyticsScope {
  constructor(private readonly users: UsersService) {}

  async commercialScope(user: AuthUser): Promise<string[] | null> {
    const has = (p: Permission) => user.permissions.includes(p);
    if (has('COMMERCIAL_MANAGER')) return [user.id, ...(await this.users.relatedCommercialIds(user.id))];
    if (has('COMMERCIAL')) return [user.id];
    if (has('ANALYTICS_QUOTATIONS') || has('ANALYTICS_REPORTS')) return null;
    return [user.id];
  }

  async where(user: AuthUser, f: AnalyticsFilters): Promise<RollupWhere> {
    const scope = await this.commercialScope(user);
    let commercialIds = scope;
    if (f.commercialId) commercialIds = !scope || scope.includes(f.commercialId) ? [f.commercialId] : [];
    return {
      ...rangeOf(f, todayIn(user.timeZone)),
      company: f.company,
      commercialIds,
      clientId: f.clientId,
      mode: f.mode,
      service: f.service,
    };
  }
}

/** `from`/`to` when given (one alone keeps the other end open a year), else the preset, else the last 12 months. */
export function rangeOf(f: AnalyticsFilters, today: string): { from: string; to: string } {
  const preset =
    f.preset && f.preset !== 'custom'
      ? resolveDatePreset(f.preset as Parameters<typeof resolveDatePreset>[0], today)
      : null;
  const fallback = preset ?? resolveDatePreset('last12Months', today);
  const from = f.from ?? fallback.from;
  const to = f.to ?? (f.from && !preset ? maxDate(f.from, today) : fallback.to);
  return from <= to ? { from, to } : { from: to, to: from };
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
