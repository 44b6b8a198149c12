/**
 * The 34 permission names of spec section 6, and PRICING_INBOUND_MAIL (issue 42: decide on held and
 * unmatched replies by mail), carried in the token's `authorities` claim.
 */
export const PERMISSIONS = [
  'CREATE_CHARGE_CODE',
  'CREATE_QUOTATION',
  'CREATE_CLIENT',
  'CREATE_USER',
  'DELETE_QUOTATION',
  'DELETE_USER',
  'COMMERCIAL',
  'VIEW_AGENT',
  'VIEW_CHARGE_CODE',
  'VIEW_CLIENT',
  'VIEW_QUOTATION',
  'VIEW_SHIPMENT',
  'VIEW_STATS',
  'COMMERCIAL_MANAGER',
  'UPDATE_QUOTATION_COSTS',
  'UPDATE_QUOTATION_SALES',
  'UPDATE_EXPRESS_RATE',
  'UPDATE_USER',
  'PRICING',
  'PRICING_SEA',
  'PRICING_AIR',
  'PRICING_ROAD',
  'PRICING_EXPRESS',
  'PRICING_RULES',
  'PRICING_INBOUND_MAIL',
  'REQUEST_SHIPMENT',
  'OPERATIVE',
  'OPERATIVE_CONTROLLER',
  'ANALYTICS_INVOICED',
  'ANALYTICS_QUOTATIONS',
  'ANALYTICS_REPORTS',
  'SUPPORT_USER',
  'SUPPORT_STAFF',
  'CREATE_DOCUMENT_TYPE',
  'THIRD_PARTY_CLIENT',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Keyed access (`Permission.PRICING`) so call sites read like the spec. */
export const Permission = Object.fromEntries(PERMISSIONS.map((p) => [p, p])) as {
  readonly [K in Permission]: K;
};

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** Parses the comma-separated `authorities` claim, dropping unknown names. */
export function parseAuthorities(claim: string | undefined | null): Permission[] {
  if (!claim) return [];
  return claim
    .split(',')
    .map((s) => s.trim())
    .filter(isPermission);
}
