import { visibleMenuGroups, type AppModule, type MenuGroupId, type Permission } from '@freight/shared';
import { linkPath, routeAllows, routeById, type RouteId } from '@/app/router/route-table';

/** The screens under each header group, in the order of the spec's menu labels. */
export const MENU_ITEMS: Record<MenuGroupId, readonly RouteId[]> = {
  analytics: ['generalDashboards', 'reports'],
  administration: ['clients', 'providers', 'chargeCodes', 'documentTypes', 'noteTypes', 'notes', 'users', 'audit'],
  quotations: ['myQuotations', 'assigned', 'managerQuotations'],
  pricing: ['pricingNewRequests', 'pricingInProgress', 'pricingQuotations', 'pricingQuoter', 'pricingRates', 'pricingRules'],
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
