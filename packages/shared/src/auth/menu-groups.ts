import type { AppModule } from '../config/modules.js';
import type { Permission } from './permissions.js';

/** Header menu groups of spec sections 1 and 6: module switch plus any-of permissions. */
export const MENU_GROUPS = [
  // VIEW_STATS: a commercial's own figures on the dashboards (issue 16).
  {
    id: 'analytics',
    module: 'analytics',
    anyOf: ['ANALYTICS_INVOICED', 'ANALYTICS_QUOTATIONS', 'ANALYTICS_REPORTS', 'VIEW_STATS'],
  },
  {
    id: 'administration',
    module: 'administration',
    anyOf: ['UPDATE_USER', 'PRICING', 'VIEW_CHARGE_CODE', 'VIEW_CLIENT'],
  },
  { id: 'quotations', module: 'quotations', anyOf: ['COMMERCIAL', 'COMMERCIAL_MANAGER'] },
  // PRICING_INBOUND_MAIL alone: the mail triage (issue 42) is its one screen.
  { id: 'pricing', module: 'pricing', anyOf: ['PRICING', 'PRICING_RULES', 'PRICING_INBOUND_MAIL'] },
  { id: 'operations', module: 'express', anyOf: ['VIEW_SHIPMENT'] },
  { id: 'agenda', module: 'calendar', anyOf: ['OPERATIVE'] },
  { id: 'drafts', module: 'drafts', anyOf: ['VIEW_QUOTATION'] },
  { id: 'clientQuotations', module: 'clientQuotations', anyOf: ['THIRD_PARTY_CLIENT'] },
] as const satisfies readonly { id: string; module: AppModule; anyOf: readonly Permission[] }[];

export type MenuGroupId = (typeof MENU_GROUPS)[number]['id'];

export function visibleMenuGroups(
  enabledModules: readonly AppModule[],
  permissions: readonly Permission[],
): MenuGroupId[] {
  return MENU_GROUPS.filter(
    (g) => enabledModules.includes(g.module) && (g.anyOf as readonly Permission[]).some((p) => permissions.includes(p)),
  ).map((g) => g.id);
}
