import type { AppModule, Permission } from '@freight/shared';

// Below the features (not in app/router) because list screens name their title by RouteId; the router,
// guards and menu of the shell read it from here.

/**
 * Who may open a route: `guest` only when signed out (sign-in), `private` only when
 * signed in (plus the permission, if any), `public` always (third-party links).
 */
export type RouteAccess = 'guest' | 'private' | 'public';

export type RouteDef = {
  id: string;
  path: string;
  access: RouteAccess;
  permission?: Permission;
  /** Other permissions that also open the route (any one of them, or `permission`). */
  alsoAllowed?: readonly Permission[];
  /** The module switch the screen belongs to; a disabled module sends the user home. */
  module?: AppModule;
  /** False where the spec drops the header and its top padding (third-party routes). */
  chrome?: boolean;
};

/** Spec section 2, one row per route. Titles are `nav:screens.<id>`. */
export const ROUTE_TABLE = [
  { id: 'home', path: '/home', access: 'private' },
  // Spec section 2 settings (language, currency format, time zone): any signed-in user.
  { id: 'settings', path: '/settings', access: 'private' },
  { id: 'login', path: '/login', access: 'guest', chrome: false },

  // Issue 16: VIEW_STATS opens the dashboards too, on the holder's own figures (the API scopes them).
  {
    id: 'generalDashboards',
    path: '/general-dashboards',
    access: 'private',
    permission: 'ANALYTICS_QUOTATIONS',
    alsoAllowed: ['VIEW_STATS'],
    module: 'analytics',
  },
  { id: 'reports', path: '/reports', access: 'private', permission: 'ANALYTICS_REPORTS', module: 'analytics' },

  {
    id: 'myQuotationsHistory',
    path: '/mis-cotizaciones/historial',
    access: 'private',
    permission: 'COMMERCIAL',
    module: 'quotations',
  },
  {
    id: 'myQuotations',
    path: '/mis-cotizaciones/:ref?',
    access: 'private',
    permission: 'COMMERCIAL',
    module: 'quotations',
  },
  { id: 'finalize', path: '/finalizar', access: 'private', permission: 'COMMERCIAL', module: 'quotations' },
  { id: 'assigned', path: '/asignadas', access: 'private', permission: 'COMMERCIAL', module: 'quotations' },
  {
    id: 'managerQuotations',
    path: '/cotizaciones-gerente',
    access: 'private',
    permission: 'COMMERCIAL_MANAGER',
    module: 'quotations',
  },

  {
    id: 'pricingNewRequests',
    path: '/pricing/nuevas-solicitudes',
    access: 'private',
    permission: 'PRICING',
    module: 'pricing',
  },
  { id: 'pricingInProgress', path: '/pricing/en-proceso', access: 'private', permission: 'PRICING', module: 'pricing' },
  {
    id: 'pricingQuotations',
    path: '/pricing/cotizaciones',
    access: 'private',
    permission: 'PRICING',
    module: 'pricing',
  },
  { id: 'pricingQuoter', path: '/pricing/cotizador', access: 'private', permission: 'PRICING', module: 'pricing' },
  { id: 'pricingRates', path: '/pricing/tarifas/:id?', access: 'private', permission: 'PRICING', module: 'pricing' },
  // Issue 44: the surcharges the rate calculator applies by itself, under the rates' permission.
  { id: 'pricingSurcharges', path: '/pricing/recargos', access: 'private', permission: 'PRICING', module: 'pricing' },
  // Issue 44: the rate finder, for pricing and for commercials (who quote from it; applying a rate is pricing's).
  {
    id: 'pricingRateFinder',
    path: '/pricing/buscador-tarifas',
    access: 'private',
    permission: 'PRICING',
    alsoAllowed: ['CREATE_QUOTATION'],
    module: 'pricing',
  },
  {
    id: 'pricingRules',
    path: '/pricing/reglas-cotizacion',
    access: 'private',
    permission: 'PRICING_RULES',
    module: 'pricing',
  },
  // Issue 42: replies by mail the portal held or could not match, for pricing to decide on.
  {
    id: 'pricingMailTriage',
    path: '/pricing/correos',
    access: 'private',
    permission: 'PRICING_INBOUND_MAIL',
    module: 'pricing',
  },

  {
    id: 'clients',
    path: '/clients/:clientId?',
    access: 'private',
    permission: 'VIEW_CLIENT',
    module: 'administration',
  },
  { id: 'providers', path: '/proveedores', access: 'private', permission: 'PRICING', module: 'administration' },
  {
    id: 'chargeCodes',
    path: '/charge-codes',
    access: 'private',
    permission: 'CREATE_CHARGE_CODE',
    module: 'administration',
  },
  // Spec: no specific permission; any signed-in user may open them.
  { id: 'documentTypes', path: '/document-types/:id?', access: 'private', module: 'administration' },
  { id: 'noteTypes', path: '/note-types/:id?', access: 'private', module: 'administration' },
  { id: 'users', path: '/usuarios', access: 'private', permission: 'UPDATE_USER', module: 'administration' },
  // Issue 18: the append-only audit trail, for administrators.
  { id: 'audit', path: '/audit', access: 'private', permission: 'UPDATE_USER', module: 'administration' },
  { id: 'notes', path: '/notas', access: 'private', permission: 'PRICING', module: 'administration' },

  {
    id: 'operationsGeneral',
    path: '/operativa/general/:reference?',
    access: 'private',
    permission: 'OPERATIVE',
    module: 'calendar',
  },
  {
    id: 'expressOperations',
    path: '/operativa/express',
    access: 'private',
    permission: 'VIEW_SHIPMENT',
    module: 'express',
  },
  {
    id: 'expressInProgress',
    path: '/operativa/express/en-proceso',
    access: 'private',
    permission: 'VIEW_SHIPMENT',
    module: 'express',
  },
  {
    id: 'expressFinished',
    path: '/operativa/express/finalizadas',
    access: 'private',
    permission: 'VIEW_SHIPMENT',
    module: 'express',
  },

  { id: 'drafts', path: '/borradores', access: 'private', permission: 'VIEW_QUOTATION', module: 'drafts' },
  { id: 'support', path: '/support/:ticketId?', access: 'private', permission: 'SUPPORT_USER', module: 'support' },

  { id: 'thirdParty', path: '/third-party', access: 'public', module: 'thirdParty', chrome: false },
  // Agents open this from an e-mailed link; the token in the path is their only credential.
  {
    id: 'thirdPartyNewCost',
    path: '/third-party/new-cost/:encodedJwt',
    access: 'public',
    module: 'thirdParty',
    chrome: false,
  },
  // Issue 43: the client's own request (before the list's optional reference: a fixed segment wins).
  {
    id: 'clientQuotationRequest',
    path: '/client-quotation/new',
    access: 'private',
    permission: 'THIRD_PARTY_CLIENT',
    module: 'clientQuotations',
  },
  {
    id: 'clientQuotation',
    path: '/client-quotation/:reference?',
    access: 'private',
    permission: 'THIRD_PARTY_CLIENT',
    module: 'clientQuotations',
  },

  { id: 'notFound', path: '/not-found', access: 'public' },
  // Issue 47: the accessibility statement, signed in (from the user menu) or not (from sign-in).
  { id: 'accessibility', path: '/accesibilidad', access: 'public' },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTE_TABLE)[number]['id'];

const BY_ID = new Map<string, RouteDef>(ROUTE_TABLE.map((route) => [route.id, route]));

export function routeById(id: RouteId): RouteDef {
  const route = BY_ID.get(id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

/** The link target of a route: its path without optional trailing parameters. */
export function linkPath(route: RouteDef): string {
  return route.path.replace(/(\/:[^/]+\?)+$/, '');
}

/** Whether these permissions open the route: it needs none, or its permission, or one also allowed. */
export function routeAllows(route: RouteDef, permissions: readonly Permission[]): boolean {
  if (!route.permission) return true;
  return [route.permission, ...(route.alsoAllowed ?? [])].some((p) => permissions.includes(p));
}
