import { visibleMenuGroups, type AppModule, type MenuGroupId, type Permission } from '@freight/shared';
import { linkPath, routeAllows, routeById, type RouteId } from '@/lib/route-table';

/** The screens under each header group, in the order of the spec's menu labels. */
export const MENU_ITEMS: Record<MenuGroupId, readonly RouteId[]> = {
  analytics: ['generalDashboards', 'reports'],
  administration: ['clients', 'providers', 'chargeCodes', 'documentTypes', 'noteTypes', 'notes', 'users', 'audit'],
  quotations: ['myQuotations', 'assigned', 'managerQuotations', 'pricingRateFinder'],
  pricing: [
    'pricingNewRequests',
    'pricingInProgress',
    'pricingQuotations',
    'pricingQuoter',
    'pricingRates',
    'pricingSurcharges',
    'pricingRateFinder',
    'pricingRules',
    'pricingMailTriage',
  ],
  operations: ['expressOperations', 'expressInProgress', 'expressFinished'],
  agenda: ['operationsGeneral'],
  drafts: ['drafts'],
  clientQuotations: ['clientQuotation'],
};

export type MenuItem = { routeId: RouteId; to: string };
export type MenuGroup = { id: MenuGroupId; items: MenuItem[] };

/**
 * Groups follow the shared rule (module on + any-of permissions, spec section 6); inside
 * a group only the screens whose own permission the user holds are listed, and a group
 * left empty is hidden.
 */
export function buildMenu(modules: readonly AppModule[], permissions: readonly Permission[]): MenuGroup[] {
  return visibleMenuGroups(modules, permissions)
    .map((id) => ({
      id,
      items: MENU_ITEMS[id]
        .map((routeId) => routeById(routeId))
        .filter((route) => routeAllows(route, permissions))
        .filter((route) => !route.module || modules.includes(route.module))
        .map((route) => ({ routeId: route.id as RouteId, to: linkPath(route) })),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * Home entry points that are no header group: the support desk is support staff's daily work, reached
 * otherwise only from the floating help button (issue 36: their home said "no sections enabled").
 */
export const HOME_EXTRA_ENTRIES = [
  { id: 'supportDesk', group: 'support', to: '/support?tab=desk', permission: 'SUPPORT_STAFF', module: 'support' },
  {
    id: 'supportProducts',
    group: 'support',
    to: '/support?tab=products',
    permission: 'SUPPORT_STAFF',
    module: 'support',
  },
] as const satisfies readonly { id: string; group: string; to: string; permission: Permission; module: AppModule }[];

export type HomeExtraEntry = (typeof HOME_EXTRA_ENTRIES)[number];

/** The extra home entries these permissions and modules open, grouped by their card. */
export function homeExtraGroups(
  modules: readonly AppModule[],
  permissions: readonly Permission[],
): { id: HomeExtraEntry['group']; items: HomeExtraEntry[] }[] {
  const items = HOME_EXTRA_ENTRIES.filter((e) => modules.includes(e.module) && permissions.includes(e.permission));
  const groups = [...new Set(items.map((e) => e.group))];
  return groups.map((id) => ({ id, items: items.filter((e) => e.group === id) }));
}
