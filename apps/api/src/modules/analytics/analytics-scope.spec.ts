import { describe, expect, it } from '@jest/globals';
import type { Permission } from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { UsersService } from '../users/users.service.js';
import { AnalyticsScope } from './analytics-scope.js';

const users = { relatedCommercialIds: () => Promise.resolve(['related-1']) } as unknown as UsersService;
const scope = new AnalyticsScope(users);
const user = (...permissions: Permission[]) => ({ id: 'me', permissions }) as unknown as AuthUser;

describe('whose figures the dashboards show', () => {
  it("a manager: their own and their related commercials'", async () => {
    expect(
      await scope.commercialScope(user('COMMERCIAL', 'COMMERCIAL_MANAGER', 'VIEW_STATS', 'ANALYTICS_QUOTATIONS')),
    ).toEqual(['me', 'related-1']);
  });
  it('a commercial with VIEW_STATS, or VIEW_STATS alone: their own', async () => {
    expect(await scope.commercialScope(user('COMMERCIAL', 'VIEW_STATS'))).toEqual(['me']);
    expect(await scope.commercialScope(user('VIEW_STATS'))).toEqual(['me']);
    // A commercial given an analytics permission still sees only their own.
    expect(await scope.commercialScope(user('COMMERCIAL', 'ANALYTICS_QUOTATIONS'))).toEqual(['me']);
  });
  it("analysts and management: everyone's", async () => {
    expect(await scope.commercialScope(user('ANALYTICS_QUOTATIONS', 'VIEW_STATS'))).toBeNull();
    expect(await scope.commercialScope(user('ANALYTICS_REPORTS'))).toBeNull();
  });
});
